import { Router, type RequestHandler } from 'express';
import type { PurchaseOrder } from '../contract';
import {
  purchaseOrderBodySchema,
  purchaseOrderQuerySchema,
  reorderLevelsBodySchema,
} from '../contract/schemas';
import { fresh, sendPdfFile, wantsPdf } from '../http/file-answer';
import type { Guard } from '../http/mount';
import { validateBody, validateQuery } from '../http/validate';
import { actorRef } from '../http/who';
import { purchaseOrderFileName } from './purchase-order-pdf';
import type { PurchaseOrders } from './purchase-orders';
import type { Reorder } from './reorder';

const levelsBody = validateBody(reorderLevelsBodySchema, 'reorder levels');
const orderBody = validateBody(purchaseOrderBodySchema, 'purchase order');
const orderQuery = validateQuery(purchaseOrderQuerySchema);

/** /api/reorder: what to buy now, and each item's reorder level, for a manager or the owner. */
export function reorderRoutes(deps: { reorder: Reorder; requireRight: Guard['requireRight'] }): Router {
  const router = Router();
  const buyer = deps.requireRight('drawer');
  router.get('/', buyer, async (_req, res) => {
    fresh(res).json(await deps.reorder.list());
  });
  router.put<'/:productId'>('/:productId', buyer, levelsBody, async (req, res) => {
    fresh(res).json(await deps.reorder.setLevels(req.params.productId, levelsBody.from(req)));
  });
  return router;
}

/** /api/purchase-orders: raise, read (JSON or PDF) and close the shop's orders to its suppliers. */
export function purchaseOrderRoutes(deps: {
  orders: PurchaseOrders;
  toPdf: (order: PurchaseOrder) => Promise<Buffer>;
  requireRight: Guard['requireRight'];
}): Router {
  const router = Router();
  const buyer = deps.requireRight('drawer');
  router.get('/', buyer, orderQuery, async (req, res) => {
    const found = await deps.orders.list(orderQuery.from(req));
    fresh(res).set('X-Total-Count', String(found.total)).json(found.items);
  });
  router.post('/', buyer, orderBody, async (req, res) => {
    fresh(res)
      .status(201)
      .json(await deps.orders.raise(orderBody.from(req), actorRef(req)));
  });
  const one: RequestHandler<{ id: string }> = async (req, res) => {
    const order = await deps.orders.get(req.params.id);
    if (!wantsPdf(req)) return void fresh(res).json(order);
    sendPdfFile(res, purchaseOrderFileName(order), await deps.toPdf(order));
  };
  router.get('/:id.pdf', buyer, one);
  router.get('/:id', buyer, one);
  router.post<'/:id/close'>('/:id/close', buyer, async (req, res) => {
    fresh(res).json(await deps.orders.close(req.params.id, actorRef(req)));
  });
  return router;
}
