import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newId } from '../ids';
import { toRupees } from '../money';
import {
  AWAITING_PICKUP,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  INDIA_UTC_OFFSET_MINUTES,
  NOT_SALES,
  type AdminStore,
  type PaymentMethod,
  type ImageStore,
  type RateLimitStore,
  type SecretStore,
  type StatsStore,
  type Store,
} from '../store';
import { createSqliteBookStore } from './books';
import { migrate } from './migrations';
import { createSqlitePrintStore } from './print';
import { createSqliteOrderStore } from './orders';
import { createSqliteOutbox } from './outbox';
import { statusList } from './sql';

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

  return {
    kind: 'sqlite',
    books: createSqliteBookStore(db),
    orders: createSqliteOrderStore(db),
    admins: createAdminStore(db),
    images: createImageStore(db),
    stats: createStatsStore(db),
    rateLimits: createRateLimitStore(counters),
    secrets: createSecretStore(db),
    outbox: createSqliteOutbox(db),
    print: createSqlitePrintStore(db),
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

interface AdminRow {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  created_at: string;
}

function createAdminStore(db: Database.Database): AdminStore {
  const byUsername = db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE username = ?');
  const byId = db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO admins (id, username, display_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const toAdmin = (row: AdminRow) => ({
    _id: row.id,
    username: row.username,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
  });
  return {
    async findByUsername(username) {
      const row = byUsername.get(username);
      return row ? toAdmin(row) : null;
    },
    async findById(id) {
      const row = byId.get(id);
      return row ? toAdmin(row) : null;
    },
    async create(input) {
      const id = newId();
      insert.run(id, input.username, input.displayName, input.passwordHash, new Date().toISOString());
      return toAdmin(byUsername.get(input.username)!);
    },
  };
}

function createImageStore(db: Database.Database): ImageStore {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO images (name, content_type, bytes, created_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare<[string], { name: string; content_type: string; bytes: Buffer }>(
    'SELECT name, content_type, bytes FROM images WHERE name = ?',
  );
  const exists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM images WHERE name = ?');
  return {
    async put(image) {
      insert.run(image.name, image.contentType, image.bytes, new Date().toISOString());
    },
    async get(name) {
      const row = select.get(name);
      return row ? { name: row.name, contentType: row.content_type, bytes: row.bytes } : null;
    },
    async exists(name) {
      return exists.get(name) !== undefined;
    },
  };
}

function createStatsStore(db: Database.Database): StatsStore {
  const sales = `status NOT IN (${statusList(NOT_SALES)})`;
  const summary = db.prepare<
    [number],
    {
      totalBooks: number;
      trendingBooks: number;
      totalOrders: number;
      salesPaise: number;
      printPaise: number;
      awaiting: number;
      units: number;
      lowStock: number;
    }
  >(
    `SELECT
       (SELECT COUNT(*) FROM books) AS totalBooks,
       (SELECT COUNT(*) FROM books WHERE trending = 1) AS trendingBooks,
       (SELECT COUNT(*) FROM orders) AS totalOrders,
       (SELECT COALESCE(SUM(total_paise), 0) FROM orders WHERE ${sales}) AS salesPaise,
       (SELECT COALESCE(SUM(p.price_paise), 0) FROM order_print_lines p JOIN orders o ON o.id = p.order_id
          WHERE o.${sales}) AS printPaise,
       (SELECT COUNT(*) FROM orders WHERE status IN (${statusList(AWAITING_PICKUP)})) AS awaiting,
       (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.${sales}) AS units,
       (SELECT COUNT(*) FROM books WHERE stock IS NOT NULL AND stock <= ?) AS lowStock`,
  );
  const monthly = db.prepare<
    [string],
    { month: string; orders: number; paise: number; units: number; printPaise: number | null }
  >(
    `SELECT strftime('%Y-%m', o.created_at, '+${INDIA_UTC_OFFSET_MINUTES} minutes') AS month,
            COUNT(*) AS orders, SUM(o.total_paise) AS paise,
            SUM((SELECT SUM(quantity) FROM order_lines WHERE order_id = o.id)) AS units,
            SUM((SELECT SUM(price_paise) FROM order_print_lines WHERE order_id = o.id)) AS printPaise
     FROM orders o WHERE o.${sales} AND o.created_at >= ?
     GROUP BY month ORDER BY month`,
  );
  const takings = db.prepare<[string], { method: PaymentMethod; paise: number }>(
    `SELECT payment_method AS method, SUM(total_paise) AS paise FROM orders
     WHERE status = 'collected' AND paid_at >= ? GROUP BY payment_method`,
  );
  return {
    async takings(since) {
      const byMethod = { cash: 0, upi: 0, card: 0 };
      for (const row of takings.all(since.toISOString())) byMethod[row.method] = toRupees(row.paise);
      return byMethod;
    },
    async summary({ lowStockThreshold }) {
      const row = summary.get(lowStockThreshold)!;
      return {
        totalBooks: row.totalBooks,
        trendingBooks: row.trendingBooks,
        totalOrders: row.totalOrders,
        totalSales: toRupees(row.salesPaise),
        printSales: toRupees(row.printPaise),
        ordersAwaitingPickup: row.awaiting,
        unitsSold: row.units,
        lowStockBooks: row.lowStock,
      };
    },
    async monthlySales(since) {
      return monthly.all(since.toISOString()).map((row) => ({
        month: row.month,
        orders: row.orders,
        units: row.units ?? 0,
        total: toRupees(row.paise),
        print: toRupees(row.printPaise ?? 0),
      }));
    },
  };
}

function createSecretStore(db: Database.Database): SecretStore {
  const insert = db.prepare('INSERT OR IGNORE INTO secrets (name, value, created_at) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { value: string }>('SELECT value FROM secrets WHERE name = ?');
  return {
    async getOrCreate(name, create) {
      const existing = select.get(name);
      if (existing) return existing.value;
      // Another process may insert first; OR IGNORE keeps theirs and both read the same value.
      insert.run(name, create(), new Date().toISOString());
      return select.get(name)!.value;
    },
  };
}

function createRateLimitStore(db: Database.Database): RateLimitStore {
  const select = db.prepare<[string], { count: number; reset_at: number }>(
    'SELECT count, reset_at FROM rate_limits WHERE key = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at`,
  );
  const decrement = db.prepare('UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE key = ?');
  const remove = db.prepare('DELETE FROM rate_limits WHERE key = ?');
  const hit = db.transaction((key: string, windowMs: number) => {
    const now = Date.now();
    const row = select.get(key);
    const fresh = !row || row.reset_at <= now;
    const count = fresh ? 1 : row.count + 1;
    const resetAt = fresh ? now + windowMs : row.reset_at;
    upsert.run(key, count, resetAt);
    return { count, resetAt: new Date(resetAt) };
  });
  return {
    async hit(key, windowMs) {
      return hit.immediate(key, windowMs);
    },
    async undo(key) {
      decrement.run(key);
    },
    async reset(key) {
      remove.run(key);
    },
  };
}
