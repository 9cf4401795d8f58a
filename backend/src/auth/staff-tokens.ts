/**
 * A staff member's session: a token signed as the owner's are, naming the member, their role, the
 * device they signed in at and their session version. A counter session is good to the end of the
 * India day; a manager's password session, at no counter, for PASSWORD_SESSION_HOURS.
 */
import jwt from 'jsonwebtoken';
import { indiaDay, indiaDayBounds, STAFF_ROLES, type StaffRole } from '../contract';
import { keyOf, TOKEN_ISSUER } from './admin-tokens';

export interface StaffClaims {
  staffId: string;
  name: string;
  role: StaffRole;
  /** The member's session version at sign-in: a later one (deactivated, new role) ends the token. */
  sessionVersion: number;
  /**
   * The counter device it was signed in at: the token is good only with that device's key. Null
   * for a manager signed in with their password, away from the counter.
   */
  deviceId: string | null;
  expiresAt: Date;
}

/** A working day: a manager's password session is not renewed, and ends this long after sign-in. */
export const PASSWORD_SESSION_HOURS = 12;

function expiryOf(claims: Omit<StaffClaims, 'expiresAt'>, now: Date): Date {
  if (claims.deviceId === null) return new Date(now.getTime() + PASSWORD_SESSION_HOURS * 3_600_000);
  return indiaDayBounds(indiaDay(now)).end;
}

export function signStaffToken(secret: string, claims: Omit<StaffClaims, 'expiresAt'>, now: Date): string {
  const expiresAt = expiryOf(claims, now);
  return jwt.sign(
    {
      role: 'staff',
      staffRole: claims.role,
      name: claims.name,
      sv: claims.sessionVersion,
      dev: claims.deviceId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    },
    keyOf(secret),
    { algorithm: 'HS256', subject: claims.staffId, issuer: TOKEN_ISSUER },
  );
}

export type StaffTokenCheck =
  { valid: true; claims: StaffClaims } | { valid: false; reason: 'expired' | 'invalid' };

const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Only HS256 with our secret and issuer, unexpired, with the staff role and every claim, is staff. */
export function checkStaffToken(secret: string, token: string): StaffTokenCheck {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
    if (
      typeof payload !== 'object' ||
      payload.role !== 'staff' ||
      !payload.sub ||
      !payload.exp ||
      !isStaffRole(payload.staffRole) ||
      typeof payload.sv !== 'number' ||
      (typeof payload.dev !== 'string' && payload.dev !== null)
    ) {
      return { valid: false, reason: 'invalid' };
    }
    return {
      valid: true,
      claims: {
        staffId: payload.sub,
        name: String(payload.name ?? ''),
        role: payload.staffRole,
        sessionVersion: payload.sv,
        deviceId: payload.dev,
        expiresAt: new Date(payload.exp * 1000),
      },
    };
  } catch (err) {
    return { valid: false, reason: err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}
