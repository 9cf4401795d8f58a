import { mayDo, STAFF_ROLES, type Right, type Role } from '@shop/backend/contract';
import { readAdminToken } from './admin-session';
import { jwtPayload } from './jwt-payload';

/**
 * Who the stored token says is signed in: the owner, or a manager or cashier from a counter's PIN.
 * Only for what the screens show; the server checks every call against the same rights table.
 */
export function roleOf(token: string | null): Role {
  const claims = token ? jwtPayload(token) : null;
  if (claims?.role !== 'staff') return 'owner';
  const staffRole = claims.staffRole;
  return (STAFF_ROLES as readonly unknown[]).includes(staffRole) ? (staffRole as Role) : 'cashier';
}

/** The staff member's id, when the token is a staff member's. */
export function staffIdOf(token: string | null): string | null {
  const claims = token ? jwtPayload(token) : null;
  return claims?.role === 'staff' && typeof claims.sub === 'string' ? claims.sub : null;
}

/** Whether whoever is signed in here may do `right` on their own (the contract's rights table). */
export const signedInMay = (right: Right): boolean => mayDo(roleOf(readAdminToken()), right);
