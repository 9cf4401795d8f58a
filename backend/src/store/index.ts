import type { Config } from '../config';
import { createSqliteStore } from './sqlite/sqlite-store';
import type { Store } from './store';

/** Picks the adapter from configuration; the rest of the app only sees the contract. */
export async function createStore(config: Pick<Config, 'databasePath'>): Promise<Store> {
  return createSqliteStore({ path: config.databasePath });
}

export type { Store } from './store';
