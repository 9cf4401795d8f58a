import type { Guard } from '../http/mount';
import { Router, type RequestHandler } from 'express';
import {
  cashMovementBodySchema,
  closeDayBodySchema,
  closedDaysQuerySchema,
  openDayBodySchema,
} from '../contract/schemas';
import { validateBody, validateQuery } from '../http/validate';
import { actorRef } from '../http/who';
import type { CounterDaysService } from './days-service';

const openBody = validateBody(openDayBodySchema, 'opening');
const movementBody = validateBody(cashMovementBodySchema, 'cash movement');
const closeBody = validateBody(closeDayBodySchema, 'close');
const rangeQuery = validateQuery(closedDaysQuerySchema);

/** /api/counter/days: the counter's cash drawer. Anyone at the counter opens it and reads it; a manager moves cash and closes it. */
export function counterDayRoutes(deps: {
  days: CounterDaysService;
  requireRight: Guard['requireRight'];
}): Router {
  const router = Router();
  const counter = deps.requireRight('counter');
  const drawer = deps.requireRight('drawer');
  const fresh = (res: Parameters<RequestHandler>[1]) => res.set('Cache-Control', 'private, no-store');

  router.post('/open', counter, openBody, async (req, res) => {
    res.status(201).json(await deps.days.open(openBody.from(req).float, actorRef(req)));
  });

  router.get('/current', counter, async (_req, res) => {
    fresh(res).json(await deps.days.current());
  });

  router.post('/current/cash-movements', drawer, movementBody, async (req, res) => {
    res.status(201).json(await deps.days.addMovement(movementBody.from(req), actorRef(req)));
  });

  router.post('/current/close', drawer, closeBody, async (req, res) => {
    res.json(await deps.days.close(closeBody.from(req), actorRef(req)));
  });

  router.get('/', drawer, rangeQuery, async (req, res) => {
    const days = await deps.days.closedDays(rangeQuery.from(req));
    fresh(res).set('X-Total-Count', String(days.length)).json({ days });
  });

  return router;
}
