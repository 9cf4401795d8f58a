import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalog, translate } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { PHONE_MESSAGES, ZIPCODE_MESSAGES } from '@shop/backend/contract';
import { checkoutProblemText, type CheckoutField } from './checkout-problems';
import { checkoutFormSchema } from './checkout-schema';

const valid = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  country: 'India',
  state: 'Maharashtra',
  zipcode: '411001',
  terms: true,
};

/** Every message the checkout's rules can give, by the field it is about. */
function everyRuleMessage(): [CheckoutField, string][] {
  const fields = ['name', 'phone', 'address', 'city', 'country', 'state', 'zipcode'] as const;
  const broken = [
    ...fields.map((field) => ({ ...valid, [field]: '' })),
    ...fields.map((field) => ({ ...valid, [field]: 'x'.repeat(400) })),
    ...fields.map((field) => ({ ...valid, [field]: 'a\u0001b' })),
    { ...valid, phone: '12345', zipcode: '011001' },
    { ...valid, country: 'Nepal', phone: '12', zipcode: '#' },
    { ...valid, terms: false },
  ];
  const messages = broken.flatMap(
    (values) =>
      checkoutFormSchema
        .safeParse(values)
        .error?.issues.map((issue): [CheckoutField, string] => [
          issue.path[0] as CheckoutField,
          issue.message,
        ]) ?? [],
  );
  return [...new Map(messages.map((entry) => [entry.join(':'), entry])).values()];
}

afterEach(() => activateCatalog('en', english));

describe('checkoutProblemText', () => {
  const messages = everyRuleMessage();

  it('knows a message of every kind the rules give', () => {
    // Each field blank, too long and with a control character (the street may be blank), and the rest.
    expect(messages.length).toBeGreaterThanOrEqual(7 * 3 - 1 + 5);
    expect(messages.map(([, message]) => message)).toEqual(
      expect.arrayContaining([PHONE_MESSAGES.india, PHONE_MESSAGES.other, ZIPCODE_MESSAGES.india]),
    );
  });

  it('when the screen is in English, then each message reads exactly as the rules word it', () => {
    for (const [field, message] of messages) {
      expect(checkoutProblemText(translate, field, message)).toBe(message);
    }
  });

  it('when the screen is in Hindi, then each message reads in Hindi', () => {
    activateCatalog('hi', hindi);
    for (const [field, message] of messages) {
      const text = checkoutProblemText(translate, field, message);
      expect(text, message).toMatch(/[\u0900-\u097F]/);
      expect(text, message).not.toMatch(/\b(is required|characters|Enter)\b/);
    }
    expect(checkoutProblemText(translate, 'name', 'Full name is required')).toBe('पूरा नाम भरना ज़रूरी है');
  });

  it('when the server words a problem of its own, then it is shown as it came', () => {
    activateCatalog('hi', hindi);
    expect(checkoutProblemText(translate, 'address', 'Address looks odd')).toBe('Address looks odd');
  });
});
