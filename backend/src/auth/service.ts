import type { AuditTrail } from '../audit/trail';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AdminStore, AdminUser } from '../store/store';
import { signAdminToken } from './admin-tokens';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords';

export interface AdminSession {
  token: string;
  user: { username: string; displayName: string; role: 'admin' };
}

export function createAdminAuthService(deps: { admins: AdminStore; jwtSecret: string; trail: AuditTrail }) {
  const sessionFor = (admin: AdminUser): AdminSession => ({
    token: signAdminToken(deps.jwtSecret, admin),
    user: { username: admin.username, displayName: admin.displayName, role: 'admin' },
  });
  return {
    async login(username: string, password: string): Promise<AdminSession> {
      const admin = await deps.admins.findByUsername(username);
      const hash = admin?.passwordHash ?? (await DUMMY_HASH_PROMISE);
      const matches = await verifyPassword(password, hash);
      if (!admin || !matches) {
        throw new AppError('unauthenticated', 'Please provide a valid email and password');
      }
      const actor = { id: admin._id, name: admin.displayName, role: 'owner' as const };
      await deps.trail.record({
        actor,
        action: 'sign-in',
        subject: admin._id,
        details: { with: 'password' },
      });
      return sessionFor(admin);
    },

    /** A fresh hour for an owner whose token the middleware found live and still on file. */
    async renew(adminId: string): Promise<AdminSession> {
      const admin = await deps.admins.findById(adminId);
      if (!admin) throw new AppError('unauthenticated', 'Please log in as the shop owner.');
      return sessionFor(admin);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

/** The first admin comes from configuration; an existing account is never overwritten. */
export async function ensureFirstAdmin(
  admins: AdminStore,
  admin: Config['admin'],
): Promise<'created' | 'exists'> {
  if (await admins.findByUsername(admin.username)) return 'exists';
  try {
    await admins.create({
      username: admin.username,
      displayName: admin.displayName,
      passwordHash: await hashPassword(admin.password),
    });
    return 'created';
  } catch (err) {
    // Several instances starting together race to create it; the username is unique.
    if (await admins.findByUsername(admin.username)) return 'exists';
    throw err;
  }
}
