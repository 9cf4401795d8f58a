import type Database from 'better-sqlite3';
import { newId } from '../ids';
import { toPaise, toRupees } from '../money';
import {
  SOLD,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderStore,
  type StatusChange,
} from '../store';
import { createStockLedger } from './stock-ledger';

interface OrderRow {
  id: string;
  customer_uid: string;
  email: string;
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  total_paise: number;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
}

interface LineRow {
  order_id: string;
  book_id: string;
  title: string;
  price_paise: number;
  cover_image: string;
  quantity: number;
}

interface HistoryRow {
  order_id: string;
  status: OrderStatus;
  at: string;
}

const HYDRATE_BATCH = 1000;

function groupBy<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.order_id);
    if (group) group.push(row);
    else groups.set(row.order_id, [row]);
  }
  return groups;
}

export function createSqliteOrderStore(db: Database.Database): OrderStore {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, customer_uid, email, name, phone, street, city, state, country, zipcode,
       total_paise, status, created_at, updated_at)
     VALUES (@id, @customerUid, @email, @name, @phone, @street, @city, @state, @country, @zipcode,
       @totalPaise, 'placed', @now, @now)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const ledger = createStockLedger(db);
  const insertHistory = db.prepare(
    `INSERT INTO order_status_history (order_id, position, status, at)
     VALUES (?, (SELECT COUNT(*) FROM order_status_history WHERE order_id = ?), ?, ?)`,
  );
  const selectKey = db.prepare<[string, string], { fingerprint: string; order_id: string }>(
    'SELECT fingerprint, order_id FROM idempotency_keys WHERE customer_uid = ? AND key = ?',
  );
  const insertKey = db.prepare(
    `INSERT INTO idempotency_keys (customer_uid, key, fingerprint, order_id, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const updateStatus = db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = ?');
  const selectOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');

  function hydrate(rows: OrderRow[]): Order[] {
    if (rows.length === 0) return [];
    const lines = new Map<string, LineRow[]>();
    const history = new Map<string, HistoryRow[]>();
    // SQLite binds at most 32766 parameters per statement; the owner's list holds every order.
    for (let start = 0; start < rows.length; start += HYDRATE_BATCH) {
      const ids = rows.slice(start, start + HYDRATE_BATCH).map((row) => row.id);
      const placeholders = ids.map(() => '?').join(',');
      const batchLines = db
        .prepare<string[], LineRow>(
          `SELECT * FROM order_lines WHERE order_id IN (${placeholders}) ORDER BY order_id, position`,
        )
        .all(...ids);
      const batchHistory = db
        .prepare<string[], HistoryRow>(
          `SELECT * FROM order_status_history WHERE order_id IN (${placeholders})
           ORDER BY order_id, position`,
        )
        .all(...ids);
      for (const [id, group] of groupBy(batchLines)) lines.set(id, group);
      for (const [id, group] of groupBy(batchHistory)) history.set(id, group);
    }
    return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], history.get(row.id) ?? []));
  }

  const selectLinesOf = db.prepare<[string], LineRow>(
    'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
  );
  const selectHistoryOf = db.prepare<[string], HistoryRow>(
    'SELECT * FROM order_status_history WHERE order_id = ? ORDER BY position',
  );

  // Keyset pages in the newest-first order, so an order placed meanwhile shifts nothing.
  const selectFirstBatch = db.prepare<[number], OrderRow & { seq: number }>(
    'SELECT rowid AS seq, * FROM orders ORDER BY created_at DESC, rowid DESC LIMIT ?',
  );
  const selectBatchAfter = db.prepare<[string, number, number], OrderRow & { seq: number }>(
    `SELECT rowid AS seq, * FROM orders WHERE (created_at, rowid) < (?, ?)
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );

  // One order is read inside every placement and status change: prepared once, not batched.
  const getOrder = (id: string): Order | null => {
    const row = selectOrder.get(id);
    return row ? toOrder(row, selectLinesOf.all(id), selectHistoryOf.all(id)) : null;
  };

  const createAtomically = db.transaction(
    (input: Parameters<OrderStore['create']>[0], claim: Parameters<OrderStore['create']>[1]) => {
      if (claim) {
        const existing = selectKey.get(claim.customerUid, claim.key);
        if (existing) {
          if (existing.fingerprint !== claim.fingerprint) {
            return { outcome: 'key_reused_with_other_request' as const };
          }
          return { outcome: 'replayed' as const, order: getOrder(existing.order_id)! };
        }
      }
      // Inside the write lock: no other order can take these units between the check and the take.
      const short = ledger.shortages(input.lines);
      if (short.length > 0) return { outcome: 'out_of_stock' as const, items: short };
      const id = newId();
      const now = new Date().toISOString();
      insertOrder.run({
        id,
        customerUid: input.customerUid,
        email: input.email,
        name: input.name,
        phone: input.phone,
        ...input.address,
        totalPaise: toPaise(input.totalPrice),
        now,
      });
      input.lines.forEach((line, position) =>
        insertLine.run(
          id,
          position,
          line.bookId,
          line.title,
          toPaise(line.price),
          line.coverImage,
          line.quantity,
        ),
      );
      ledger.take(input.lines, id, now);
      insertHistory.run(id, id, 'placed', now);
      if (claim) insertKey.run(claim.customerUid, claim.key, claim.fingerprint, id, now);
      return { outcome: 'created' as const, order: getOrder(id)! };
    },
  );

  const addUnitsSold = db.prepare(
    `UPDATE books SET units_sold = units_sold + sold.units
     FROM (SELECT book_id, SUM(quantity) AS units FROM order_lines WHERE order_id = ? GROUP BY book_id) AS sold
     WHERE books.id = sold.book_id`,
  );

  const changeAtomically = db.transaction((id: string, from: OrderStatus, to: OrderStatus) => {
    const row = selectOrder.get(id);
    if (!row) return { outcome: 'not_found' as const };
    const now = new Date().toISOString();
    if (updateStatus.run(to, now, id, from).changes === 0) {
      return { outcome: 'stale' as const, current: row.status };
    }
    insertHistory.run(id, id, to, now);
    if (to === SOLD) addUnitsSold.run(id);
    if (to === 'cancelled') ledger.putBack(selectLinesOf.all(id).map(toLine), id, now);
    return { outcome: 'changed' as const, order: getOrder(id)! };
  });

  return {
    // IMMEDIATE takes the write lock up front, so two processes cannot both miss the key.
    async create(input, claim) {
      return createAtomically.immediate(input, claim);
    },
    async get(id) {
      return getOrder(id);
    },
    async listByEmail(email) {
      return hydrate(
        db
          .prepare<[string], OrderRow>(
            'SELECT * FROM orders WHERE email = ? ORDER BY created_at DESC, rowid DESC',
          )
          .all(email),
      );
    },
    async listByCustomer(customerUid, email) {
      return hydrate(
        db
          .prepare<[string, string], OrderRow>(
            `SELECT * FROM orders WHERE customer_uid = ? AND email = ?
             ORDER BY created_at DESC, rowid DESC`,
          )
          .all(customerUid, email),
      );
    },
    async hasClaim(customerUid, key) {
      return selectKey.get(customerUid, key) !== undefined;
    },
    async *listAllInBatches(batchSize) {
      let rows = selectFirstBatch.all(batchSize);
      while (rows.length > 0) {
        yield hydrate(rows);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        rows = selectBatchAfter.all(last.created_at, last.seq, batchSize);
      }
    },
    async listAll() {
      return hydrate(
        db.prepare<[], OrderRow>('SELECT * FROM orders ORDER BY created_at DESC, rowid DESC').all(),
      );
    },
    async changeStatus(id, from, to) {
      return changeAtomically.immediate(id, from, to);
    },
  };
}

const toLine = (line: LineRow): OrderLine => ({
  bookId: line.book_id,
  title: line.title,
  price: toRupees(line.price_paise),
  coverImage: line.cover_image,
  quantity: line.quantity,
});

function toOrder(row: OrderRow, lines: LineRow[], history: HistoryRow[]): Order {
  const orderLines = lines.map(toLine);
  const statusHistory: StatusChange[] = history.map((entry) => ({
    status: entry.status,
    at: entry.at,
  }));
  return {
    _id: row.id,
    customerUid: row.customer_uid,
    email: row.email,
    name: row.name,
    phone: row.phone,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      country: row.country,
      zipcode: row.zipcode,
    },
    lines: orderLines,
    totalPrice: toRupees(row.total_paise),
    status: row.status,
    statusHistory,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
