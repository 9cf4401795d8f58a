import { createAuditTrail } from '../audit/trail';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { customerRoutes } from './routes';
import { createCustomerService } from './service';

/** The customers the shop knows, at /customers. */
export function customersModule(deps: { store: Store; guard: Guard }): Mounts {
  const customers = createCustomerService({
    customers: deps.store.customers,
    trail: createAuditTrail(deps.store.audit),
  });
  return { mounts: [at('/customers', customerRoutes({ customers, requireRight: deps.guard.requireRight }))] };
}
