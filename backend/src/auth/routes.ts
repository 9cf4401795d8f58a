import { Router, type RequestHandler } from 'express';
import { approvalBodySchema, pinSignInBodySchema } from '../contract/schemas';
import { AppError } from '../errors';
import { validateBody } from '../http/validate';
import type { CounterDevice } from '../contract';
import type { StaffStore } from '../store/store';
import { deviceKeyHashOf } from './counter-devices';
import type { PinSignIn } from './pin-sign-in';
import { adminLoginBodySchema } from './schemas';
import type { AdminAuthService } from './service';

const login = validateBody(adminLoginBodySchema, 'login');
const pinSignIn = validateBody(pinSignInBodySchema, 'sign-in');
const approvalBody = validateBody(approvalBodySchema, 'approval');

declare module 'express-serve-static-core' {
  interface Request {
    counterDevice?: CounterDevice;
  }
}

/** Only a device the owner opened as a counter, and has not revoked, is let through. */
const requireCounterDevice =
  (staff: Pick<StaffStore, 'findDeviceByKeyHash'>): RequestHandler =>
  async (req, _res, next) => {
    const keyHash = deviceKeyHashOf(req);
    const device = keyHash ? await staff.findDeviceByKeyHash(keyHash) : null;
    if (!device) {
      return next(
        new AppError(
          'forbidden',
          'A PIN is taken only at a counter. Ask the owner to open this device as a counter.',
        ),
      );
    }
    req.counterDevice = device;
    next();
  };

export function authRoutes(deps: {
  adminAuth: AdminAuthService;
  loginLimiter: RequestHandler;
  requireAdmin: RequestHandler;
  pins: PinSignIn;
  staff: Pick<StaffStore, 'findDeviceByKeyHash'>;
}): Router {
  const router = Router();
  const atCounter = requireCounterDevice(deps.staff);
  router.get('/counter-staff', atCounter, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await deps.pins.counterStaff());
  });
  router.post('/pin', atCounter, pinSignIn, async (req, res) => {
    const { staffId, pin } = pinSignIn.from(req);
    res.set('Cache-Control', 'no-store').json(await deps.pins.signIn(req.counterDevice!, staffId, pin));
  });
  router.post('/approval', atCounter, approvalBody, async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .status(201)
      .json(await deps.pins.approve(approvalBody.from(req)));
  });
  router.post('/admin', deps.loginLimiter, login, async (req, res) => {
    const { username, password } = login.from(req);
    res.json(await deps.adminAuth.login(username, password));
  });
  // While the owner works the storefront trades a live token for a fresh one; an expired one is refused.
  router.post('/admin/renew', deps.requireAdmin, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await deps.adminAuth.renew(req.admin!.adminId));
  });
  return router;
}
