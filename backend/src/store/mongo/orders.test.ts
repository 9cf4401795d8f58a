import { describe, expect, it } from 'vitest';
import { unitsSoldIncrements } from './stock-ledger';

describe('mongo units sold', () => {
  it('when an order is collected, then each of its books gains its units, in one write each', () => {
    const line = (bookId: string) => ({ bookId, quantity: 1 });
    expect(unitsSoldIncrements([line('a'), line('b'), line('a')])).toEqual([
      { updateOne: { filter: { _id: 'a' }, update: { $inc: { unitsSold: 2 } } } },
      { updateOne: { filter: { _id: 'b' }, update: { $inc: { unitsSold: 1 } } } },
    ]);
  });
});
