import { Router, type RequestHandler } from 'express';
import { validateBody } from '../http/validate';
import { adminLoginBodySchema } from './schemas';
import type { AdminAuthService } from './service';

const login = validateBody(adminLoginBodySchema, 'login');

export function authRoutes(deps: { adminAuth: AdminAuthService; loginLimiter: RequestHandler }): Router {
  const router = Router();
  router.post('/admin', deps.loginLimiter, login, async (req, res) => {
    const { username, password } = login.from(req);
    res.json(await deps.adminAuth.login(username, password));
  });
  return router;
}
