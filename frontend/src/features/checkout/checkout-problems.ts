import type { MessageId } from '@/i18n';
import type { Translate } from '@/features/orders';
import { PHONE_MESSAGES, ZIPCODE_MESSAGES } from '@shop/backend/contract';

export type CheckoutField = 'name' | 'phone' | 'address' | 'city' | 'country' | 'state' | 'zipcode' | 'terms';

/** Each field as the contract's messages name it ("Full name is required"). */
const FIELD_NAMES: Record<Exclude<CheckoutField, 'terms'>, MessageId> = {
  name: 'checkout.problem.field.name',
  phone: 'checkout.problem.field.phone',
  address: 'checkout.problem.field.address',
  city: 'checkout.problem.field.city',
  country: 'checkout.problem.field.country',
  state: 'checkout.problem.field.state',
  zipcode: 'checkout.problem.field.zipcode',
};

/** The contract's fixed messages, each with its key. */
const FIXED: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [PHONE_MESSAGES.india, 'checkout.problem.phoneIndia'],
  [PHONE_MESSAGES.other, 'checkout.problem.phoneOther'],
  [ZIPCODE_MESSAGES.india, 'checkout.problem.zipcodeIndia'],
  [ZIPCODE_MESSAGES.other, 'checkout.problem.zipcodeOther'],
]);

const TOO_LONG = / must be at most (\d+) characters$/;

/**
 * A checkout field's problem in the language shown. The form keeps the message the rules gave
 * (the API's own, in English, from the browser's check or the server's answer) and it is worded
 * here as it is drawn, so a switch of language words it again. A message not known here (one
 * the server words for itself) is shown as it came.
 */
export function checkoutProblemText(t: Translate, field: CheckoutField, message: string): string {
  if (field === 'terms') return t('checkout.problem.terms');
  const fixed = FIXED.get(message);
  if (fixed) return t(fixed);
  const name = t(FIELD_NAMES[field]);
  if (message.endsWith(' is required')) return t('checkout.problem.required', { field: name });
  if (message.endsWith(' contains control characters')) {
    return t('checkout.problem.controlCharacters', { field: name });
  }
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('checkout.problem.tooLong', { field: name, max: Number(tooLong[1]) });
  return message;
}
