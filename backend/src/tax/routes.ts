import { actorOf } from '../audit/route-records';
import type { AuditTrail } from '../audit/trail';
import { Router, type RequestHandler } from 'express';
import { taxSettingsSchema } from '../contract/schemas';
import type { Guard } from '../http/mount';
import { validateBody, validateQuery } from '../http/validate';
import { defaultItemsQuerySchema } from './schemas';
import type { TaxService } from './service';

const newSettings = validateBody(taxSettingsSchema, 'tax settings');
const defaultItemsQuery = validateQuery(defaultItemsQuerySchema);

/**
 * /api/shop/tax: the owner's GST settings, and the items still billed at a category's. All the
 * owner's but /categories: each category's HSN code and rate, which a manager entering a supplier's
 * bill starts its lines at.
 */
export function taxRoutes(deps: {
  tax: TaxService;
  requireAdmin: RequestHandler;
  requireRight: Guard['requireRight'];
  trail: AuditTrail;
}): Router {
  const router = Router();
  router.get('/categories', deps.requireRight('drawer'), async (_req, res) => {
    const { categoryDefaults } = await deps.tax.get();
    res.set('Cache-Control', 'private, no-store').json({ categoryDefaults });
  });
  router.use(deps.requireAdmin);
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await deps.tax.get());
  });
  router.put('/', newSettings, async (req, res) => {
    const before = await deps.tax.get();
    const after = await deps.tax.put(newSettings.from(req));
    const details = { before, after };
    await deps.trail.record({ actor: actorOf(req), action: 'tax-change', subject: 'shop', details });
    res.json(after);
  });
  router.get('/series', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await deps.tax.series());
  });
  router.get('/default-items', defaultItemsQuery, async (req, res) => {
    res
      .set('Cache-Control', 'private, no-store')
      .json(await deps.tax.defaultItems(defaultItemsQuery.from(req)));
  });
  return router;
}
