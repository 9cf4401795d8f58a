import type { AuditTrail } from '../audit/trail';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AdminLoginResponse } from '../contract';
import type { AdminStore, AdminUser, StaffStore } from '../store/store';
import { signAdminToken } from './admin-tokens';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords';
import { signStaffToken } from './staff-tokens';

export type AdminSession = AdminLoginResponse;

const refused = () => new AppError('unauthenticated', 'Please provide a valid email and password');

export function createAdminAuthService(deps: {
  admins: AdminStore;
  staff: Pick<StaffStore, 'findByUsername'>;
  jwtSecret: string;
  trail: AuditTrail;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const sessionFor = (admin: AdminUser): AdminSession => ({
    token: signAdminToken(deps.jwtSecret, admin),
    user: { username: admin.username, displayName: admin.displayName, role: 'admin' },
  });
  const signedIn = (actor: { id: string; name: string; role: 'owner' | 'manager' }) =>
    deps.trail.record({ actor, action: 'sign-in', subject: actor.id, details: { with: 'password' } });

  /** A manager with a dashboard login: a session at no counter, with a manager's rights. */
  async function managerLogin(username: string, password: string): Promise<AdminSession> {
    const member = await deps.staff.findByUsername(username);
    const matches = await verifyPassword(password, member?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!member?.active || member.role !== 'manager' || !member.passwordHash || !matches) throw refused();
    await signedIn({ id: member._id, name: member.name, role: 'manager' });
    const claims = {
      staffId: member._id,
      name: member.name,
      role: member.role,
      sessionVersion: member.sessionVersion,
      deviceId: null,
    };
    return {
      token: signStaffToken(deps.jwtSecret, claims, now()),
      user: { username: member.username!, displayName: member.name, role: 'manager' },
    };
  }

  return {
    /** The owner's username and password, else a manager's the owner set; one answer for any mistake. */
    async login(username: string, password: string): Promise<AdminSession> {
      const admin = await deps.admins.findByUsername(username);
      if (!admin) return managerLogin(username, password);
      if (!(await verifyPassword(password, admin.passwordHash))) throw refused();
      await signedIn({ id: admin._id, name: admin.displayName, role: 'owner' });
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
