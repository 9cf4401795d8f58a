/**
 * The claims of a JWT, read without checking its signature: only the server can check that, so
 * what this returns is for display and for knowing when to stop sending the token. Null for
 * anything that is not three dot-separated parts whose middle one is a JSON object.
 */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const bytes = base64UrlBytes(parts[1]);
  if (!bytes) return null;
  try {
    // The claims are UTF-8 (an owner's name may be Devanagari); fatal refuses broken sequences.
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch at which the token's own `exp` says it expires, or null without one. */
export function jwtExpiry(token: string): number | null {
  const exp = jwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
