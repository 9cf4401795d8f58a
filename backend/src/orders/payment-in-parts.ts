/** A payment in parts, as a counter sale or an online order's collection takes one. */
import { toRupees, type Paise, type TenderMethod } from '../contract';
import { AppError } from '../errors';
import { splitPayment, type StoredPart } from '../store/order-rules';

/** As the counter's messages have always written an amount: ₹1234.50. */
export const rupeesSaid = (paise: Paise) => `₹${toRupees(paise).toFixed(2)}`;

/** The 409 credit_limit of a sale or a collection past the customer's limit, naming both figures. */
export function overLimit(customer: { name: string }, refused: { limitPaise: Paise; balancePaise: Paise }) {
  return new AppError(
    'credit_limit',
    `${customer.name} owes ${rupeesSaid(refused.balancePaise)} with a limit of ${rupeesSaid(refused.limitPaise)}: ` +
      "this sale on account needs a manager's approval.",
    undefined,
    { limit: toRupees(refused.limitPaise), balance: toRupees(refused.balancePaise) },
  );
}

/** The parts as stored (none for one part of money), or a 400 saying what they add up to. */
export function paymentInParts(
  payments: readonly { method: TenderMethod; amount: number; reference: string | null }[],
  totalPaise: Paise,
): { parts: StoredPart[] | null; main: StoredPart } {
  const split = splitPayment(payments, totalPaise);
  if ('paidPaise' in split) {
    throw new AppError(
      'validation',
      `The payments add up to ${rupeesSaid(split.paidPaise)}; the total is ${rupeesSaid(totalPaise)}.`,
      [{ path: 'payments', message: 'payments must add up to the total' }],
    );
  }
  return split;
}
