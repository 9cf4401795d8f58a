/** A payment in parts, as a counter sale or an online order's collection takes one. */
import { toRupees, type Paise, type TenderMethod } from '../contract';
import { AppError } from '../errors';
import { splitPayment, type StoredPart } from '../store/order-rules';

/** As the counter's messages have always written an amount: ₹1234.50. */
const rupees = (paise: Paise) => `₹${toRupees(paise).toFixed(2)}`;

/** The parts as stored (none for one part of money), or a 400 saying what they add up to. */
export function paymentInParts(
  payments: readonly { method: TenderMethod; amount: number; reference: string | null }[],
  totalPaise: Paise,
): { parts: StoredPart[] | null; main: StoredPart } {
  const split = splitPayment(payments, totalPaise);
  if ('paidPaise' in split) {
    throw new AppError(
      'validation',
      `The payments add up to ${rupees(split.paidPaise)}; the total is ${rupees(totalPaise)}.`,
      [{ path: 'payments', message: 'payments must add up to the total' }],
    );
  }
  return split;
}
