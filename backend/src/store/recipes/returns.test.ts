import { describe, expect, it } from 'vitest';
import { planReturn } from './returns';

const pen = 'b'.repeat(24);
const notebook = 'c'.repeat(24);
const lines = [
  { bookId: pen, title: 'Pen', pricePaise: 2000, quantity: 2 },
  { bookId: notebook, title: 'Notebook', pricePaise: 4550, quantity: 3 },
  { bookId: pen, title: 'Pen', pricePaise: 1800, quantity: 1 },
];

describe('a return’s plan', () => {
  it('when units are returned, then each comes at the lowest price it was sold at, counted against what was sold', () => {
    const plan = planReturn({ lines, returned: new Map([[pen, 1]]) }, [
      { bookId: pen, quantity: 2 },
      { bookId: notebook, quantity: 1 },
    ]);
    expect(plan).toEqual({
      outcome: 'fits',
      counts: [
        { bookId: pen, units: 2, sold: 3 },
        { bookId: notebook, units: 1, sold: 3 },
      ],
      lines: [
        { productId: pen, title: 'Pen', quantity: 2, pricePaise: 1800 },
        { productId: notebook, title: 'Notebook', quantity: 1, pricePaise: 4550 },
      ],
      amountPaise: 8150,
    });
  });

  it('when more comes back than was sold less returned, or an item not on the order, then the plan names each', () => {
    expect(
      planReturn({ lines, returned: new Map([[pen, 2]]) }, [
        { bookId: pen, quantity: 1 },
        { bookId: pen, quantity: 1 },
        { bookId: 'f'.repeat(24), quantity: 1 },
      ]),
    ).toEqual({
      outcome: 'too_many',
      items: [
        { productId: pen, title: 'Pen', returnable: 1, requested: 2 },
        { productId: 'f'.repeat(24), title: '', returnable: 0, requested: 1 },
      ],
    });
  });
});
