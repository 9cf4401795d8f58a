import { createAuditTrail } from '../audit/trail';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { taxRoutes } from './routes';
import { createTaxService } from './service';

/** The shop's GST settings at /shop/tax: how it is registered, its rates and its series. */
export function taxModule(deps: { store: Store; guard: Guard }): Mounts {
  const { store } = deps;
  const tax = createTaxService({ settings: store.taxSettings, books: store.books, invoices: store.invoices });
  const trail = createAuditTrail(store.audit);
  return {
    mounts: [
      at(
        '/shop/tax',
        taxRoutes({
          tax,
          requireAdmin: deps.guard.requireAdmin,
          requireRight: deps.guard.requireRight,
          trail,
        }),
      ),
    ],
  };
}
