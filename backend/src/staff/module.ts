import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { staffRoutes } from './routes';
import { createStaffService } from './service';
import { createAuditTrail } from '../audit/trail';

/** The owner's staff and counter devices at /staff. */
export function staffModule(deps: { store: Store; guard: Guard }): Mounts {
  const staff = createStaffService({
    staff: deps.store.staff,
    trail: createAuditTrail(deps.store.audit),
    ownerNamed: async (username) => (await deps.store.admins.findByUsername(username)) !== null,
  });
  return { mounts: [at('/staff', staffRoutes({ staff, requireOwner: deps.guard.requireAdmin }))] };
}
