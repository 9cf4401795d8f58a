import { createAuditTrail } from '../audit/trail';
import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import type { StaffRef } from '../contract';
import type { Store } from '../store/store';
import { createAccountService } from './accounts-service';
import { receivablesCsv } from './receivables-csv';
import { customerRoutes, receivablesRoutes } from './routes';
import { renderStatementPdf } from './statement-pdf';
import { createCustomerService } from './service';

/** The customers the shop knows and their accounts, at /customers; who owes what at /reports. */
export function customersModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  drawer?: { ensureOpen(by: StaffRef): Promise<void> };
}): Mounts {
  const { store, config } = deps;
  const trail = createAuditTrail(store.audit);
  const customers = createCustomerService({ customers: store.customers, trail });
  const accounts = createAccountService({
    customers: store.customers,
    accounts: store.accounts,
    taxSettings: store.taxSettings,
    drawer: deps.drawer,
    upi: config.upi,
    shop: config.shop,
  });
  return {
    mounts: [
      at(
        '/customers',
        customerRoutes({
          customers,
          accounts,
          requireRight: deps.guard.requireRight,
          trail,
          toPdf: renderStatementPdf,
        }),
      ),
      at(
        '/reports',
        receivablesRoutes({ accounts, requireAdmin: deps.guard.requireAdmin, toCsv: receivablesCsv }),
      ),
    ],
  };
}
