import { Router, type RequestHandler } from 'express';
import { sendJsonArray } from '../http/json-array-stream';
import { validateBody, validateHeader, validateParam } from '../http/validate';
import {
  emailParamSchema,
  idempotencyKeySchema,
  placeOrderBodySchema,
  statusChangeBodySchema,
} from './schemas';
import type { OrderService } from './service';

export interface OrderRouteDeps {
  orders: OrderService;
  requireAdmin: RequestHandler;
  requireCustomer: RequestHandler;
  requireCustomerOrAdmin: RequestHandler;
  orderLimiter: RequestHandler;
}

const idempotencyKey = validateHeader('Idempotency-Key', idempotencyKeySchema);
const newOrder = validateBody(placeOrderBodySchema, 'order');
const customerEmail = validateParam('email', emailParamSchema, 'e-mail');
const statusChange = validateBody(statusChangeBodySchema, 'status change');

export function orderRoutes(deps: OrderRouteDeps): Router {
  const { orders } = deps;
  const router = Router();

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
      req.admin ? await orders.listForEmail(email) : await orders.listForCustomer(req.customer!, email),
    );
  });

  router.get('/allorders', deps.requireAdmin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    await sendJsonArray(res, orders.listAll());
  });

  router.patch<'/:id/status'>('/:id/status', deps.requireAdmin, statusChange, async (req, res) => {
    res.json(await orders.changeStatus(req.params.id, statusChange.from(req).status));
  });

  return router;
}
