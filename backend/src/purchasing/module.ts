import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { supplierRoutes } from './routes';
import { createSupplierService } from './supplier-service';

/** Buying stock: the suppliers the shop buys from, at /suppliers. */
export function purchasingModule(deps: { store: Store; guard: Guard }): Mounts {
  const suppliers = createSupplierService({ suppliers: deps.store.suppliers });
  return { mounts: [at('/suppliers', supplierRoutes({ suppliers, requireRight: deps.guard.requireRight }))] };
}
