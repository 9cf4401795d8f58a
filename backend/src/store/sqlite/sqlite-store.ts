import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { IDEMPOTENCY_KEY_LIFETIME_MS, type Store } from '../store';
import { createSqliteAdminStore } from './admins';
import { createSqliteBookStore } from './books';
import { createSqliteCounterDayStore } from './counter-days';
import { createSqliteImageStore } from './images';
import { createSqliteKitStore } from './kits';
import { migrate } from './migrations';
import { createSqliteOrderStore } from './orders';
import { createSqliteOutbox } from './outbox';
import { createSqliteBackInStockStore } from './back-in-stock';
import { createSqlitePrintStore } from './print';
import { createSqliteRateLimitStore } from './rate-limits';
import { createSqliteSecretStore } from './secrets';
import { createSqliteStaffStore } from './staff';
import { createSqliteCustomerStore } from './customers';
import { createSqliteSupplierStore } from './suppliers';
import { createSqlitePurchaseStore } from './purchases';
import { createSqlitePurchaseOrderStore } from './purchase-orders';
import { createSqliteAccountStore } from './accounts';
import { createSqliteAuditStore } from './audit';
import { createSqliteSalesStore } from './sales';
import { createSqliteStatsStore } from './stats';
import { createSqliteInvoiceStore } from './invoices';
import { createSqliteTaxSettingsStore } from './tax-settings';
import { createSqliteTransact } from './unit-of-work';

export interface SqliteStoreOptions {
  /** A file path, or ':memory:' for throwaway use. */
  path: string;
}

export function openSqliteDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: a commit reported to a customer survives a power cut, not only a crash.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Each order of a group commit is a savepoint, whose journal of the pages it changes went to
  // a temporary file: about 60 writes to the disk an order. In memory it costs a copy.
  db.pragma('temp_store = MEMORY');
  // Several API processes may share the file; wait for the writer instead of failing.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Rate-limit counters are written on every login attempt and order, and losing the last few
 * on a power cut is harmless, so they commit on their own connection without waiting for
 * fsync; orders keep synchronous=FULL. In-memory databases cannot be shared, so they reuse one.
 */
function openCounterConnection(db: Database.Database, file: string): Database.Database {
  if (file === ':memory:') return db;
  const counters = new Database(file);
  counters.pragma('synchronous = OFF');
  counters.pragma('busy_timeout = 5000');
  return counters;
}

export function createSqliteStore(options: SqliteStoreOptions): Store {
  const db = openSqliteDatabase(options.path);
  const counters = openCounterConnection(db, options.path);
  const purgeKeys = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const purgeExpiredKeys = () =>
    purgeKeys.run(new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
  purgeExpiredKeys();
  const purgeTimer = setInterval(purgeExpiredKeys, 60 * 60 * 1000);
  purgeTimer.unref();

  // Orders and counter sales share one group commit: they take from the same shelves.
  const transact = createSqliteTransact(db);
  return {
    kind: 'sqlite',
    transact,
    books: createSqliteBookStore(db),
    orders: createSqliteOrderStore(db, transact),
    sales: createSqliteSalesStore(db, transact),
    admins: createSqliteAdminStore(db),
    images: createSqliteImageStore(db),
    stats: createSqliteStatsStore(db),
    rateLimits: createSqliteRateLimitStore(counters),
    secrets: createSqliteSecretStore(db),
    outbox: createSqliteOutbox(db),
    print: createSqlitePrintStore(db),
    backInStock: createSqliteBackInStockStore(db),
    taxSettings: createSqliteTaxSettingsStore(db),
    invoices: createSqliteInvoiceStore(db),
    counterDays: createSqliteCounterDayStore(db),
    kits: createSqliteKitStore(db),
    staff: createSqliteStaffStore(db),
    customers: createSqliteCustomerStore(db),
    suppliers: createSqliteSupplierStore(db),
    purchases: createSqlitePurchaseStore(db, transact),
    purchaseOrders: createSqlitePurchaseOrderStore(db, transact),
    accounts: createSqliteAccountStore(db, transact),
    audit: createSqliteAuditStore(db),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      clearInterval(purgeTimer);
      if (counters !== db && counters.open) counters.close();
      if (db.open) db.close();
    },
  };
}
