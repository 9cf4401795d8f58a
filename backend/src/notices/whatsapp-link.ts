import { whatsAppNumber, whatsAppUrl, type OrderView } from '../contract';

/**
 * The number to reach a customer on when they have no e-mail (they signed in by phone): the one
 * their sign-in verified; none for a customer with an e-mail, whose notices are mailed.
 */
export const phoneOnlyNumber = (order: Pick<OrderView, 'email' | 'verifiedPhone'>): string | null =>
  order.email ? null : order.verifiedPhone;

/** A wa.me link to `phone` with `text` typed in, for the owner to send with one click; none for an unusable number. */
export function whatsAppLinkTo(phone: string | null, text: string): string | undefined {
  const number = phone ? whatsAppNumber(phone) : null;
  return number ? whatsAppUrl(number, text) : undefined;
}
