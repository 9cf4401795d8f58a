import { Router, type RequestHandler } from 'express';
import type { AdminStatsService } from './service';

export function adminRoutes(deps: { stats: AdminStatsService; requireAdmin: RequestHandler }): Router {
  const router = Router();
  router.get('/', deps.requireAdmin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await deps.stats.dashboard());
  });
  return router;
}
