import type Database from 'better-sqlite3';
import { needsEveryJobPrinted, PRINTING_WHILE } from '../order-rules';
import { orderRecipes } from '../recipes/orders';
import type { OrderStatus, StaffRef } from '../../contract';
import type { OrderStore } from '../store';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { createOrderDesk } from './order-desk';
import { createOrderReader, type OrderReader, type OrderRow } from './order-rows';

/** Appends a change to an order's status history, naming who made it (none names nobody). */
export function createHistoryInsert(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO order_status_history (order_id, position, status, at, by_id, by_name)
     VALUES (@id, (SELECT COUNT(*) FROM order_status_history WHERE order_id = @id), @status, @at, @byId,
       @byName)`,
  );
  return (id: string, status: OrderStatus, at: string, by: StaffRef | null | undefined) =>
    insert.run({ id, status, at, byId: by?.id ?? null, byName: by?.name ?? null });
}

/** The unit of work's status change: a compare-and-set under the write lock, with its history. */
export function createSqliteStatusPrimitive(
  db: Database.Database,
  reader: OrderReader,
): Pick<StoreTx, 'setStatus'> {
  const countUnprinted = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM order_print_lines WHERE order_id = ? AND printed = 0',
  );
  const anyPrinted = db.prepare<[string], { found: number }>(
    'SELECT 1 AS found FROM order_print_lines WHERE order_id = ? AND printed = 1 LIMIT 1',
  );
  const insertHistory = createHistoryInsert(db);
  const updateStatus = db.prepare(
    `UPDATE orders SET status = @to, updated_at = @now,
       hold_until = COALESCE(@holdUntil, hold_until),
       payment_method = COALESCE(@method, payment_method),
       payment_reference = COALESCE(@reference, payment_reference),
       paid_at = COALESCE(@paidAt, paid_at),
       payment_parts = COALESCE(@parts, payment_parts),
       customer_id = COALESCE(@customerId, customer_id)
     WHERE id = @id AND status = @from`,
  );
  return {
    async setStatus(id, from, to, details, at) {
      const row = reader.row(id);
      if (!row) return { outcome: 'not_found' };
      if (row.status !== from) return { outcome: 'stale', current: row.status };
      if (needsEveryJobPrinted(to) && countUnprinted.get(id)!.n > 0) return { outcome: 'not_printed' };
      if (details.unlessPrinted && anyPrinted.get(id)) return { outcome: 'printed' };
      const now = at.toISOString();
      const changed = updateStatus.run({
        id,
        from,
        to,
        now,
        holdUntil: details.holdUntil ?? null,
        // A collection paid in parts has no one method: its parts say how it was paid.
        method: details.parts ? null : (details.payment?.method ?? null),
        reference: details.parts ? null : (details.payment?.reference ?? null),
        paidAt: details.payment?.at ?? null,
        parts: details.parts ? JSON.stringify(details.parts) : null,
        customerId: details.customerId ?? null,
      });
      if (changed.changes === 0) return { outcome: 'stale', current: row.status };
      insertHistory(id, to, now, details.by);
      return { outcome: 'changed', order: reader.get(id)! };
    },
  };
}

export function createSqliteOrderStore(db: Database.Database, transact: Transact): OrderStore {
  const reader = createOrderReader(db);
  const desk = createOrderDesk(db, reader);
  const selectKey = db.prepare<[string, string], { found: number }>(
    'SELECT 1 AS found FROM idempotency_keys WHERE customer_uid = ? AND key = ?',
  );
  const touchOrder = db.prepare('UPDATE orders SET updated_at = ? WHERE id = ?');
  const setPrinted = db.prepare('UPDATE order_print_lines SET printed = ? WHERE order_id = ? AND job_id = ?');
  // Keyset pages in the newest-first order, so an order placed meanwhile shifts nothing.
  const selectFirstBatch = db.prepare<[number], OrderRow & { seq: number }>(
    `SELECT rowid AS seq, * FROM orders WHERE channel = 'online' ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  const selectBatchAfter = db.prepare<[string, number, number], OrderRow & { seq: number }>(
    `SELECT rowid AS seq, * FROM orders WHERE channel = 'online' AND (created_at, rowid) < (?, ?)
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );

  const markPrinted = db.transaction((orderId: string, jobId: string, printed: boolean) => {
    const row = reader.row(orderId);
    if (!row) return { outcome: 'not_found' as const };
    if (row.status !== PRINTING_WHILE) return { outcome: 'stale' as const, current: row.status };
    if (setPrinted.run(printed ? 1 : 0, orderId, jobId).changes === 0)
      return { outcome: 'not_found' as const };
    touchOrder.run(new Date().toISOString(), orderId);
    return { outcome: 'changed' as const, order: reader.get(orderId)! };
  });

  const byEmail = db.prepare<[string], OrderRow>(
    'SELECT * FROM orders WHERE email = ? ORDER BY created_at DESC, rowid DESC',
  );
  const byCustomer = db.prepare<[string, string], OrderRow>(
    'SELECT * FROM orders WHERE customer_uid = ? AND email = ? ORDER BY created_at DESC, rowid DESC',
  );
  // The account's own, or another account's placed while the same address was verified by both.
  const byAccount = db.prepare<{ uid: string; email: string | null }, OrderRow>(
    `SELECT * FROM orders WHERE channel = 'online'
       AND (customer_uid = @uid OR (@email IS NOT NULL AND email = @email AND email_verified = 1))
     ORDER BY created_at DESC, rowid DESC`,
  );
  const all = db.prepare<[], OrderRow>(
    `SELECT * FROM orders WHERE channel = 'online' ORDER BY created_at DESC, rowid DESC`,
  );

  return {
    ...orderRecipes(transact),
    async get(id) {
      return reader.get(id);
    },
    async listByEmail(email) {
      return reader.hydrate(byEmail.all(email));
    },
    async listByCustomer(customerUid, email) {
      return reader.hydrate(byCustomer.all(customerUid, email));
    },
    async listByAccount(customerUid, verifiedEmail) {
      return reader.hydrate(byAccount.all({ uid: customerUid, email: verifiedEmail }));
    },
    async hasClaim(customerUid, key) {
      return selectKey.get(customerUid, key) !== undefined;
    },
    async *listAllInBatches(batchSize) {
      let rows = selectFirstBatch.all(batchSize);
      while (rows.length > 0) {
        yield reader.hydrate(rows);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        rows = selectBatchAfter.all(last.created_at, last.seq, batchSize);
      }
    },
    async listAll() {
      return reader.hydrate(all.all());
    },
    async search(query) {
      return desk.search(query);
    },
    async counts(query) {
      return desk.counts(query);
    },
    async pickList() {
      return desk.pickList();
    },
    async markPrinted(orderId, jobId, printed) {
      return markPrinted.immediate(orderId, jobId, printed);
    },
    async printJobsToRun() {
      return desk.printJobsToRun();
    },
  };
}
