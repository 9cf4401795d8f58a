import { describe, expect, it } from 'vitest';
import { NEW_PAYMENT, type AccountCustomer, type PaymentChoice } from '@/features/owner-counter';
import { collectAnswer, paymentSummary } from './pickup';

const customer = { _id: 'c00000000000000000000001', name: 'Asha Rao', balance: 0 } as AccountCustomer;
const choice = (change: Partial<PaymentChoice>): PaymentChoice => ({ ...NEW_PAYMENT, ...change });

describe('what the desk sends on collecting', () => {
  it('when one way of paying money is chosen, then it goes as payment, with the customer only when one was chosen', () => {
    expect(collectAnswer(choice({ method: 'upi', reference: ' 4123 ' }), 240)).toEqual({
      payment: { method: 'upi', reference: '4123' },
    });
    expect(collectAnswer(choice({ method: 'cash', customer }), 240)).toEqual({
      payment: { method: 'cash' },
      customerId: customer._id,
    });
  });

  it('when it is on account or split, then the parts go as payments with the customer, and no payment', () => {
    expect(collectAnswer(choice({ method: 'account', customer }), 240)).toEqual({
      payments: [{ method: 'account', amount: 240 }],
      customerId: customer._id,
    });
    const split = choice({
      customer,
      split: true,
      reference: 'UTR9',
      partsText: { upi: '40', account: '200' },
    });
    expect(collectAnswer(split, 240, { name: 'Rao Traders' })).toEqual({
      payments: [
        { method: 'upi', amount: 40, reference: 'UTR9' },
        { method: 'account', amount: 200 },
      ],
      customerId: customer._id,
      buyer: { name: 'Rao Traders' },
    });
  });

  it('when a payment has parts, then its summary names each part’s amount and way', () => {
    const parts = [
      { method: 'cash' as const, amount: 300, reference: null },
      { method: 'account' as const, amount: 200, reference: null },
    ];
    expect(paymentSummary({ method: 'cash', reference: null, parts })).toBe(
      '₹300.00 cash + ₹200.00 on account',
    );
  });
});
