/**
 * How a counter sale is paid, as the store keeps it: one way (`payment`, as before), or in parts
 * adding up to the total, some perhaps on the customer's account (`payments`).
 */
import { minusPaise, toPaise, type Paise } from '../contract';
import type { CounterSaleBody } from '../contract/schemas';
import { AppError } from '../errors';
import { paymentInParts, rupeesSaid } from '../orders/payment-in-parts';
import type { StoredPart } from '../store/order-rules';
import type { CounterSaleInput } from '../store/store';

export interface PlannedPayment {
  payment: CounterSaleInput['payment'];
  /** Null when the sale is paid one way with money. */
  parts: StoredPart[] | null;
}

/** The sale's payment as stored, or why the request's does not fit its total. */
export function planPayment(body: CounterSaleBody, totalPaise: Paise): PlannedPayment {
  if (body.payment) {
    const tendered = body.payment.tendered;
    const tenderedPaise = tendered === undefined ? null : toPaise(tendered);
    if (tenderedPaise !== null && tenderedPaise < totalPaise) {
      throw new AppError(
        'validation',
        `${rupeesSaid(tenderedPaise)} is less than the total, ${rupeesSaid(totalPaise)}.`,
        [{ path: 'payment.tendered', message: 'tendered must be at least the total' }],
      );
    }
    return {
      payment: {
        method: body.payment.method,
        reference: body.payment.reference,
        tenderedPaise,
        changePaise: tenderedPaise === null ? null : minusPaise(tenderedPaise, totalPaise),
      },
      parts: null,
    };
  }
  const { parts, main } = paymentInParts(body.payments!, totalPaise);
  return {
    payment: { method: main.method, reference: main.reference, tenderedPaise: null, changePaise: null },
    parts,
  };
}
