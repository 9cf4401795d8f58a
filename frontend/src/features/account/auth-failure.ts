/**
 * What went wrong with an e-mail sign-in, in words a customer can act on: shown under the
 * specification's one message, which stays as it is. Firebase names the failure in `code`.
 */
const DETAILS: Record<string, string> = {
  'auth/user-not-found': 'There is no account with that e-mail. Check it, or register.',
  'auth/wrong-password': 'The password is not the one of that account. Try again, or reset it.',
  'auth/invalid-credential': 'The e-mail or the password is not right. Check both, or reset the password.',
  'auth/invalid-login-credentials':
    'The e-mail or the password is not right. Check both, or reset the password.',
  'auth/email-already-in-use': 'That e-mail is already registered: log in instead.',
  'auth/weak-password': 'The password is too short: use at least 6 characters.',
  'auth/invalid-email': 'That is not an e-mail address.',
  'auth/missing-password': 'Type a password.',
  'auth/too-many-requests': 'Too many tries: wait a few minutes, or reset the password.',
  'auth/user-disabled': 'This account has been switched off. Please call the shop.',
  'auth/network-request-failed': 'The shop could not be reached. Check your connection and try again.',
};

export function authFailureDetail(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? DETAILS[code] : undefined;
}
