import { Router, type Request } from 'express';
import type { AuditTrail } from '../audit/trail';
import type { Guard } from '../http/mount';
import { z } from 'zod';
import { isIndiaDay } from '../contract';
import { counterSaleBodySchema, returnBodySchema, voidSaleBodySchema } from '../contract/schemas';
import { validateBody, validateHeader, validateQuery } from '../http/validate';
import { idempotencyKeySchema } from '../http/idempotency-key';
import { actorRef, approverRef } from '../http/who';
import type { CounterSalesService, Who } from './sales-service';
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
  approved: Guard['approved'];
  trail: AuditTrail;
}

/** Who did it, for the audit log: the owner or the staff member the guard let through. */
const whoDid = (req: Request) => ({ actor: req.actor ?? null });
/** The manager whose approval let a cashier do it, when one did. */
const approval = (req: Request) => (req.approver ? { approvedBy: req.approver } : {});
/** Who did it and who approved it, for the record itself. */
const who = (req: Request): Who => ({ by: actorRef(req), approvedBy: approverRef(req) });

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
    const body = newSale.from(req);
    // A cashier's lower price is approved for this sale, named by its Idempotency-Key.
    const lowers = body.items.some((item) => item.price !== undefined);
    const mayLower = !lowers || (await deps.approved(req, 'price', key ?? ''));
    const prices = { mayLower, approvedBy: approverRef(req) };
    // Past the customer's limit on account, approved for this sale as a price is.
    const onAccount = body.payments?.some((part) => part.method === 'account') ?? false;
    const credit = { mayExceed: onAccount && (await deps.approved(req, 'credit', key ?? '')) };
    const { sale, replayed } = await deps.sales.sell(actorRef(req), body, key, prices, credit);
    if (credit.mayExceed && req.approver && !replayed) {
      const details = { customerId: body.customerId, ...approval(req) };
      await deps.trail.record({ ...whoDid(req), action: 'credit', subject: sale._id, details });
    }
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
      const { reason } = voidBody.from(req);
      const sale = await deps.sales.voidSale(req.params.id, reason, who(req));
      await deps.trail.record({
        ...whoDid(req),
        action: 'void',
        subject: req.params.id,
        details: { reason, ...approval(req) },
      });
      res.json({ sale });
    },
  );

  return router;
}

/** /api/orders/:id/returns: units of a collected order, of either channel, handed back. */
export function returnRoutes(deps: Pick<CounterRouteDeps, 'sales' | 'requireRight' | 'trail'>): Router {
  const router = Router();
  router.post<'/:id/returns'>(
    '/:id/returns',
    deps.requireRight('approve', { action: 'return', subjectOf: (req) => String(req.params.id) }),
    returnBody,
    async (req, res) => {
      const handed = returnBody.from(req);
      const made = await deps.sales.returnItems(req.params.id, handed, who(req));
      const details = { items: handed.items, refund: handed.refund.method, ...approval(req) };
      await deps.trail.record({ ...whoDid(req), action: 'return', subject: req.params.id, details });
      res.status(201).json(made);
    },
  );
  return router;
}
