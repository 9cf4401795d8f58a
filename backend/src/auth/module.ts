import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import { createLimiter } from '../http/rate-limit';
import type { Store } from '../store/store';
import type { CustomerTokenVerifier } from './customer-tokens';
import { createAuthMiddleware } from './middleware';
import { createPinSignIn } from './pin-sign-in';
import { createAuditTrail } from '../audit/trail';
import { authRoutes } from './routes';
import { createAdminAuthService } from './service';

/** Who is asking (the guard every other resource checks with) and the owner's login at /auth. */
export function authModule(deps: {
  config: Config;
  store: Store;
  jwtSecret: string;
  verifyCustomerToken: CustomerTokenVerifier;
}): Mounts & { guard: Guard } {
  const { config, store, jwtSecret } = deps;
  const guard = createAuthMiddleware({
    jwtSecret,
    verifyCustomerToken: deps.verifyCustomerToken,
    admins: store.admins,
    staff: store.staff,
    rateLimits: store.rateLimits,
  });
  const loginLimiter = createLimiter({
    name: 'admin-login',
    ...config.rateLimits.login,
    counters: store.rateLimits,
    onlyFailures: true,
    message: 'Too many login attempts. Please wait a few minutes and try again.',
  });
  const trail = createAuditTrail(store.audit);
  const adminAuth = createAdminAuthService({ admins: store.admins, staff: store.staff, jwtSecret, trail });
  return {
    guard,
    mounts: [
      at(
        '/auth',
        authRoutes({
          adminAuth,
          loginLimiter,
          requireAdmin: guard.requireAdmin,
          pins: createPinSignIn({
            staff: store.staff,
            jwtSecret,
            trail,
            lockMinutes: config.counterLockMinutes,
          }),
          staff: store.staff,
        }),
      ),
    ],
  };
}
