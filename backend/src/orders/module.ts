import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { at, readsOnly, type Guard, type Mounts } from '../http/mount';
import { createLimiter } from '../http/rate-limit';
import type { Billing } from '../invoices/billing';
import type { NoticeComposer } from '../notices/compose';
import type { PrintService } from '../print/service';
import type { Store } from '../store/store';
import { createDeskService } from './desk-service';
import { orderViewer } from './order-view';
import { orderRoutes } from './routes';
import { createOrderService, type OrderServiceDeps } from './service';

/** Online orders at /orders: placing them (at most so many a while), the customer's, the desk's. */
export function ordersModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  print: PrintService;
  notices: NoticeComposer;
  billing: Billing;
  drawer: OrderServiceDeps['drawer'];
  stockMayHaveReturned: () => void;
  compress: RequestHandler;
}): Mounts {
  const { config, store, notices } = deps;
  const view = orderViewer(config.upi);
  const orders = createOrderService({
    orders: store.orders,
    books: store.books,
    kits: store.kits,
    print: deps.print,
    view,
    notices,
    billing: deps.billing,
    holdDays: config.pickupHoldDays,
    stockMayHaveReturned: deps.stockMayHaveReturned,
    drawer: deps.drawer,
    customers: store.customers,
  });
  const desk = createDeskService({
    orders: store.orders,
    view,
    notices,
    cancel: (id, by) => orders.changeStatus(id, 'cancelled', by),
  });
  const orderLimiter = createLimiter({
    name: 'orders',
    ...config.rateLimits.orders,
    counters: store.rateLimits,
    keyOf: (req) => req.customer?.uid ?? 'anonymous',
    message: 'You have placed many orders in a short time. Please wait a few minutes.',
    // Only orders really placed count; refused bodies and replays do not lock a customer out,
    // and a replay of an order already placed is always answered.
    countOnly: (_req, res) => res.statusCode === 201 && !res.get('Idempotent-Replayed'),
    exempt: async (req) => {
      const key = req.get('idempotency-key');
      return Boolean(key && req.customer && (await orders.isReplay(req.customer, key)));
    },
  });
  return {
    mounts: [
      at('/orders', readsOnly(deps.compress), orderRoutes({ orders, desk, orderLimiter, ...deps.guard })),
    ],
  };
}
