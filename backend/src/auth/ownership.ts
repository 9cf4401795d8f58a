/**
 * Whose an online order is: the account that placed it. An order placed under another account
 * of the same person counts too when both proved the same e-mail address (an account deleted and
 * made again, a Google sign-in beside a password one): that address is the customer's, as the
 * shop has always taken it. A phone number alone is not taken as such proof: carriers give a
 * number that fell silent to someone else.
 */
import type { Customer } from './customer-tokens';
import type { Order } from '../store/store';

export type OwnedOrder = Pick<Order, 'channel' | 'customerUid' | 'email' | 'emailVerified'>;

/** The address this customer's sign-in proves, which finds their orders under other accounts; null when none. */
export const verifiedEmailOf = (customer: Customer): string | null =>
  customer.email && customer.emailVerified ? customer.email : null;

export function isCustomersOrder(customer: Customer, order: OwnedOrder): boolean {
  if (order.channel !== 'online') return false;
  if (order.customerUid === customer.uid) return true;
  const email = verifiedEmailOf(customer);
  return email !== null && order.emailVerified && order.email === email;
}
