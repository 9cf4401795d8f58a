import { describe, expect, it } from 'vitest';
import { unitsSoldIncrements } from './orders';

describe('mongo units sold', () => {
  it('when an order is collected, then each of its books gains one unit per line, in one write each', () => {
    const line = (bookId: string) => ({
      bookId,
      title: 't',
      pricePaise: 100,
      coverImage: 'c.webp',
      quantity: 1,
    });
    expect(unitsSoldIncrements({ lines: [line('a'), line('b'), line('a')] })).toEqual([
      { updateOne: { filter: { _id: 'a' }, update: { $inc: { unitsSold: 2 } } } },
      { updateOne: { filter: { _id: 'b' }, update: { $inc: { unitsSold: 1 } } } },
    ]);
  });
});
