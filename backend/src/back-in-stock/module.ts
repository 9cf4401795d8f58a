import type { Config } from '../config';
import { at, type Guard, type Mounts } from '../http/mount';
import type { Logger } from '../logger';
import type { Store } from '../store/store';
import { backInStockRoutes } from './routes';
import { createBackInStockService } from './service';

/**
 * Customers waiting for an item to come back, at /books/:id/back-in-stock. `stockMayHaveReturned`
 * is what every restock calls; it is called once at the start too, for the notices a stopped
 * process had not written yet (it stopped between a restock and them).
 */
export function backInStockModule(deps: {
  config: Config;
  store: Store;
  logger: Logger;
  guard: Guard;
}): Mounts & { stockMayHaveReturned: () => void } {
  const { config, store } = deps;
  const backInStock = createBackInStockService({
    store: store.backInStock,
    books: store.books,
    shop: config.shop,
    logger: deps.logger,
  });
  const stockMayHaveReturned = () => backInStock.announceLater();
  stockMayHaveReturned();
  return {
    stockMayHaveReturned,
    mounts: [at('/books', backInStockRoutes({ backInStock, requireCustomer: deps.guard.requireCustomer }))],
  };
}
