import http, { type Server } from 'node:http';
import { createApp } from './app';
import { createFirebaseVerifier } from './auth/customer-tokens';
import { ownerTokenKey } from './auth/owner-token-key';
import { ensureFirstAdmin } from './auth/service';
import { ConfigError, loadConfig, type Config } from './config';
import { loadEnvironment } from './environment';
import { createImageService } from './images/service';
import { storefrontBuildProblem } from './http/storefront';
import { createLogger, type Logger } from './logger';
import { createSmtpTransport, startNoticeSender, type NoticeSender } from './notices/sender';
import { createPdfInspector } from './print/pdf-inspection';
import { startPrintSweep } from './print/sweep';
import { seedIfEmpty } from './seed/seed';
import { createStore, describeStore } from './store';
import type { Store } from './store/store';

const SHUTDOWN_GRACE_MS = 10_000;

async function prepareStore(config: Config, store: Store, jwtSecret: string, logger: Logger): Promise<void> {
  if ((await ensureFirstAdmin(store.admins, config.admin)) === 'created') {
    logger.info({ username: config.admin.username }, 'created the first admin account');
  }
  if (config.seedOnStart) {
    const added = await seedIfEmpty({ books: store.books, images: createImageService(store.images) });
    if (added) logger.info({ items: added }, 'seeded the catalogue');
  }
}

/** Delivers the outbox by mail when SMTP_URL is set; without it notices wait for the owner to see. */
function startSender(config: Config, store: Store, logger: Logger): NoticeSender | null {
  if (!config.mail.smtpUrl) {
    logger.info('no SMTP_URL: notices to customers stay in the outbox (dashboard, Messages)');
    return null;
  }
  return startNoticeSender({
    outbox: store.outbox,
    transport: createSmtpTransport(config.mail.smtpUrl),
    from: config.mail.from,
    logger,
  });
}

function listen(app: ReturnType<typeof createApp>, config: Config): Promise<Server> {
  const limits = config.server;
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    app,
  );
  server.maxConnections = limits.maxConnections;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve(server));
  });
}

/** Where `npm run dev` in frontend/ serves the storefront (its vite.config.ts), passing /api on to us. */
const DEV_STOREFRONT_URL = 'http://localhost:5173';

function announce(config: Config, server: Server, logger: Logger, storeDescription: string): void {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, store: storeDescription }, 'shop is listening');
  if (config.isProduction) return;
  // Without a built storefront to serve, the shop people open is the Vite dev server's.
  const shop = config.staticDir ? url : DEV_STOREFRONT_URL;
  console.log(
    [
      '',
      `  Shop:        ${shop}${config.staticDir ? '' : '  (cd frontend && npm run dev)'}`,
      `  API:         ${url}/api`,
      `  Owner login: ${shop}/admin`,
      `    username:  ${config.admin.username}`,
      `    password:  ${config.admin.password}`,
      '',
    ].join('\n'),
  );
}

/** In production a storefront that cannot sign customers in is a configuration error, not a page. */
function assertStorefrontReady(config: Config): void {
  if (!config.isProduction || !config.staticDir) return;
  const problem = storefrontBuildProblem(config.staticDir, config.firebase.projectId);
  if (problem) throw new ConfigError(`Refusing to start in production:\n  ${problem}`);
}

/**
 * Stops taking requests, lets those in flight finish (for at most SHUTDOWN_GRACE_MS), closes the
 * store and exits with `exitCode`. The first call wins; later signals or errors change nothing.
 */
function gracefulShutdown(
  server: Server,
  store: Store,
  sender: NoticeSender | null,
  logger: Logger,
  alsoStop: () => Promise<void>,
) {
  let stopping = false;
  return (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await sender?.stop();
      await alsoStop();
      await store.close().catch((err: unknown) => logger.error({ err }, 'the store did not close cleanly'));
      logger.info('stopped');
      process.exit(exitCode);
    });
    server.closeIdleConnections();
  };
}

/**
 * A signal is a planned stop (exit 0). An unhandled rejection or exception leaves the process in
 * a state nobody planned for, so it is logged and the process stops with exit 1 instead of
 * serving on; a supervisor (systemd, see docs/operations.md) starts a fresh one.
 */
function stopOnSignalsAndFaults(stop: (reason: string, exitCode: number) => void, logger: Logger): void {
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection: stopping');
    stop('unhandled rejection', 1);
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception: stopping');
    stop('uncaught exception', 1);
  });
}

async function main(): Promise<void> {
  loadEnvironment();
  let config: Config;
  try {
    config = loadConfig();
    assertStorefrontReady(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, config.logFormat);
  const store = await createStore(config);
  const jwtSecret = await ownerTokenKey(config.jwtSecret, store.secrets);
  await prepareStore(config, store, jwtSecret, logger);
  const verifyCustomerToken = createFirebaseVerifier(config.firebase);
  const pdfInspector = createPdfInspector({
    onWorkerError: (err) =>
      logger.error({ err }, 'a PDF worker failed; the upload was refused as unreadable'),
  });
  const server = await listen(
    createApp({ config, jwtSecret, store, logger, verifyCustomerToken, pdfInspector }),
    config,
  );
  announce(config, server, logger, await describeStore(config));
  const sender = startSender(config, store, logger);
  const printSweep = startPrintSweep(store.print, config.printRetentionDays, logger);
  const stopPrint = async () => {
    printSweep.stop();
    await pdfInspector.close();
  };
  stopOnSignalsAndFaults(gracefulShutdown(server, store, sender, logger, stopPrint), logger);
}

main().catch((err: unknown) => {
  console.error('The shop could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
