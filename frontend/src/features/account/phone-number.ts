import { normalisePhone, phoneProblem } from '@shop/backend/contract';
import { formatMobile } from '@/lib/mobile-number';

/** What the number box starts with: customers type their ten digits after it. */
export const INDIA_PREFIX = '+91 ';

export type MobileNumber =
  | { ok: true; e164: string }
  | { ok: false; problem: 'account.phone.numberRequired' | 'account.phone.numberInvalid' };

/**
 * The Indian mobile number typed (ten digits, with or without +91 or the trunk 0, spaced as
 * people write it) in the form Firebase sends a code to: +91 and the ten digits. The rules are
 * the checkout's own (contract/contact.ts), so a number one accepts the other does too.
 */
export function toIndianMobile(typed: string): MobileNumber {
  const trimmed = typed.trim();
  if (trimmed === '' || trimmed === INDIA_PREFIX.trim()) {
    return { ok: false, problem: 'account.phone.numberRequired' };
  }
  if (phoneProblem(trimmed, 'India')) return { ok: false, problem: 'account.phone.numberInvalid' };
  return { ok: true, e164: normalisePhone(trimmed, 'India') };
}

export { formatMobile };

/** The six digits of a code, however it was typed or pasted ("123 456"); null if it is not six. */
export function sixDigitCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Who is signed in, as the customer knows themselves: the e-mail, else the verified number. */
export function signedInAs(user: { email: string | null; phoneNumber: string | null } | null): string {
  return user?.email || (user?.phoneNumber ? formatMobile(user.phoneNumber) : '');
}
