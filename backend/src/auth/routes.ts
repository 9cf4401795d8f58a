import { Router, type RequestHandler } from 'express';
import { validateBody } from '../http/validate';
import { adminLoginBodySchema } from './schemas';
import type { AdminAuthService } from './service';

const login = validateBody(adminLoginBodySchema, 'login');

export function authRoutes(deps: {
  adminAuth: AdminAuthService;
  loginLimiter: RequestHandler;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();
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
