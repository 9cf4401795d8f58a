import { describe, expect, it } from 'vitest';
import { translate, type MessageId } from '@/i18n';
import { SIGN_IN_TEXTS } from '@/lib/spec-texts';

/** Where the specification's sign-in words live in the catalog; English must say them exactly. */
const SPEC_KEYS: Record<keyof typeof SIGN_IN_TEXTS, MessageId[]> = {
  loginButton: ['account.login.submit', 'account.register.switchLink'],
  credentialsFailure: ['account.credentialsFailure'],
  loginSuccess: ['account.login.success'],
  registerSuccess: ['account.register.success'],
  googleSignUpSuccess: ['account.register.googleSuccess'],
  googleSignInFailure: ['account.login.googleFailure'],
  googleSignUpFailure: ['account.register.googleFailure'],
};

describe('the account catalog in English', () => {
  it.each(Object.entries(SPEC_KEYS))('says the specification’s %s word for word', (name, keys) => {
    for (const key of keys) expect(translate(key)).toBe(SIGN_IN_TEXTS[name as keyof typeof SIGN_IN_TEXTS]);
  });
});
