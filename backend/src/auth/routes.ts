import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import type { AdminAuthService } from './service';

const loginSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(64),
  password: z.string().min(1, 'Password is required').max(200),
});

export function authRoutes(deps: { adminAuth: AdminAuthService; loginLimiter: RequestHandler }): Router {
  const router = Router();
  router.post('/admin', deps.loginLimiter, async (req, res) => {
    const { username, password } = parseInput(loginSchema, req.body, 'login');
    res.json(await deps.adminAuth.login(username, password));
  });
  return router;
}
