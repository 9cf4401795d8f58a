import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '../src/store/sqlite/sqlite-store';
import type { Store } from '../src/store/store';

export interface TempStore {
  store: Store;
  file: string;
  cleanup(): Promise<void>;
}

/** A real SQLite file in a fresh temporary folder, removed afterwards. */
export function createTempSqliteStore(): TempStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'shop.db');
  const store = createSqliteStore({ path: file });
  return {
    store,
    file,
    async cleanup() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface AdapterUnderTest {
  name: string;
  open(): Promise<{ store: Store; cleanup(): Promise<void> }>;
}

/** Every adapter that can run on this machine; the MongoDB one joins when MONGODB_URI is set. */
export function availableAdapters(): AdapterUnderTest[] {
  return [{ name: 'sqlite', open: async () => createTempSqliteStore() }];
}
