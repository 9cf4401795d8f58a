import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AUDIT_ACTIONS, isIndiaDay } from '../contract';
import { validateQuery } from '../http/validate';
import type { AuditService } from './service';

const indiaDate = (label: string) =>
  z.string().refine(isIndiaDay, `${label} must be a calendar date, YYYY-MM-DD`).optional();

const auditQuery = validateQuery(
  z.strictObject({
    from: indiaDate('from'),
    to: indiaDate('to'),
    staffId: z.string().trim().min(1).max(64).optional(),
    action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    limit: z.coerce.number().int().min(1).max(200, 'limit must be at most 200').default(50),
  }),
);

/** /api/audit: the owner's. No route here, or anywhere, edits or deletes an entry. */
export function auditRoutes(deps: { audit: AuditService; requireOwner: RequestHandler }): Router {
  const router = Router();
  router.use(deps.requireOwner, (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  router.get('/', auditQuery, async (req, res) => {
    const page = await deps.audit.list(auditQuery.from(req));
    res.set('X-Total-Count', String(page.total)).json(page);
  });
  router.get('/verify', async (_req, res) => {
    res.json(await deps.audit.verify());
  });
  return router;
}
