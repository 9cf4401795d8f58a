import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { createPurchaseService } from './purchase-service';
import { toRupees } from '../contract';
import { itemCostRoutes, purchaseRoutes, stockValueRoutes, supplierRoutes } from './routes';
import { stockValueReport } from './stock-value';
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
  const costs = async (ids: readonly string[]) => {
    const known = await store.purchases.costs(ids);
    return ids.map((productId) => {
      const cost = known.get(productId);
      return {
        productId,
        cost: cost?.costPaise == null ? null : toRupees(cost.costPaise),
        lastSupplierId: cost?.lastSupplierId ?? null,
      };
    });
  };
  const stockValue = async () => stockValueReport(await store.purchases.stockAtCost(), new Date());
  return {
    mounts: [
      at('/suppliers', supplierRoutes({ suppliers, requireRight })),
      at('/purchases', purchaseRoutes({ purchases, requireRight })),
      at('/item-costs', itemCostRoutes({ costs, requireRight })),
      at('/reports', stockValueRoutes({ report: stockValue, requireAdmin: deps.guard.requireAdmin })),
    ],
  };
}
