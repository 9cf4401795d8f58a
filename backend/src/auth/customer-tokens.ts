import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface Customer {
  uid: string;
  email: string;
}

/** Resolves a Firebase ID token to its customer, or null when it is not a valid token. */
export type CustomerTokenVerifier = (idToken: string) => Promise<Customer | null>;

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
  return async (idToken) => {
    try {
      const decoded = await auth.verifyIdToken(idToken);
      if (!decoded.email) return null;
      return { uid: decoded.uid, email: decoded.email.toLowerCase() };
    } catch {
      return null;
    }
  };
}
