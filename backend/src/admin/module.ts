import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { at, readsOnly, type Guard, type Mounts } from '../http/mount';
import { createNoticeService } from '../notices/service';
import type { Store } from '../store/store';
import { adminRoutes } from './routes';
import { createAdminStatsService } from './service';

/** The owner's overview at /admin: the figures, and the notices waiting to be sent. */
export function adminModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  compress: RequestHandler;
}): Mounts {
  const { store } = deps;
  const stats = createAdminStatsService({
    stats: store.stats,
    print: store.print,
    lowStockThreshold: deps.config.lowStockThreshold,
  });
  const notices = createNoticeService({ outbox: store.outbox });
  return {
    mounts: [
      at(
        '/admin',
        readsOnly(deps.compress),
        adminRoutes({
          stats,
          notices,
          requireAdmin: deps.guard.requireAdmin,
          requireMessages: deps.guard.requireRight('catalogue'),
        }),
      ),
    ],
  };
}
