import type Database from 'better-sqlite3';
import { newId, newPickupCode } from '../ids';
import { toPaise } from '../money';
import {
  isBookLine,
  isPrintLine,
  SOLD,
  type Notify,
  type OrderInput,
  type OrderStatus,
  type OrderStore,
  type StatusChangeDetails,
} from '../store';
import { isUniqueViolation } from './book-rows';
import { createOrderDesk } from './order-desk';
import { createOrderReader, type OrderRow } from './order-rows';
import { createNoticeWriter } from './outbox';
import { createStockLedger } from './stock-ledger';

/** Codes are drawn from about 887 million; a clash is rare, a second one in a row rarer still. */
const PICKUP_CODE_TRIES = 5;

export function createSqliteOrderStore(db: Database.Database): OrderStore {
  const reader = createOrderReader(db);
  const desk = createOrderDesk(db, reader);
  const ledger = createStockLedger(db);
  const writeNotice = createNoticeWriter(db);
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, customer_uid, email, name, phone, street, city, state, country, zipcode,
       total_paise, status, pickup_code, created_at, updated_at)
     VALUES (@id, @customerUid, @email, @name, @phone, @street, @city, @state, @country, @zipcode,
       @totalPaise, 'placed', @pickupCode, @now, @now)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPrintLine = db.prepare(
    `INSERT INTO order_print_lines (order_id, position, job_id, file_name, price_paise, colour, sides,
       copies, page_range, binding, document_pages, pages, printed_sides, sheets)
     VALUES (@orderId, @position, @jobId, @fileName, @pricePaise, @colour, @sides, @copies, @range,
       @binding, @documentPages, @pages, @printedSides, @sheets)`,
  );
  const selectFreeJob = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM print_jobs WHERE id = ? AND customer_uid = ? AND order_id IS NULL',
  );
  const bindJob = db.prepare('UPDATE print_jobs SET order_id = ? WHERE id = ?');
  const countUnprinted = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM order_print_lines WHERE order_id = ? AND printed = 0',
  );
  const touchOrder = db.prepare('UPDATE orders SET updated_at = ? WHERE id = ?');
  const setPrinted = db.prepare('UPDATE order_print_lines SET printed = ? WHERE order_id = ? AND job_id = ?');
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
  const updateStatus = db.prepare(
    `UPDATE orders SET status = @to, updated_at = @now,
       hold_until = COALESCE(@holdUntil, hold_until),
       payment_method = COALESCE(@method, payment_method),
       payment_reference = COALESCE(@reference, payment_reference),
       paid_at = COALESCE(@paidAt, paid_at)
     WHERE id = @id AND status = @from`,
  );
  const addUnitsSold = db.prepare(
    `UPDATE books SET units_sold = units_sold + sold.units
     FROM (SELECT book_id, SUM(quantity) AS units FROM order_lines WHERE order_id = ? GROUP BY book_id) AS sold
     WHERE books.id = sold.book_id`,
  );
  // Keyset pages in the newest-first order, so an order placed meanwhile shifts nothing.
  const selectFirstBatch = db.prepare<[number], OrderRow & { seq: number }>(
    'SELECT rowid AS seq, * FROM orders ORDER BY created_at DESC, rowid DESC LIMIT ?',
  );
  const selectBatchAfter = db.prepare<[string, number, number], OrderRow & { seq: number }>(
    `SELECT rowid AS seq, * FROM orders WHERE (created_at, rowid) < (?, ?)
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );

  /** Inserts the order under a fresh pickup code, drawing again if the unique index refuses one. */
  function insertWithCode(fields: Record<string, unknown>) {
    for (let attempt = 1; ; attempt++) {
      try {
        insertOrder.run({ ...fields, pickupCode: newPickupCode() });
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= PICKUP_CODE_TRIES) throw error;
      }
    }
  }

  function insert(input: OrderInput, now: string): string {
    const id = newId();
    insertWithCode({
      id,
      customerUid: input.customerUid,
      email: input.email,
      name: input.name,
      phone: input.phone,
      ...input.address,
      totalPaise: toPaise(input.totalPrice),
      now,
    });
    input.lines.forEach((line, position) => {
      if (isPrintLine(line)) {
        const { jobId, fileName, colour, sides, copies, range, binding } = line.printJob;
        const { documentPages, pages, printedSides, sheets } = line.printJob;
        insertPrintLine.run({
          orderId: id,
          position,
          jobId,
          fileName,
          pricePaise: toPaise(line.price),
          colour,
          sides,
          copies,
          range,
          binding,
          documentPages,
          pages,
          printedSides,
          sheets,
        });
        bindJob.run(id, jobId);
      } else {
        insertLine.run(
          id,
          position,
          line.bookId,
          line.title,
          toPaise(line.price),
          line.coverImage,
          line.quantity,
        );
      }
    });
    insertHistory.run(id, id, 'placed', now);
    return id;
  }

  const createAtomically = db.transaction(
    (input: OrderInput, claim: Parameters<OrderStore['create']>[1], notify?: Notify) => {
      if (claim) {
        const existing = selectKey.get(claim.customerUid, claim.key);
        if (existing) {
          if (existing.fingerprint !== claim.fingerprint)
            return { outcome: 'key_reused_with_other_request' as const };
          return { outcome: 'replayed' as const, order: reader.get(existing.order_id)! };
        }
      }
      // Inside the write lock: no other order can take these units, or these print jobs, between
      // the check and the take.
      const bookLines = input.lines.filter(isBookLine);
      const short = ledger.shortages(bookLines);
      if (short.length > 0) return { outcome: 'out_of_stock' as const, items: short };
      const taken = input.lines
        .filter(isPrintLine)
        .map((line) => line.printJob.jobId)
        .filter((jobId) => !selectFreeJob.get(jobId, input.customerUid));
      if (taken.length > 0) return { outcome: 'print_job_unavailable' as const, jobIds: taken };
      const now = new Date().toISOString();
      const id = insert(input, now);
      ledger.take(bookLines, id, now);
      if (claim) insertKey.run(claim.customerUid, claim.key, claim.fingerprint, id, now);
      const order = reader.get(id)!;
      const notice = notify?.(order);
      if (notice) writeNotice(id, notice, now);
      return { outcome: 'created' as const, order };
    },
  );

  const changeAtomically = db.transaction(
    (id: string, from: OrderStatus, to: OrderStatus, details: StatusChangeDetails, notify?: Notify) => {
      const row = reader.row(id);
      if (!row) return { outcome: 'not_found' as const };
      if (row.status !== from) return { outcome: 'stale' as const, current: row.status };
      if (to === 'ready' && countUnprinted.get(id)!.n > 0) return { outcome: 'not_printed' as const };
      const now = new Date().toISOString();
      const changed = updateStatus.run({
        id,
        from,
        to,
        now,
        holdUntil: details.holdUntil ?? null,
        method: details.payment?.method ?? null,
        reference: details.payment?.reference ?? null,
        paidAt: details.payment?.at ?? null,
      });
      if (changed.changes === 0) return { outcome: 'stale' as const, current: row.status };
      insertHistory.run(id, id, to, now);
      if (to === SOLD) addUnitsSold.run(id);
      if (to === 'cancelled') ledger.putBack(reader.bookLines(id), id, now);
      const order = reader.get(id)!;
      const notice = notify?.(order);
      if (notice) writeNotice(id, notice, now);
      return { outcome: 'changed' as const, order };
    },
  );

  const markPrinted = db.transaction((orderId: string, jobId: string, printed: boolean) => {
    const row = reader.row(orderId);
    if (!row) return { outcome: 'not_found' as const };
    if (row.status !== 'placed') return { outcome: 'stale' as const, current: row.status };
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
  const all = db.prepare<[], OrderRow>('SELECT * FROM orders ORDER BY created_at DESC, rowid DESC');

  return {
    // IMMEDIATE takes the write lock up front, so two processes cannot both miss the key.
    async create(input, claim, notify) {
      return createAtomically.immediate(input, claim, notify);
    },
    async get(id) {
      return reader.get(id);
    },
    async listByEmail(email) {
      return reader.hydrate(byEmail.all(email));
    },
    async listByCustomer(customerUid, email) {
      return reader.hydrate(byCustomer.all(customerUid, email));
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
    async changeStatus(id, from, to, details = {}, notify) {
      return changeAtomically.immediate(id, from, to, details, notify);
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
