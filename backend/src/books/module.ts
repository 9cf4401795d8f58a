import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { createAuditTrail } from '../audit/trail';
import { at, type Guard, type Mounts } from '../http/mount';
import type { ImageService } from '../images/service';
import type { Store } from '../store/store';
import { createCatalogueTransfer } from './catalogue-transfer';
import { bookRoutes } from './routes';
import { createBookService, type BookService } from './service';

/** The catalogue at /books: reads for everyone, the owner's edits, the CSV export and import. */
export function booksModule(deps: {
  config: Config;
  store: Store;
  guard: Guard;
  images: ImageService;
  stockMayHaveReturned: () => void;
  compress: RequestHandler;
}): Mounts & { books: BookService } {
  const { store, images, stockMayHaveReturned } = deps;
  const books = createBookService({
    books: store.books,
    images,
    lowStockThreshold: deps.config.lowStockThreshold,
    stockMayHaveReturned,
  });
  const transfer = createCatalogueTransfer({ books: store.books, images, stockMayHaveReturned });
  return {
    books,
    mounts: [
      at(
        '/books',
        bookRoutes({
          books,
          transfer,
          requireRight: deps.guard.requireRight,
          trail: createAuditTrail(store.audit),
          compress: deps.compress,
        }),
      ),
    ],
  };
}
