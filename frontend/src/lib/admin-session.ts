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

/** Milliseconds since the epoch at which the token expires, or null when it cannot be read. */
export function adminTokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isAdminTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const expiry = adminTokenExpiry(token);
  return expiry !== null && expiry > now;
}
