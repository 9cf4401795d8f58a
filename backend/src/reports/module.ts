import { recordDownloads } from '../audit/route-records';
import { createAuditTrail } from '../audit/trail';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { reportRoutes } from './routes';
import { createReportService } from './service';

/** The accountant's files at /reports: bills, GSTR-1 and Tally. */
export function reportsModule(deps: { store: Store; guard: Guard }): Mounts {
  const { store } = deps;
  const reports = createReportService({
    invoices: store.invoices,
    taxSettings: store.taxSettings,
    accounts: store.accounts,
    customers: store.customers,
    purchases: store.purchases,
    suppliers: store.suppliers,
  });
  const recordDownload = recordDownloads(createAuditTrail(store.audit));
  return {
    mounts: [
      at('/reports', reportRoutes({ reports, requireAdmin: deps.guard.requireAdmin, recordDownload })),
    ],
  };
}
