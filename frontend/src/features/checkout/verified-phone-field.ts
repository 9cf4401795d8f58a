import { translate } from '@/i18n';

/**
 * What the read-only e-mail field becomes for a customer signed in by phone, who has no e-mail:
 * the number they proved with a code. Its words are the account's (the number is the account).
 * Spread after the e-mail field's own props, which it replaces.
 */
export function verifiedPhoneField(
  phone: string,
): Partial<Record<'label' | 'type' | 'value' | 'hint', string>> {
  return {
    label: translate('account.verifiedPhone.label'),
    type: 'tel',
    value: phone,
    hint: translate('account.verifiedPhone.hint'),
  };
}
