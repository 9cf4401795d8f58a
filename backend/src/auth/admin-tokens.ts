import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../errors';

export const ADMIN_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const TOKEN_ISSUER = 'pickup-shop';

let lastKey: { secret: string; key: KeyObject } | undefined;

/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries it as a public
 * key (a PEM parse that throws) on every call, about a millisecond of the owner's every request.
 */
export function keyOf(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return lastKey.key;
}

export interface AdminClaims {
  adminId: string;
  username: string;
  displayName: string;
  expiresAt: Date;
}

export function signAdminToken(
  secret: string,
  admin: { _id: string; username: string; displayName: string },
): string {
  return jwt.sign({ role: 'admin', username: admin.username, name: admin.displayName }, keyOf(secret), {
    algorithm: 'HS256',
    expiresIn: ADMIN_TOKEN_LIFETIME_SECONDS,
    subject: admin._id,
    issuer: TOKEN_ISSUER,
  });
}

export type AdminTokenCheck =
  { valid: true; claims: AdminClaims } | { valid: false; reason: 'expired' | 'invalid' };

/** Only HS256 with our secret and issuer, unexpired, with the admin role, is an admin. */
export function checkAdminToken(secret: string, token: string): AdminTokenCheck {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
    if (typeof payload !== 'object' || payload.role !== 'admin' || !payload.sub || !payload.exp) {
      return { valid: false, reason: 'invalid' };
    }
    return {
      valid: true,
      claims: {
        adminId: payload.sub,
        username: String(payload.username ?? ''),
        displayName: String(payload.name ?? ''),
        expiresAt: new Date(payload.exp * 1000),
      },
    };
  } catch (err) {
    return { valid: false, reason: err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}

export const expiredSessionError = () =>
  new AppError('unauthenticated', 'Your admin session has expired. Please log in again.');
