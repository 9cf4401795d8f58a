import { Router, type RequestHandler, type Response } from 'express';
import { notAllowed } from '../auth/middleware';
import type { Guard } from '../http/mount';
import { idempotencyKeySchema } from '../http/idempotency-key';
import { sendJsonArray } from '../http/json-array-stream';
import { validateBody, validateHeader, validateParam, validateQuery } from '../http/validate';
import { actorRef } from '../http/who';
import type { DeskService } from './desk-service';
import {
  deskCountsQuerySchema,
  deskQuerySchema,
  emailParamSchema,
  placeOrderBodySchema,
  printedBodySchema,
  statusChangeBodySchema,
} from './schemas';
import type { OrderService } from './service';

export interface OrderRouteDeps {
  orders: OrderService;
  desk: DeskService;
  requireRight: Guard['requireRight'];
  approved: Guard['approved'];
  requireCustomer: RequestHandler;
  requireCustomerOrAdmin: RequestHandler;
  orderLimiter: RequestHandler;
}

const idempotencyKey = validateHeader('Idempotency-Key', idempotencyKeySchema);
const newOrder = validateBody(placeOrderBodySchema, 'order');
const customerEmail = validateParam('email', emailParamSchema, 'e-mail');
const statusChange = validateBody(statusChangeBodySchema, 'status change');
const printedTick = validateBody(printedBodySchema, 'printed tick');
const deskQuery = validateQuery(deskQuerySchema);
const countsQuery = validateQuery(deskCountsQuerySchema);
const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

export function orderRoutes(deps: OrderRouteDeps): Router {
  const { orders } = deps;
  const router = Router();
  const atCounter = deps.requireRight('counter');

  router.post('/', deps.requireCustomer, deps.orderLimiter, idempotencyKey, newOrder, async (req, res) => {
    const { order, replayed } = await orders.place(
      req.customer!,
      newOrder.from(req),
      idempotencyKey.from(req),
    );
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json(order);
  });

  router.get('/email/:email', deps.requireCustomerOrAdmin, customerEmail, async (req, res) => {
    const email = customerEmail.from(req);
    res.set('Cache-Control', 'private, no-store');
    res.json(
      req.actor ? await orders.listForEmail(email) : await orders.listForCustomer(req.customer!, email),
    );
  });

  // Any signed-in customer's own orders, by their account: there is nothing to name whose.
  router.get('/mine', deps.requireCustomer, async (req, res) => {
    noStore(res).json(await orders.listMine(req.customer!));
  });

  router.get('/allorders', atCounter, async (req, res, next) => {
    noStore(res);
    // Older clients call it bare and expect every order; with any parameter it is the desk's page.
    if (Object.keys(req.query).length > 0) return next();
    await sendJsonArray(res, orders.listAll());
  });
  router.get('/allorders', atCounter, deskQuery, async (req, res) => {
    const { items, total } = await deps.desk.page(deskQuery.from(req));
    res.set('X-Total-Count', String(total)).json(items);
  });

  router.get('/counts', atCounter, countsQuery, async (req, res) => {
    noStore(res).json(await deps.desk.counts(countsQuery.from(req).q));
  });

  router.get('/today', atCounter, async (_req, res) => {
    noStore(res).json(await deps.desk.today());
  });

  router.post('/cancel-overdue', deps.requireRight('drawer'), async (req, res) => {
    res.json(await deps.desk.cancelOverdue(actorRef(req)));
  });

  router.patch<'/:id/status'>('/:id/status', atCounter, statusChange, async (req, res) => {
    const { status, payment, payments, customerId, buyer } = statusChange.from(req);
    // Ready and collected are the desk's daily work; a cancel is undone stock, as a void is.
    if (status === 'cancelled' && !(await deps.approved(req, 'cancel', req.params.id))) {
      throw notAllowed(req.actor!.role, 'approve');
    }
    // Past the customer's limit on account, approved for this order as a sale's is for its key.
    const onAccount = payments?.some((part) => part.method === 'account') ?? false;
    const creditApproved = onAccount && (await deps.approved(req, 'credit', req.params.id));
    const collection = { payment, payments, customerId, buyer, creditApproved };
    res.json(await orders.changeStatus(req.params.id, status, actorRef(req), collection));
  });

  router.patch<'/:id/print-jobs/:jobId'>(
    '/:id/print-jobs/:jobId',
    atCounter,
    printedTick,
    async (req, res) => {
      const { printed } = printedTick.from(req);
      res.json(await orders.markPrinted(req.params.id, req.params.jobId, printed));
    },
  );

  router.post<'/:id/cancel'>('/:id/cancel', deps.requireCustomer, async (req, res) => {
    res.json(await orders.cancelByCustomer(req.customer!, req.params.id));
  });

  return router;
}
