import { Router, type RequestHandler } from 'express';
import { AppError } from '../errors';
import { parseInput } from '../http/validate';
import { emailParamSchema, idempotencyKeySchema, placeOrderSchema, statusChangeSchema } from './schemas';
import type { OrderService } from './service';

export interface OrderRouteDeps {
  orders: OrderService;
  requireAdmin: RequestHandler;
  requireCustomer: RequestHandler;
  requireCustomerOrAdmin: RequestHandler;
  orderLimiter: RequestHandler;
}

export function orderRoutes(deps: OrderRouteDeps): Router {
  const { orders } = deps;
  const router = Router();

  router.post('/', deps.requireCustomer, deps.orderLimiter, async (req, res) => {
    const keyHeader = req.get('idempotency-key');
    const key =
      keyHeader === undefined ? undefined : parseInput(idempotencyKeySchema, keyHeader, 'Idempotency-Key');
    const request = parseInput(placeOrderSchema, req.body ?? {}, 'order');
    const { order, replayed } = await orders.place(req.customer!, request, key);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json(order);
  });

  router.get('/email/:email', deps.requireCustomerOrAdmin, async (req, res) => {
    const email = parseInput(emailParamSchema, req.params.email, 'e-mail');
    if (!req.admin && req.customer?.email !== email) {
      throw new AppError('forbidden', 'You can only see your own orders.');
    }
    res.set('Cache-Control', 'private, no-cache');
    res.json(await orders.listForEmail(email));
  });

  router.get('/allorders', deps.requireAdmin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(await orders.listAll());
  });

  router.patch<'/:id/status'>('/:id/status', deps.requireAdmin, async (req, res) => {
    const { status } = parseInput(statusChangeSchema, req.body ?? {}, 'status change');
    res.json(await orders.changeStatus(req.params.id, status));
  });

  return router;
}
