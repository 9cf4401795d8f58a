import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createSqliteStore } from '../src/store/sqlite';
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

/** A fresh database on the server MONGODB_URI names, dropped afterwards. */
export async function createTempMongoStore(uri: string): Promise<{ store: Store; cleanup(): Promise<void> }> {
  // Imported here so the SQLite-only tests never load mongoose.
  const [{ default: mongoose }, { createMongoStore }] = await Promise.all([
    import('mongoose'),
    import('../src/store/mongo'),
  ]);
  const dbName = `shop_test_${randomBytes(6).toString('hex')}`;
  const store = await createMongoStore({ uri, dbName, attempts: 1 });
  return {
    store,
    async cleanup() {
      await store.close();
      const connection = await mongoose.createConnection(uri, { dbName }).asPromise();
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}

let mongoSkipReported = false;

/** Every adapter that can run on this machine; the MongoDB one joins when MONGODB_URI is set. */
export function availableAdapters(): AdapterUnderTest[] {
  const adapters: AdapterUnderTest[] = [{ name: 'sqlite', open: async () => createTempSqliteStore() }];
  const uri = process.env.MONGODB_URI;
  if (uri) {
    adapters.push({ name: 'mongo', open: () => createTempMongoStore(uri) });
  } else if (!mongoSkipReported) {
    mongoSkipReported = true;
    console.info(
      'MongoDB adapter skipped: set MONGODB_URI (e.g. MONGODB_URI=mongodb://localhost:27017 npm run test:mongo -w backend) to run the contract on it too.',
    );
  }
  return adapters;
}

/** The store the API suite runs on: SQLite, or MongoDB when TEST_STORE=mongo (npm run test:mongo). */
export async function openTestStore(): Promise<{ store: Store; file: string; cleanup(): Promise<void> }> {
  if (process.env.TEST_STORE !== 'mongo') return createTempSqliteStore();
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('TEST_STORE=mongo needs MONGODB_URI.');
  return { ...(await createTempMongoStore(uri)), file: ':memory:' };
}
