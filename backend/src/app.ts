import compression from 'compression';
import express, { type Express } from 'express';
import { adminModule } from './admin/module';
import { auditModule } from './audit/module';
import type { CustomerTokenVerifier } from './auth/customer-tokens';
import { authModule } from './auth/module';
import { backInStockModule } from './back-in-stock/module';
import { firstScreenCover } from './books/first-screen-cover';
import { booksModule } from './books/module';
import type { Config } from './config';
import { counterModule } from './counter/module';
import { accessLog } from './http/access-log';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { mountAll } from './http/mount';
import { corsFromAllowList, securityHeaders } from './http/security';
import { serveStorefront } from './http/storefront';
import { imagesModule } from './images/module';
import { invoicesModule } from './invoices/module';
import { kitsModule } from './kits/module';
import type { Logger } from './logger';
import { createNoticeComposer } from './notices/compose';
import { ordersModule } from './orders/module';
import { upiLinkFor } from './orders/order-view';
import type { PdfInspector } from './print/pdf-inspection';
import { printModule } from './print/module';
import { reportsModule } from './reports/module';
import { shopModule } from './shop/module';
import { staffModule } from './staff/module';
import { customersModule } from './customers/module';
import { purchasingModule } from './purchasing/module';
import type { Store } from './store/store';
import { taxModule } from './tax/module';

export interface AppDeps {
  config: Config;
  /** The owner-token key, resolved once at start (ownerTokenKey). */
  jwtSecret: string;
  store: Store;
  logger: Logger;
  verifyCustomerToken: CustomerTokenVerifier;
  /** Reads uploaded PDFs in a worker; the server makes one and closes it on shutdown. */
  pdfInspector: PdfInspector;
}

/** The Express app without a listening socket, so tests drive it with supertest: a list of modules. */
export function createApp(deps: AppDeps): Express {
  const { config, store, logger } = deps;
  // Only where answers can be large; catalogue reads carry their own precompressed bodies.
  const compress = compression();
  const auth = authModule(deps);
  const base = { config, store, guard: auth.guard };
  const { health, shop } = shopModule(base);
  const images = imagesModule(base);
  const backInStock = backInStockModule({ ...base, logger });
  const { stockMayHaveReturned } = backInStock;
  const invoices = invoicesModule(base);
  const print = printModule({ ...base, inspector: deps.pdfInspector });
  const books = booksModule({ ...base, images: images.images, stockMayHaveReturned, compress });
  const counter = counterModule({ ...base, billing: invoices.billing, stockMayHaveReturned });
  const notices = createNoticeComposer(config.shop, upiLinkFor(config.upi));
  const orders = ordersModule({
    ...{ ...base, notices, billing: invoices.billing, drawer: counter.drawer },
    ...{ print: print.print, stockMayHaveReturned, compress },
  });

  const api = express.Router();
  api.use(corsFromAllowList(config.corsOrigins));
  api.use(express.json({ limit: '100kb', strict: true }));
  // In this order: a path two modules share is tried by the first one named first.
  mountAll(api, [health, taxModule(base), shop, images, backInStock, books, counter, orders]);
  mountAll(api, [
    kitsModule(base),
    invoices,
    print,
    auth,
    adminModule({ ...base, compress }),
    reportsModule(base),
    staffModule(base),
    customersModule({ ...base, drawer: counter.drawer }),
    purchasingModule({ ...base, images: images.images, stockMayHaveReturned }),
    auditModule(base),
  ]);
  api.use(notFoundHandler);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(accessLog(logger, { skip: (url) => url === '/api/health' }));
  app.use(securityHeaders(config));
  app.use('/api', api);
  if (config.staticDir) serveStorefront(app, config.staticDir, compress, firstScreenCover(books.books));
  app.use(errorHandler(logger));
  return app;
}
