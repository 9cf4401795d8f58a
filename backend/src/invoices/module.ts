import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { createBilling, type Billing } from './billing';
import { invoiceRoutes } from './routes';
import { createInvoiceService } from './service';

/** Bills: what every sale is billed with, and each bill and its PDF at /invoices/:number. */
export function invoicesModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
}): Mounts & { billing: Billing } {
  const { store } = deps;
  const billing = createBilling({
    taxSettings: store.taxSettings,
    books: store.books,
    shop: deps.config.shop,
  });
  const invoices = createInvoiceService({ invoices: store.invoices, orders: store.orders });
  return {
    billing,
    mounts: [
      at('/invoices', invoiceRoutes({ invoices, requireCustomerOrAdmin: deps.guard.requireCustomerOrAdmin })),
    ],
  };
}
