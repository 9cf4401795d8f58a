import type { Config } from '../config';
import type { PurchaseOrder } from '../contract';
import { at, type Guard, type Mounts } from '../http/mount';
import type { ImageService } from '../images/service';
import { placeholderCovers } from '../images/placeholder-covers';
import type { Store } from '../store/store';
import { createPurchaseService } from './purchase-service';
import { createCostReports } from './cost-reports';
import { createPayables } from './payables';
import {
  itemCostRoutes,
  marginRoutes,
  payablesRoutes,
  purchaseRegisterRoutes,
  purchaseRoutes,
  stockValueRoutes,
  supplierRoutes,
} from './routes';
import { createSupplierService } from './supplier-service';
import { purchaseOrderRoutes, reorderRoutes } from './order-routes';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';
import { createPurchaseOrders } from './purchase-orders';
import { createReorder } from './reorder';

/**
 * Buying stock: the suppliers the shop buys from (/suppliers), their bills (/purchases), what items
 * cost (/item-costs), what to buy again (/reorder) and the orders for it (/purchase-orders), and the
 * owner's stock value and margin (/reports).
 */
export function purchasingModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  images: ImageService;
  stockMayHaveReturned?: () => void;
}): Mounts {
  const { store } = deps;
  const { requireRight } = deps.guard;
  const suppliers = createSupplierService({ suppliers: store.suppliers });
  const purchases = createPurchaseService({
    purchases: store.purchases,
    purchaseOrders: store.purchaseOrders,
    books: store.books,
    placeholderCover: placeholderCovers(deps.images),
    suppliers: store.suppliers,
    taxSettings: store.taxSettings,
    shopAddress: deps.config.shop.address,
    stockMayHaveReturned: deps.stockMayHaveReturned,
  });
  const reports = createCostReports({
    purchases: store.purchases,
    invoices: store.invoices,
    books: store.books,
  });
  const { requireAdmin } = deps.guard;
  const payables = createPayables({
    purchases: store.purchases,
    suppliers: store.suppliers,
    days: store.counterDays,
  });
  const reorder = createReorder({
    purchases: store.purchases,
    purchaseOrders: store.purchaseOrders,
    kits: store.kits,
    books: store.books,
    suppliers: store.suppliers,
  });
  const { shop } = deps.config;
  const orders = createPurchaseOrders({
    purchaseOrders: store.purchaseOrders,
    purchases: store.purchases,
    books: store.books,
    suppliers: store.suppliers,
    taxSettings: store.taxSettings,
    shop,
  });
  const orderPdf = async (order: PurchaseOrder) => {
    const settings = await store.taxSettings.get();
    const name = settings.legalName.trim() || shop.name;
    return renderPurchaseOrderPdf(order, {
      name,
      address: shop.address,
      gstin: settings.gstin,
      phone: shop.phone,
    });
  };
  return {
    mounts: [
      at('/suppliers', supplierRoutes({ suppliers, payables, requireRight })),
      at('/purchases', purchaseRoutes({ purchases, requireRight })),
      at('/reorder', reorderRoutes({ reorder, requireRight })),
      at('/purchase-orders', purchaseOrderRoutes({ orders, toPdf: orderPdf, requireRight })),
      at('/item-costs', itemCostRoutes({ costs: reports.itemCosts, requireRight })),
      at('/reports', stockValueRoutes({ report: reports.stockValue, requireAdmin })),
      at('/reports', marginRoutes({ report: reports.margin, requireAdmin })),
      at('/reports', purchaseRegisterRoutes({ purchasesIn: reports.purchasesIn, requireAdmin })),
      at('/reports', payablesRoutes({ payables, requireAdmin })),
    ],
  };
}
