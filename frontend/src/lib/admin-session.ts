import { jwtExpiry } from './jwt-payload';

/** The owner's token lives in localStorage under `token`; its own `exp` decides expiry. */
export const ADMIN_TOKEN_KEY = 'token';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
}

export function isAdminTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const expiry = jwtExpiry(token);
  return expiry !== null && expiry > now;
}
