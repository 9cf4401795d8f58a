import { Router, type RequestHandler } from 'express';
import { backInStockRequestSchema } from '../contract/schemas';
import { validateBody } from '../http/validate';
import type { BackInStockService } from './service';

const requestBody = validateBody(backInStockRequestSchema, 'request');

/** GET, POST and DELETE /api/books/:id/back-in-stock: a signed-in customer's wait for an item. */
export function backInStockRoutes(deps: {
  backInStock: BackInStockService;
  requireCustomer: RequestHandler;
}) {
  const { backInStock, requireCustomer } = deps;
  const router = Router();
  const path = '/:id/back-in-stock';

  router.get<typeof path>(path, requireCustomer, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await backInStock.status(req.customer!, req.params.id));
  });

  router.post<typeof path>(path, requireCustomer, requestBody, async (req, res) => {
    res.status(201).json(await backInStock.request(req.customer!, req.params.id, requestBody.from(req)));
  });

  router.delete<typeof path>(path, requireCustomer, async (req, res) => {
    await backInStock.withdraw(req.customer!, req.params.id);
    res.status(204).end();
  });

  return router;
}
