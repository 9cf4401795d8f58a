import { describe, expect, it } from 'vitest';
import { asPaise } from './money';
import {
  dayTotals,
  deskSearch,
  drawAnotherPickupCode,
  limitsOrders,
  needsEveryJobPrinted,
  PICKUP_CODE_TRIES,
  shortageOf,
  unitsPerBook,
} from './order-rules';

describe('order rules', () => {
  it('when the pickup code clashes, then another is drawn until the tries run out', () => {
    expect(drawAnotherPickupCode(1, true)).toBe(true);
    expect(drawAnotherPickupCode(PICKUP_CODE_TRIES, true)).toBe(false);
    expect(drawAnotherPickupCode(1, false)).toBe(false);
  });

  it('when an order becomes ready, then its print jobs must be printed, and only then', () => {
    expect(needsEveryJobPrinted('ready')).toBe(true);
    expect(needsEveryJobPrinted('collected')).toBe(false);
  });

  it('when a book has no count or is gone, then it limits no order', () => {
    expect(limitsOrders(null)).toBe(false);
    expect(limitsOrders({ title: 'Atlas', stock: null })).toBe(false);
    expect(limitsOrders({ title: 'Atlas' })).toBe(false);
    expect(limitsOrders({ title: 'Atlas', stock: 0 })).toBe(true);
    expect(shortageOf({ bookId: 'b1', quantity: 3 }, { title: 'Atlas', stock: 1 })).toEqual({
      productId: 'b1',
      title: 'Atlas',
      requested: 3,
      available: 1,
    });
  });

  it('when a book is in several lines, then its units are summed once', () => {
    const units = unitsPerBook([
      { bookId: 'a', quantity: 2 },
      { bookId: 'b', quantity: 1 },
      { bookId: 'a', quantity: 3 },
    ]);
    expect([...units]).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
  });

  it('when the desk searches, then each reading of the text is offered only where it fits', () => {
    expect(deskSearch('  ')).toBeNull();
    expect(deskSearch('Asha')).toEqual({ text: 'Asha' });
    expect(deskSearch('+91 98765 43210')).toMatchObject({ phoneDigits: '919876543210' });
    expect(deskSearch('98-7')).toEqual({ text: '98-7' });
    expect(deskSearch('ABCDEF1234567890abcdef12')).toMatchObject({ orderId: 'abcdef1234567890abcdef12' });
  });
});

describe('a day at the counter', () => {
  it("when a day's sales are totalled, then voided ones are left out and refunds come off their method", () => {
    const sale = { status: 'collected' as const, method: 'cash' as const, totalPaise: 19450, parts: null };
    const voided = { ...sale, status: 'cancelled' as const };
    const upi = { ...sale, method: 'upi' as const, totalPaise: 1000 };
    const refunds = [
      { method: 'upi' as const, paise: 9100 },
      { method: 'cash' as const, paise: 50 },
    ];
    expect(dayTotals([sale, voided, upi], refunds)).toEqual({
      count: 2,
      amount: 194.5 + 10 - 91.5,
      cash: 194,
      upi: -81,
      card: 0,
      account: 0,
      refunds: 91.5,
    });
  });

  it('when a sale was paid in parts, then each part counts under its own method', () => {
    const split = {
      status: 'collected' as const,
      method: 'account' as const,
      totalPaise: 50000,
      parts: [
        { method: 'cash' as const, amountPaise: asPaise(20000) },
        { method: 'account' as const, amountPaise: asPaise(30000) },
      ],
    };
    expect(dayTotals([split], [{ method: 'account', paise: 5000 }])).toMatchObject({
      count: 1,
      amount: 200,
      cash: 200,
      account: 250,
      refunds: 50,
    });
  });

  it('when a day has no sales, then every figure is 0', () => {
    expect(dayTotals([], [])).toEqual({
      count: 0,
      amount: 0,
      cash: 0,
      upi: 0,
      card: 0,
      account: 0,
      refunds: 0,
    });
  });
});
