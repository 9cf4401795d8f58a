/**
 * Walk-in sales, voids and returns on SQLite. Each write is one IMMEDIATE transaction (a sale
 * shares the group commit with the orders placed in the same turn), so the day's next number,
 * the stock and the record are taken together and two processes cannot take the same of either.
 */
import type Database from 'better-sqlite3';
import { indiaDay, indiaDayBounds, type OrderReturn } from '../../contract';
import { newId } from '../ids';
import { toPaise, toRupees } from '../money';
import { COUNTER_CUSTOMER, dayTotals } from '../order-rules';
import {
  isBookLine,
  type CounterSaleInput,
  type CreateReturnResult,
  type CreateSaleResult,
  type IdempotencyClaim,
  type PaymentMethod,
  type ReturnInput,
  type ReturnShortage,
  type SalesStore,
  type VoidSaleResult,
} from '../store';
import type { BillDraft } from '../invoice-contract';
import type { GroupCommit } from './group-commit';
import { createInvoiceReader } from './invoice-rows';
import { createInvoiceWriter } from './invoice-writer';
import { withFreshPickupCode } from './order-placement';
import { createOrderReader, type OrderRow } from './order-rows';
import type { StockLedger } from './stock-ledger';

interface ReturnRow {
  id: string;
  order_id: string;
  at: string;
  amount_paise: number;
  refund_method: PaymentMethod;
  refund_reference: string | null;
  reason: string;
}

interface ReturnLineRow {
  return_id: string;
  book_id: string;
  title: string;
  price_paise: number;
  quantity: number;
}

const toReturn = (
  row: ReturnRow,
  lines: ReturnLineRow[],
  creditNote: OrderReturn['creditNote'],
): OrderReturn => ({
  _id: row.id,
  orderId: row.order_id,
  items: lines.map((line) => ({
    productId: line.book_id,
    title: line.title,
    quantity: line.quantity,
    price: toRupees(line.price_paise),
  })),
  refund: { method: row.refund_method, reference: row.refund_reference },
  amount: toRupees(row.amount_paise),
  reason: row.reason,
  at: row.at,
  creditNote,
});

export function createSqliteSalesStore(
  db: Database.Database,
  commit: GroupCommit,
  ledger: StockLedger,
): SalesStore {
  const reader = createOrderReader(db);
  const invoices = createInvoiceReader(db);
  const bills = createInvoiceWriter(db, invoices);
  const nextNumber = db
    .prepare<[string], number>('SELECT COALESCE(MAX(sale_number), 0) + 1 FROM orders WHERE sale_day = ?')
    .pluck();
  const insertSale = db.prepare(
    `INSERT INTO orders (id, channel, customer_uid, email, email_verified, name, phone, street, city, state,
       country, zipcode, total_paise, status, pickup_code, payment_method, payment_reference, paid_at,
       sale_day, sale_number, tendered_paise, change_paise, created_at, updated_at)
     VALUES (@id, 'counter', '${COUNTER_CUSTOMER}', '', 0, @name, @phone, '', '', '', '', '', @totalPaise,
       'collected', @pickupCode, @method, @reference, @now, @day, @number, @tenderedPaise, @changePaise,
       @now, @now)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertHistory = db.prepare(
    `INSERT INTO order_status_history (order_id, position, status, at)
     VALUES (?, (SELECT COUNT(*) FROM order_status_history WHERE order_id = ?), ?, ?)`,
  );
  const selectKey = db.prepare<[string, string], { fingerprint: string; order_id: string }>(
    'SELECT fingerprint, order_id FROM idempotency_keys WHERE customer_uid = ? AND key = ?',
  );
  const insertKey = db.prepare(
    `INSERT INTO idempotency_keys (customer_uid, key, fingerprint, order_id, created_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const changeUnitsSold = db.prepare<{ id: string; units: number }>(
    'UPDATE books SET units_sold = MAX(0, units_sold + @units) WHERE id = @id',
  );
  const selectDay = db.prepare<[string], OrderRow>(
    `SELECT * FROM orders WHERE channel = 'counter' AND sale_day = ? ORDER BY created_at DESC, rowid DESC`,
  );
  const refundsBetween = db.prepare<[string, string], { method: PaymentMethod; paise: number }>(
    `SELECT refund_method AS method, SUM(amount_paise) AS paise FROM order_returns
     WHERE at >= ? AND at < ? GROUP BY refund_method`,
  );
  const setVoided = db.prepare(
    `UPDATE orders SET status = 'cancelled', void_reason = ?, voided_at = ?, updated_at = ?
     WHERE id = ? AND status = 'collected'`,
  );
  const hasReturns = db
    .prepare<[string], number>('SELECT 1 FROM order_returns WHERE order_id = ? LIMIT 1')
    .pluck();
  const returnedUnits = db.prepare<[string], { bookId: string; quantity: number }>(
    `SELECT l.book_id AS bookId, SUM(l.quantity) AS quantity FROM order_return_lines l
     JOIN order_returns r ON r.id = l.return_id WHERE r.order_id = ? GROUP BY l.book_id`,
  );
  const insertReturn = db.prepare(
    `INSERT INTO order_returns (id, order_id, at, amount_paise, refund_method, refund_reference, reason)
     VALUES (@id, @orderId, @at, @amountPaise, @method, @reference, @reason)`,
  );
  const insertReturnLine = db.prepare(
    `INSERT INTO order_return_lines (return_id, position, book_id, title, price_paise, quantity)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const selectReturnsOf = db.prepare<[string], ReturnRow>(
    'SELECT * FROM order_returns WHERE order_id = ? ORDER BY at, rowid',
  );
  const selectReturnRow = db.prepare<[string], ReturnRow>('SELECT * FROM order_returns WHERE id = ?');
  const selectReturnLines = db.prepare<[string], ReturnLineRow>(
    'SELECT * FROM order_return_lines WHERE return_id = ? ORDER BY position',
  );

  function sell(input: CounterSaleInput, claim?: IdempotencyClaim, bill?: BillDraft): CreateSaleResult {
    if (claim) {
      const existing = selectKey.get(claim.customerUid, claim.key);
      if (existing) {
        if (existing.fingerprint !== claim.fingerprint) return { outcome: 'key_reused_with_other_request' };
        return { outcome: 'replayed', sale: reader.get(existing.order_id)! };
      }
    }
    const short = ledger.shortages(input.lines);
    if (short.length > 0) return { outcome: 'out_of_stock', items: short };
    const at = new Date();
    const now = at.toISOString();
    const day = indiaDay(at);
    const id = newId();
    const { method, reference, tendered, change } = input.payment;
    withFreshPickupCode((pickupCode) =>
      insertSale.run({
        id,
        name: input.name,
        phone: input.phone,
        totalPaise: toPaise(input.totalPrice),
        pickupCode,
        method,
        reference,
        now,
        day,
        number: nextNumber.get(day),
        tenderedPaise: tendered === null ? null : toPaise(tendered),
        changePaise: change === null ? null : toPaise(change),
      }),
    );
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
    insertHistory.run(id, id, 'collected', now);
    for (const line of input.lines) changeUnitsSold.run({ id: line.bookId, units: line.quantity });
    ledger.sell(input.lines, id, now);
    if (claim) insertKey.run(claim.customerUid, claim.key, claim.fingerprint, id, now);
    if (bill) {
      const sale = { orderId: id, customerUid: COUNTER_CUSTOMER, channel: 'counter' as const };
      bills.issue(bill, { ...sale, paymentMethod: method }, at);
    }
    return { outcome: 'created', sale: reader.get(id)! };
  }

  const voidSale = db.transaction((id: string, reason: string): VoidSaleResult => {
    const row = reader.row(id);
    if (!row || row.channel !== 'counter') return { outcome: 'not_found' };
    if (row.status !== 'collected') return { outcome: 'stale', current: row.status };
    if (hasReturns.get(id)) return { outcome: 'has_returns' };
    const now = new Date().toISOString();
    setVoided.run(reason, now, now, id);
    insertHistory.run(id, id, 'cancelled', now);
    bills.cancelBillOf(id);
    const sale = reader.get(id)!;
    for (const line of sale.lines.filter(isBookLine))
      changeUnitsSold.run({ id: line.bookId, units: -line.quantity });
    ledger.unsell(id, now);
    return { outcome: 'voided', sale };
  });

  /**
   * Units per item the order sold, less those already returned, with the title charged and the
   * lowest price any line of it was sold at: an item both in a kit and on its own line never
   * refunds more than it fetched.
   */
  function returnable(orderId: string) {
    const order = reader.get(orderId)!;
    const left = new Map<string, { title: string; pricePaise: number; units: number }>();
    for (const line of order.lines.filter(isBookLine)) {
      const known = left.get(line.bookId);
      if (known) {
        known.units += line.quantity;
        known.pricePaise = Math.min(known.pricePaise, toPaise(line.price));
      } else
        left.set(line.bookId, { title: line.title, pricePaise: toPaise(line.price), units: line.quantity });
    }
    for (const returned of returnedUnits.all(orderId)) {
      const known = left.get(returned.bookId);
      if (known) known.units -= returned.quantity;
    }
    return left;
  }

  const createReturn = db.transaction((input: ReturnInput): CreateReturnResult => {
    const row = reader.row(input.orderId);
    if (!row) return { outcome: 'not_found' };
    if (row.status !== 'collected') return { outcome: 'not_collected', current: row.status };
    const left = returnable(input.orderId);
    const short: ReturnShortage[] = input.items.flatMap((item) => {
      const sold = left.get(item.bookId);
      const units = sold?.units ?? 0;
      return item.quantity > units
        ? [{ productId: item.bookId, title: sold?.title ?? '', returnable: units, requested: item.quantity }]
        : [];
    });
    if (short.length > 0) return { outcome: 'too_many', items: short };
    const id = newId();
    const moment = new Date();
    const at = moment.toISOString();
    const amountPaise = input.items.reduce(
      (sum, item) => sum + left.get(item.bookId)!.pricePaise * item.quantity,
      0,
    );
    insertReturn.run({ id, orderId: input.orderId, at, amountPaise, ...input.refund, reason: input.reason });
    input.items.forEach((item, position) => {
      const sold = left.get(item.bookId)!;
      insertReturnLine.run(id, position, item.bookId, sold.title, sold.pricePaise, item.quantity);
      changeUnitsSold.run({ id: item.bookId, units: -item.quantity });
      ledger.takeBack(input.orderId, { bookId: item.bookId, quantity: item.quantity }, at);
    });
    const returned = { returnId: id, items: input.items, refundMethod: input.refund.method };
    const note = input.creditNote
      ? bills.creditReturn(input.orderId, input.creditNote, returned, moment)
      : null;
    return {
      outcome: 'created',
      record: toReturn(selectReturnRow.get(id)!, selectReturnLines.all(id), note),
    };
  });

  function totalsOf(day: string, sales: OrderRow[]) {
    const { start, end } = indiaDayBounds(day);
    return dayTotals(
      sales.map((sale) => ({
        status: sale.status,
        method: sale.payment_method,
        totalPaise: sale.total_paise,
      })),
      refundsBetween.all(start.toISOString(), end.toISOString()),
    );
  }

  return {
    createSale(input, claim, bill) {
      return commit(() => sell(input, claim, bill));
    },
    async listDay(day) {
      const rows = selectDay.all(day);
      return { sales: reader.hydrate(rows), totals: totalsOf(day, rows) };
    },
    async voidSale(id, reason) {
      return voidSale.immediate(id, reason);
    },
    async createReturn(input) {
      return createReturn.immediate(input);
    },
    async returnsOf(orderId) {
      return selectReturnsOf
        .all(orderId)
        .map((row) => toReturn(row, selectReturnLines.all(row.id), invoices.creditNoteOf(row.id)));
    },
  };
}
