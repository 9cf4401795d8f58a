import { Router, type RequestHandler } from 'express';
import { taxSettingsSchema } from '../contract/schemas';
import { validateBody } from '../http/validate';
import type { TaxService } from './service';

const newSettings = validateBody(taxSettingsSchema, 'tax settings');

/** /api/shop/tax: the owner's GST settings. Both routes are the owner's. */
export function taxRoutes(deps: { tax: TaxService; requireAdmin: RequestHandler }): Router {
  const router = Router();
  router.use(deps.requireAdmin);
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await deps.tax.get());
  });
  router.put('/', newSettings, async (req, res) => {
    res.json(await deps.tax.put(newSettings.from(req)));
  });
  return router;
}
