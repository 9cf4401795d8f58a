import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { auditRoutes } from './routes';
import { createAuditService } from './service';

/** The audit log at /audit, for the owner to read and check. */
export function auditModule(deps: { store: Store; guard: Guard }): Mounts {
  const audit = createAuditService({ log: deps.store.audit });
  return { mounts: [at('/audit', auditRoutes({ audit, requireOwner: deps.guard.requireAdmin }))] };
}
