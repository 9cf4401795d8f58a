import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { createPurchaseService } from './purchase-service';
import { purchaseRoutes, supplierRoutes } from './routes';
import { createSupplierService } from './supplier-service';

/** Buying stock: the suppliers the shop buys from, at /suppliers, and their bills, at /purchases. */
export function purchasingModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  stockMayHaveReturned?: () => void;
}): Mounts {
  const { store } = deps;
  const { requireRight } = deps.guard;
  const suppliers = createSupplierService({ suppliers: store.suppliers });
  const purchases = createPurchaseService({
    purchases: store.purchases,
    suppliers: store.suppliers,
    taxSettings: store.taxSettings,
    shopAddress: deps.config.shop.address,
    stockMayHaveReturned: deps.stockMayHaveReturned,
  });
  return {
    mounts: [
      at('/suppliers', supplierRoutes({ suppliers, requireRight })),
      at('/purchases', purchaseRoutes({ purchases, requireRight })),
    ],
  };
}
