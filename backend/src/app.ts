import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { adminRoutes } from './admin/routes';
import { createAdminStatsService } from './admin/service';
import type { CustomerTokenVerifier } from './auth/customer-tokens';
import { createAuthMiddleware } from './auth/middleware';
import { authRoutes } from './auth/routes';
import { createAdminAuthService } from './auth/service';
import { bookRoutes } from './books/routes';
import { backInStockRoutes } from './back-in-stock/routes';
import { createBackInStockService } from './back-in-stock/service';
import { createCatalogueTransfer } from './books/catalogue-transfer';
import { firstScreenCover } from './books/first-screen-cover';
import { createBookService } from './books/service';
import type { Config } from './config';
import { counterDayRoutes } from './counter/days-routes';
import { createCounterDaysService } from './counter/days-service';
import { counterRoutes, returnRoutes } from './counter/routes';
import { createCounterService } from './counter/service';
import { accessLog } from './http/access-log';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { createLimiter } from './http/rate-limit';
import type { PdfInspector } from './print/pdf-inspection';
import { printJobRoutes, printRateRoutes } from './print/routes';
import { createPrintService } from './print/service';
import { reportRoutes } from './reports/routes';
import { createReportService } from './reports/service';
import { corsFromAllowList, securityHeaders } from './http/security';
import { serveStorefront } from './http/storefront';
import { imageRoutes } from './images/routes';
import { createBilling } from './invoices/billing';
import { invoiceRoutes } from './invoices/routes';
import { createInvoiceService } from './invoices/service';
import { createImageService } from './images/service';
import { createKitImport, createKitService, kitImportRoutes, kitRoutes } from './kits';
import type { Logger } from './logger';
import { orderRoutes } from './orders/routes';
import { createCounterSalesService } from './counter/sales-service';
import { createNoticeComposer } from './notices/compose';
import { createNoticeService } from './notices/service';
import { createDeskService } from './orders/desk-service';
import { orderViewer, upiLinkFor } from './orders/order-view';
import { createOrderService } from './orders/service';
import { healthRoutes, shopRoutes } from './shop/routes';
import type { Store } from './store/store';
import { taxRoutes } from './tax/routes';
import { createTaxService } from './tax/service';

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

/** The Express app without a listening socket, so tests drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const { config, store, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  const auth = createAuthMiddleware({
    jwtSecret: deps.jwtSecret,
    verifyCustomerToken: deps.verifyCustomerToken,
    admins: store.admins,
  });
  const images = createImageService(store.images);
  const view = orderViewer(config.upi);
  const print = createPrintService({
    store: store.print,
    orders: store.orders,
    inspector: deps.pdfInspector,
    retentionDays: config.printRetentionDays,
  });
  const backInStock = createBackInStockService({
    store: store.backInStock,
    books: store.books,
    shop: config.shop,
    logger,
  });
  const billing = createBilling({ taxSettings: store.taxSettings, books: store.books, shop: config.shop });
  const stockMayHaveReturned = () => backInStock.announceLater();
  // Notices a stopped process had not written yet (it stopped between a restock and them).
  stockMayHaveReturned();
  const notices = createNoticeComposer(config.shop, upiLinkFor(config.upi));
  const counterDays = createCounterDaysService({
    days: store.counterDays,
    invoices: store.invoices,
    cashTolerance: config.cashTolerance,
  });
  const services = {
    books: createBookService({
      books: store.books,
      images,
      lowStockThreshold: config.lowStockThreshold,
      stockMayHaveReturned,
    }),
    transfer: createCatalogueTransfer({ books: store.books, images, stockMayHaveReturned }),
    orders: createOrderService({
      orders: store.orders,
      books: store.books,
      kits: store.kits,
      print,
      view,
      notices,
      billing,
      holdDays: config.pickupHoldDays,
      stockMayHaveReturned,
      drawer: counterDays.drawer,
    }),
    notices: createNoticeService({ outbox: store.outbox }),
    adminAuth: createAdminAuthService({ admins: store.admins, jwtSecret: deps.jwtSecret }),
    stats: createAdminStatsService({
      stats: store.stats,
      print: store.print,
      lowStockThreshold: config.lowStockThreshold,
    }),
    print,
    tax: createTaxService({ settings: store.taxSettings, books: store.books, invoices: store.invoices }),
    counter: createCounterService({ books: store.books }),
    invoices: createInvoiceService({ invoices: store.invoices, orders: store.orders }),
    counterSales: createCounterSalesService({
      sales: store.sales,
      orders: store.orders,
      books: store.books,
      view,
      billing,
      returnDays: config.returnDays,
      stockMayHaveReturned,
      drawer: counterDays.drawer,
    }),
  };
  const loginLimiter = createLimiter({
    name: 'admin-login',
    ...config.rateLimits.login,
    counters: store.rateLimits,
    onlyFailures: true,
    message: 'Too many login attempts. Please wait a few minutes and try again.',
  });
  const orderLimiter = createLimiter({
    name: 'orders',
    ...config.rateLimits.orders,
    counters: store.rateLimits,
    keyOf: (req) => req.customer?.uid ?? 'anonymous',
    message: 'You have placed many orders in a short time. Please wait a few minutes.',
    // Only orders really placed count; refused bodies and replays do not lock a customer out,
    // and a replay of an order already placed is always answered.
    countOnly: (_req, res) => res.statusCode === 201 && !res.get('Idempotent-Replayed'),
    exempt: async (req) => {
      const key = req.get('idempotency-key');
      return Boolean(key && req.customer && (await services.orders.isReplay(req.customer, key)));
    },
  });

  const printUploadLimiter = createLimiter({
    name: 'print-uploads',
    ...config.rateLimits.printUploads,
    counters: store.rateLimits,
    keyOf: (req) => req.customer?.uid ?? 'anonymous',
    message: 'You have uploaded many files in a short time. Please wait a while and try again.',
  });

  app.use(accessLog(logger, { skip: (url) => url === '/api/health' }));
  app.use(securityHeaders(config));
  // Only where answers can be large; catalogue reads carry their own precompressed bodies.
  const compress = compression();
  // The answers to writes are one record: not worth compression's wrapping of every response.
  const readsOnly =
    (middleware: RequestHandler): RequestHandler =>
    (req, res, next) =>
      req.method === 'GET' ? middleware(req, res, next) : next();

  const api = express.Router();
  api.use(corsFromAllowList(config.corsOrigins));
  api.use(express.json({ limit: '100kb', strict: true }));
  api.use('/health', healthRoutes(store));
  api.use('/shop/tax', taxRoutes({ tax: services.tax, requireAdmin: auth.requireAdmin }));
  api.use('/shop', shopRoutes(config.shop, config.pickupHoldDays, config.upi));
  api.use('/images', imageRoutes(images));
  api.use('/books', backInStockRoutes({ backInStock, requireCustomer: auth.requireCustomer }));
  api.use(
    '/books',
    bookRoutes({
      books: services.books,
      transfer: services.transfer,
      requireAdmin: auth.requireAdmin,
      compress,
    }),
  );
  const desk = createDeskService({
    orders: store.orders,
    view,
    notices,
    cancel: (id) => services.orders.changeStatus(id, 'cancelled'),
  });
  api.use('/orders', returnRoutes({ sales: services.counterSales, requireAdmin: auth.requireAdmin }));
  api.use(
    '/orders',
    readsOnly(compress),
    orderRoutes({ orders: services.orders, desk, orderLimiter, ...auth }),
  );
  const kitImport = createKitImport({ kits: store.kits, books: store.books });
  api.use('/kits', kitImportRoutes({ kitImport, requireAdmin: auth.requireAdmin }));
  api.use(
    '/kits',
    kitRoutes({
      kits: createKitService({ kits: store.kits, books: store.books }),
      requireAdmin: auth.requireAdmin,
      readOwner: auth.readOwner,
    }),
  );
  api.use('/counter/days', counterDayRoutes({ days: counterDays, requireAdmin: auth.requireAdmin }));
  api.use(
    '/counter',
    counterRoutes({
      counter: services.counter,
      sales: services.counterSales,
      requireAdmin: auth.requireAdmin,
    }),
  );
  api.use(
    '/invoices',
    invoiceRoutes({ invoices: services.invoices, requireCustomerOrAdmin: auth.requireCustomerOrAdmin }),
  );
  api.use('/print-rates', printRateRoutes({ print: services.print, requireAdmin: auth.requireAdmin }));
  api.use(
    '/print-jobs',
    printJobRoutes({ print: services.print, uploadLimiter: printUploadLimiter, ...auth }),
  );
  api.use(
    '/auth',
    authRoutes({ adminAuth: services.adminAuth, loginLimiter, requireAdmin: auth.requireAdmin }),
  );
  api.use(
    '/admin',
    readsOnly(compress),
    adminRoutes({ stats: services.stats, notices: services.notices, requireAdmin: auth.requireAdmin }),
  );
  api.use(
    '/reports',
    reportRoutes({
      reports: createReportService({ invoices: store.invoices, taxSettings: store.taxSettings }),
      requireAdmin: auth.requireAdmin,
    }),
  );
  api.use(notFoundHandler);
  app.use('/api', api);

  if (config.staticDir) serveStorefront(app, config.staticDir, compress, firstScreenCover(services.books));
  app.use(errorHandler(logger));
  return app;
}
