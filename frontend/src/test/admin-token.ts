/** An owner JWT as the API signs it; only the claims matter to the client. */
export function adminToken(claims: {
  exp: number;
  iat?: number;
  name?: string;
  username?: string;
  role?: string;
  staffRole?: string;
  sub?: string;
}): string {
  const json = JSON.stringify({ role: 'admin', sub: 'owner-1', ...claims });
  const bytes = new TextEncoder().encode(json);
  const payload = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

/** A token that is valid for another hour. */
export const freshAdminToken = (name = 'Shop Owner') =>
  adminToken({ exp: Math.floor(Date.now() / 1000) + 3600, name, username: 'owner' });

/** A manager's or cashier's counter session, as POST /api/auth/pin signs it. */
export const freshStaffToken = (name: string, staffRole: 'manager' | 'cashier') =>
  adminToken({
    exp: Math.floor(Date.now() / 1000) + 3600,
    name,
    role: 'staff',
    staffRole,
    sub: `staff-${name}`,
  });
