import type { Config } from '../config';
import { createSqliteStore } from './sqlite';
import type { Store } from './store';

type StoreConfig = Pick<Config, 'databasePath' | 'mongodbUri' | 'mongodbConnect'>;

/** Picks the adapter from configuration; the rest of the app only sees the contract. */
export async function createStore(config: StoreConfig): Promise<Store> {
  if (config.mongodbUri) {
    // Loaded on demand so SQLite deployments never pay for starting mongoose.
    const { createMongoStore } = await import('./mongo');
    return createMongoStore({
      uri: config.mongodbUri,
      attempts: config.mongodbConnect.attempts,
      serverSelectionTimeoutMS: config.mongodbConnect.timeoutMs,
    });
  }
  return createSqliteStore({ path: config.databasePath });
}

/** Where the data lives, for logs: never the MongoDB credentials. */
export async function describeStore(config: Pick<Config, 'databasePath' | 'mongodbUri'>): Promise<string> {
  if (!config.mongodbUri) return `SQLite at ${config.databasePath}`;
  const { describeHosts } = await import('./mongo');
  return `MongoDB at ${describeHosts(config.mongodbUri)}`;
}

export type { Store } from './store';
