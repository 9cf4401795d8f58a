import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors';

/**
 * A signed-in customer: an account with an e-mail (a password or Google sign-in), or one signed
 * in by phone, which may have none. Whose an order is, is its account (`uid`).
 */
export interface Customer {
  uid: string;
  /** Lowercased; null for an account signed in by phone that has no e-mail. */
  email: string | null;
  /** Firebase's word that the account's owner opened a link sent to this address. */
  emailVerified: boolean;
  /** The number the account signed in with by a code sent to it (E.164); null when it has none. */
  phoneNumber: string | null;
}

/** Resolves a Firebase ID token to its customer, or null when it is not a valid token. */
export type CustomerTokenVerifier = (idToken: string) => Promise<Customer | null>;

export interface VerifiedToken {
  customer: Customer;
  expiresAtMs: number;
}

/** Enough for every customer signed in at a busy hour; each entry is a hash, an e-mail and a number. */
const REMEMBERED_TOKENS = 10_000;
/** How long a verified token is taken on trust before it is checked again. */
export const REMEMBER_VERIFIED_TOKEN_MS = 5 * 60_000;

/**
 * A customer sends the same ID token with every request for up to an hour. Once verified it is
 * taken on trust for at most five minutes (or until it expires, if sooner), so the next requests
 * skip the signature check, or the emulator's round trip, while an account the shop disables or
 * deletes stops being served within minutes, not at the token's expiry.
 * Only successes are kept: a bad token is checked again every time.
 */
export function rememberVerifiedTokens(
  verify: (idToken: string) => Promise<VerifiedToken | null>,
  options: { max?: number; now?: () => number } = {},
): CustomerTokenVerifier {
  const now = options.now ?? Date.now;
  const remembered = new LRUCache<string, VerifiedToken>({ max: options.max ?? REMEMBERED_TOKENS });
  return async (idToken) => {
    const key = createHash('sha256').update(idToken).digest('base64');
    const known = remembered.get(key);
    if (known && known.expiresAtMs > now()) return known.customer;
    const verified = await verify(idToken);
    if (!verified) return null;
    const trustedUntil = Math.min(verified.expiresAtMs, now() + REMEMBER_VERIFIED_TOKEN_MS);
    if (trustedUntil > now()) remembered.set(key, { ...verified, expiresAtMs: trustedUntil });
    return verified.customer;
  };
}

/**
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the environment itself; config
 * refuses that variable in production because the emulator's tokens are unsigned.
 */
export function createFirebaseVerifier(options: {
  projectId: string;
  authEmulatorHost?: string;
}): CustomerTokenVerifier {
  if (options.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  const appName = `shop-${options.projectId}`;
  const app =
    getApps().find((candidate) => candidate.name === appName) ??
    initializeApp({ projectId: options.projectId }, appName);
  const auth = getAuth(app);
  // Whether the account was disabled or deleted is Firebase's to say, and asking needs admin
  // credentials: the emulator grants them; a real project has them only with a service account.
  const checkRevoked = Boolean(options.authEmulatorHost || process.env.GOOGLE_APPLICATION_CREDENTIALS);
  return rememberVerifiedTokens(async (idToken) => {
    try {
      const decoded = await auth.verifyIdToken(idToken, checkRevoked);
      // A phone sign-in proves its number as an e-mail link proves an address; an account with
      // neither (anonymous, say) is nobody the shop can reach, so it is not a customer.
      if (!decoded.email && !decoded.phone_number) return null;
      return {
        customer: {
          uid: decoded.uid,
          email: decoded.email ? decoded.email.toLowerCase() : null,
          emailVerified: Boolean(decoded.email) && decoded.email_verified === true,
          phoneNumber: decoded.phone_number ?? null,
        },
        expiresAtMs: decoded.exp * 1000,
      };
    } catch (error) {
      // Firebase (or the emulator) could not be asked: the token may be perfectly good, so the
      // customer is told to try again, not to sign in again.
      if (couldNotAskFirebase(error)) {
        throw new AppError('unavailable', 'Could not check your sign-in just now. Please try again.');
      }
      return null;
    }
  });
}

/** firebase-admin's codes for a request that failed on the way (app/network-error, app/network-timeout) or on its side. */
function couldNotAskFirebase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('app/') || code === 'auth/internal-error');
}
