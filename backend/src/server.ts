import type { Server } from 'node:http';
import { createApp } from './app';
import { createFirebaseVerifier } from './auth/customer-tokens';
import { createAdminAuthService } from './auth/service';
import { ConfigError, loadConfig, type Config } from './config';
import { loadEnvironment } from './environment';
import { createImageService } from './images/service';
import { createLogger, type Logger } from './logger';
import { seedIfEmpty } from './seed/seed';
import { createStore, describeStore } from './store';
import type { Store } from './store/store';

const SHUTDOWN_GRACE_MS = 10_000;

async function prepareStore(config: Config, store: Store, logger: Logger): Promise<void> {
  const adminAuth = createAdminAuthService({ admins: store.admins, jwtSecret: config.jwtSecret });
  if ((await adminAuth.ensureFirstAdmin(config.admin)) === 'created') {
    logger.info({ username: config.admin.username }, 'created the first admin account');
  }
  if (config.seedOnStart) {
    const added = await seedIfEmpty({ books: store.books, images: createImageService(store.images) });
    if (added) logger.info({ items: added }, 'seeded the catalogue');
  }
}

function listen(app: ReturnType<typeof createApp>, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(config.port, config.host, () => resolve(server));
    server.once('error', reject);
  });
}

function announce(config: Config, server: Server, logger: Logger, storeDescription: string): void {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, store: storeDescription }, 'shop is listening');
  if (!config.isProduction) {
    console.log(
      [
        '',
        `  Shop:        ${url}`,
        `  Owner login: ${url}/admin`,
        `    username:  ${config.admin.username}`,
        `    password:  ${config.admin.password}`,
        '',
      ].join('\n'),
    );
  }
}

function shutDownGracefully(server: Server, store: Store, logger: Logger): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await store.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  loadEnvironment();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
  const store = await createStore(config);
  await prepareStore(config, store, logger);
  const verifyCustomerToken = createFirebaseVerifier(config.firebase);
  const server = await listen(createApp({ config, store, logger, verifyCustomerToken }), config);
  announce(config, server, logger, await describeStore(config));
  shutDownGracefully(server, store, logger);
}

main().catch((err: unknown) => {
  console.error('The shop could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
