import { describe, expect, it } from 'vitest';
import { outOfStockItems } from './out-of-stock';

const pen = { productId: 'p1', title: 'Blue Gel Pen', requested: 5, available: 2 };
const refusal = (status: number, error: unknown) => ({ status, data: { error } });

describe('outOfStockItems', () => {
  it('when the API answers 409 out_of_stock, then its lines come back as the customer will read them', () => {
    const error = refusal(409, { code: 'out_of_stock', message: 'Not enough stock.', items: [pen] });
    expect(outOfStockItems(error)).toEqual([pen]);
  });

  it('when a listed line is malformed or below zero, then it is dropped or read as none left', () => {
    const items = [
      pen,
      { productId: 'p2', title: 'Eraser' },
      null,
      { ...pen, productId: 'p3', available: -1 },
    ];
    expect(outOfStockItems(refusal(409, { code: 'out_of_stock', items }))).toEqual([
      pen,
      { ...pen, productId: 'p3', available: 0 },
    ]);
  });

  it('when the failure is anything else, then there is no shortage to show', () => {
    expect(outOfStockItems(refusal(409, { code: 'idempotency_conflict', message: 'Key reused' }))).toBeNull();
    expect(outOfStockItems(refusal(400, { code: 'out_of_stock', items: [pen] }))).toBeNull();
    expect(outOfStockItems({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(outOfStockItems({ message: 'boom' })).toBeNull();
  });
});
