import { Router } from 'express';
import type { Guard } from '../http/mount';
import { z } from 'zod';
import { isIndiaDay } from '../contract';
import { counterSaleBodySchema, returnBodySchema, voidSaleBodySchema } from '../contract/schemas';
import { validateBody, validateHeader, validateQuery } from '../http/validate';
import { idempotencyKeySchema } from '../http/idempotency-key';
import type { CounterSalesService } from './sales-service';
import { lookupQuerySchema } from './schemas';
import type { CounterService } from './service';

const lookupQuery = validateQuery(lookupQuerySchema);
const idempotencyKey = validateHeader('Idempotency-Key', idempotencyKeySchema);
const newSale = validateBody(counterSaleBodySchema, 'sale');
const voidBody = validateBody(voidSaleBodySchema, 'void');
const returnBody = validateBody(returnBodySchema, 'return');
const dayQuery = validateQuery(
  z.strictObject({
    date: z.string().refine(isIndiaDay, 'date must be a calendar date, YYYY-MM-DD').optional(),
  }),
);

/** What the counter's routes need; the counter's other jobs add theirs here. */
export interface CounterRouteDeps {
  counter: CounterService;
  sales: CounterSalesService;
  requireRight: Guard['requireRight'];
}

/** /api/counter: the till. Anyone at the counter sells; a void needs a manager. */
export function counterRoutes(deps: CounterRouteDeps): Router {
  const router = Router();
  const counter = deps.requireRight('counter');

  // The item as GET /api/books/:id answers it, found by what was scanned or typed.
  router.get('/lookup', counter, lookupQuery, async (req, res) => {
    const book = await deps.counter.lookup(lookupQuery.from(req).code);
    res.set('Cache-Control', 'private, no-store').json(book);
  });

  router.post('/sales', counter, idempotencyKey, newSale, async (req, res) => {
    const key = idempotencyKey.from(req);
    const { sale, replayed } = await deps.sales.sell(req.actor!.id, newSale.from(req), key);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ sale });
  });

  router.get('/sales', counter, dayQuery, async (req, res) => {
    const day = await deps.sales.day(dayQuery.from(req).date);
    res.set('Cache-Control', 'private, no-store').set('X-Total-Count', String(day.sales.length)).json(day);
  });

  router.post<'/sales/:id/void'>(
    '/sales/:id/void',
    deps.requireRight('approve', { action: 'void', subjectOf: (req) => String(req.params.id) }),
    voidBody,
    async (req, res) => {
      res.json({ sale: await deps.sales.voidSale(req.params.id, voidBody.from(req).reason) });
    },
  );

  return router;
}

/** /api/orders/:id/returns: units of a collected order, of either channel, handed back. */
export function returnRoutes(deps: Pick<CounterRouteDeps, 'sales' | 'requireRight'>): Router {
  const router = Router();
  router.post<'/:id/returns'>(
    '/:id/returns',
    deps.requireRight('approve', { action: 'return', subjectOf: (req) => String(req.params.id) }),
    returnBody,
    async (req, res) => {
      res.status(201).json(await deps.sales.returnItems(req.params.id, returnBody.from(req)));
    },
  );
  return router;
}
