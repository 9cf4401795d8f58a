import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Billing } from '../invoices/billing';
import { orderViewer } from '../orders/order-view';
import type { Store } from '../store/store';
import { createAuditTrail } from '../audit/trail';
import { counterDayRoutes } from './days-routes';
import { createCounterDaysService, type CashDrawer } from './days-service';
import { counterRoutes, returnRoutes } from './routes';
import { createCounterSalesService } from './sales-service';
import { createCounterService } from './service';

/**
 * The counter: walk-in sales at /counter, returns at /orders/:id/returns, and the cash drawer's
 * day at /counter/days, which a collection at the desk opens too (`drawer`).
 */
export function counterModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  billing: Billing;
  stockMayHaveReturned: () => void;
}): Mounts & { drawer: CashDrawer } {
  const { config, store } = deps;
  const { requireRight, approved } = deps.guard;
  const days = createCounterDaysService({
    days: store.counterDays,
    accounts: store.accounts,
    invoices: store.invoices,
    cashTolerance: config.cashTolerance,
  });
  const sales = createCounterSalesService({
    sales: store.sales,
    orders: store.orders,
    books: store.books,
    customers: store.customers,
    view: orderViewer(config.upi),
    billing: deps.billing,
    returnDays: config.returnDays,
    stockMayHaveReturned: deps.stockMayHaveReturned,
    drawer: days.drawer,
  });
  const counter = createCounterService({ books: store.books });
  const trail = createAuditTrail(store.audit);
  return {
    drawer: days.drawer,
    mounts: [
      at('/orders', returnRoutes({ sales, requireRight, trail })),
      at('/counter/days', counterDayRoutes({ days, requireRight })),
      at('/counter', counterRoutes({ counter, sales, requireRight, approved, trail })),
    ],
  };
}
