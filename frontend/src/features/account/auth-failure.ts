import type { MessageId } from '@/i18n';

/** Firebase names what went wrong in the error's `code` ("auth/wrong-password"). */
function firebaseCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What went wrong with an e-mail sign-in, in words a customer can act on: shown under the
 * specification's one message, which stays as it is.
 */
const EMAIL_DETAILS: Record<string, MessageId> = {
  'auth/user-not-found': 'account.failure.userNotFound',
  'auth/wrong-password': 'account.failure.wrongPassword',
  'auth/invalid-credential': 'account.failure.invalidCredential',
  'auth/invalid-login-credentials': 'account.failure.invalidCredential',
  'auth/email-already-in-use': 'account.failure.emailInUse',
  'auth/weak-password': 'account.failure.weakPassword',
  'auth/invalid-email': 'account.failure.invalidEmail',
  'auth/missing-password': 'account.failure.missingPassword',
  'auth/too-many-requests': 'account.failure.tooManyRequests',
  'auth/user-disabled': 'account.failure.userDisabled',
  'auth/network-request-failed': 'account.failure.network',
};

export function authFailureDetail(error: unknown): MessageId | undefined {
  const code = firebaseCode(error);
  return code ? EMAIL_DETAILS[code] : undefined;
}

/** What went wrong with sending or checking a code by SMS; there is no one message above it. */
const PHONE_FAILURES: Record<string, MessageId> = {
  'auth/invalid-verification-code': 'account.phone.failure.wrongCode',
  'auth/missing-verification-code': 'account.phone.codeRequired',
  'auth/code-expired': 'account.phone.failure.codeExpired',
  'auth/invalid-verification-id': 'account.phone.failure.requestExpired',
  'auth/missing-verification-id': 'account.phone.failure.requestExpired',
  'auth/too-many-requests': 'account.phone.failure.tooManyTries',
  'auth/network-request-failed': 'account.failure.network',
  'auth/timeout': 'account.failure.network',
  'auth/invalid-phone-number': 'account.phone.failure.invalidNumber',
  'auth/missing-phone-number': 'account.phone.numberRequired',
  'auth/quota-exceeded': 'account.phone.failure.quota',
  'auth/captcha-check-failed': 'account.phone.failure.robotCheck',
  'auth/invalid-app-credential': 'account.phone.failure.robotCheck',
  'auth/missing-app-credential': 'account.phone.failure.robotCheck',
  'auth/invalid-recaptcha-token': 'account.phone.failure.robotCheck',
  'auth/operation-not-allowed': 'account.phone.failure.notAvailable',
  'auth/user-disabled': 'account.failure.userDisabled',
};

export function phoneFailure(error: unknown): MessageId {
  const code = firebaseCode(error);
  return (code && PHONE_FAILURES[code]) || 'account.phone.failure.other';
}
