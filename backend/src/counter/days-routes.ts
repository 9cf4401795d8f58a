import { Router, type RequestHandler } from 'express';
import {
  cashMovementBodySchema,
  closeDayBodySchema,
  closedDaysQuerySchema,
  openDayBodySchema,
} from '../contract/schemas';
import { validateBody, validateQuery } from '../http/validate';
import type { CounterDaysService } from './days-service';

const openBody = validateBody(openDayBodySchema, 'opening');
const movementBody = validateBody(cashMovementBodySchema, 'cash movement');
const closeBody = validateBody(closeDayBodySchema, 'close');
const rangeQuery = validateQuery(closedDaysQuerySchema);

/** /api/counter/days: the counter's cash drawer, the owner's alone. */
export function counterDayRoutes(deps: { days: CounterDaysService; requireAdmin: RequestHandler }): Router {
  const router = Router();
  router.use(deps.requireAdmin);
  const fresh = (res: Parameters<RequestHandler>[1]) => res.set('Cache-Control', 'private, no-store');

  router.post('/open', openBody, async (req, res) => {
    res.status(201).json(await deps.days.open(openBody.from(req).float));
  });

  router.get('/current', async (_req, res) => {
    fresh(res).json(await deps.days.current());
  });

  router.post('/current/cash-movements', movementBody, async (req, res) => {
    res.status(201).json(await deps.days.addMovement(movementBody.from(req)));
  });

  router.post('/current/close', closeBody, async (req, res) => {
    res.json(await deps.days.close(closeBody.from(req)));
  });

  router.get('/', rangeQuery, async (req, res) => {
    const days = await deps.days.closedDays(rangeQuery.from(req));
    fresh(res).set('X-Total-Count', String(days.length)).json({ days });
  });

  return router;
}
