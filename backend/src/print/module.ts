import { createAuditTrail } from '../audit/trail';
import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import { createLimiter } from '../http/rate-limit';
import type { Store } from '../store/store';
import type { PdfInspector } from './pdf-inspection';
import { printJobRoutes, printRateRoutes } from './routes';
import { createPrintService, type PrintService } from './service';

/** Prints and copies: the rate card at /print-rates, customers' files and jobs at /print-jobs. */
export function printModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  inspector: PdfInspector;
}): Mounts & { print: PrintService } {
  const { config, store, guard } = deps;
  const print = createPrintService({
    store: store.print,
    orders: store.orders,
    inspector: deps.inspector,
    retentionDays: config.printRetentionDays,
  });
  const uploadLimiter = createLimiter({
    name: 'print-uploads',
    ...config.rateLimits.printUploads,
    counters: store.rateLimits,
    keyOf: (req) => req.customer?.uid ?? 'anonymous',
    message: 'You have uploaded many files in a short time. Please wait a while and try again.',
  });
  return {
    print,
    mounts: [
      at(
        '/print-rates',
        printRateRoutes({
          print,
          requireAdmin: guard.requireAdmin,
          trail: createAuditTrail(deps.store.audit),
        }),
      ),
      at('/print-jobs', printJobRoutes({ print, uploadLimiter, ...guard })),
    ],
  };
}
