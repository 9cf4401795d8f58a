/**
 * Walk-in sales, voids and returns on SQLite: the unit of work's primitives for a sale's number and
 * record, its void and its returns, and the counter's reads. The recipes (recipes/sales.ts,
 * recipes/returns.ts) run each write in one IMMEDIATE transaction shared with the units of the
 * same turn, so the day's next number, the stock and the record are taken together and two
 * processes cannot take the same of either.
 */
import type Database from 'better-sqlite3';
import { indiaDayBounds, type OrderReturn } from '../../contract';
import { toRupees } from '../money';
import { COUNTER_CUSTOMER, dayTotals } from '../order-rules';
import { saleRecipes } from '../recipes/sales';
import type { PaymentMethod, SalesStore } from '../store';
import type { SalePrimitives, StoreTx, Transact } from '../unit-of-work-contract';
import { createInvoiceReader } from './invoice-rows';
import { withFreshPickupCode } from './order-placement';
import { createOrderReader, partsOf, staffRefOf, type OrderReader, type OrderRow } from './order-rows';
import { createHistoryInsert } from './orders';

interface ReturnRow {
  id: string;
  order_id: string;
  at: string;
  amount_paise: number;
  refund_method: PaymentMethod;
  refund_reference: string | null;
  reason: string;
  by_id: string | null;
  by_name: string | null;
  approver_id: string | null;
  approver_name: string | null;
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
  by: staffRefOf(row.by_id, row.by_name),
  approvedBy: staffRefOf(row.approver_id, row.approver_name),
});

function createSaleRecordPrimitives(
  db: Database.Database,
  reader: OrderReader,
): Pick<StoreTx, 'nextSaleNumber' | 'insertSale' | 'markVoided'> {
  const nextNumber = db
    .prepare<[string], number>('SELECT COALESCE(MAX(sale_number), 0) + 1 FROM orders WHERE sale_day = ?')
    .pluck();
  const insertSale = db.prepare(
    `INSERT INTO orders (id, channel, customer_uid, email, email_verified, name, phone, street, city, state,
       country, zipcode, total_paise, status, pickup_code, payment_method, payment_reference, paid_at,
       sale_day, sale_number, tendered_paise, change_paise, cashier_id, cashier_name, price_approver_id,
       price_approver_name, customer_id, payment_parts, created_at, updated_at)
     VALUES (@id, 'counter', '${COUNTER_CUSTOMER}', '', 0, @name, @phone, '', '', '', '', '', @totalPaise,
       'collected', @pickupCode, @method, @reference, @now, @day, @number, @tenderedPaise, @changePaise,
       @cashierId, @cashierName, @approverId, @approverName, @customerId, @parts, @now, @now)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity, cost_paise)
     VALUES (@orderId, @position, @bookId, @title, @pricePaise, @coverImage, @quantity,
       (SELECT cost_paise FROM books WHERE id = @bookId))`,
  );
  const insertHistory = createHistoryInsert(db);
  const setVoided = db.prepare(
    `UPDATE orders SET status = 'cancelled', void_reason = @reason, voided_at = @now, updated_at = @now,
       voided_by_id = @byId, voided_by_name = @byName, void_approver_id = @approverId,
       void_approver_name = @approverName
     WHERE id = @id AND status = 'collected'`,
  );
  const hasReturns = db
    .prepare<[string], number>('SELECT 1 FROM order_returns WHERE order_id = ? LIMIT 1')
    .pluck();

  return {
    nextSaleNumber: async (day) => nextNumber.get(day)!,
    async insertSale(id, input, at, { day, number }) {
      const now = at.toISOString();
      const { method, reference, tenderedPaise, changePaise } = input.payment;
      const parts = input.parts ?? null;
      withFreshPickupCode((pickupCode) =>
        insertSale.run({
          id,
          name: input.name,
          phone: input.phone,
          totalPaise: input.totalPaise,
          pickupCode,
          // A sale paid in parts has no one method: its parts say how it was paid.
          method: parts ? null : method,
          reference: parts ? null : reference,
          customerId: input.customerId ?? null,
          parts: parts && JSON.stringify(parts),
          now,
          day,
          number,
          tenderedPaise,
          changePaise,
          cashierId: input.cashier?.id ?? null,
          cashierName: input.cashier?.name ?? null,
          approverId: input.priceApprovedBy?.id ?? null,
          approverName: input.priceApprovedBy?.name ?? null,
        }),
      );
      input.lines.forEach((line, position) =>
        insertLine.run({
          orderId: id,
          position,
          bookId: line.bookId,
          title: line.title,
          pricePaise: line.unitPricePaise,
          coverImage: line.coverImage,
          quantity: line.quantity,
        }),
      );
      insertHistory(id, 'collected', now, input.cashier);
      return reader.get(id);
    },
    async markVoided(id, reason, at, who) {
      const row = reader.row(id);
      if (!row || row.channel !== 'counter') return { outcome: 'not_found' };
      if (row.status !== 'collected') return { outcome: 'stale', current: row.status };
      if (hasReturns.get(id)) return { outcome: 'has_returns' };
      const now = at.toISOString();
      setVoided.run({
        id,
        reason,
        now,
        byId: who?.by.id ?? null,
        byName: who?.by.name ?? null,
        approverId: who?.approvedBy?.id ?? null,
        approverName: who?.approvedBy?.name ?? null,
      });
      insertHistory(id, 'cancelled', now, who?.by);
      return { outcome: 'voided', sale: reader.get(id)! };
    },
  };
}

function createReturnPrimitives(
  db: Database.Database,
): Pick<StoreTx, 'soldLines' | 'countReturned' | 'insertReturn'> {
  const selectStatus = db.prepare<[string], Pick<OrderRow, 'status' | 'customer_id'>>(
    'SELECT status, customer_id FROM orders WHERE id = ?',
  );
  const selectSold = db.prepare<
    [string],
    { bookId: string; title: string; pricePaise: number; quantity: number }
  >(
    `SELECT book_id AS bookId, title, price_paise AS pricePaise, quantity FROM order_lines
     WHERE order_id = ? ORDER BY position`,
  );
  const returnedUnits = db.prepare<[string], { bookId: string; quantity: number }>(
    `SELECT l.book_id AS bookId, SUM(l.quantity) AS quantity FROM order_return_lines l
     JOIN order_returns r ON r.id = l.return_id WHERE r.order_id = ? GROUP BY l.book_id`,
  );
  const insertReturn = db.prepare(
    `INSERT INTO order_returns (id, order_id, at, amount_paise, refund_method, refund_reference, reason,
       by_id, by_name, approver_id, approver_name)
     VALUES (@id, @orderId, @at, @amountPaise, @method, @reference, @reason, @byId, @byName, @approverId,
       @approverName)`,
  );
  const insertReturnLine = db.prepare(
    `INSERT INTO order_return_lines (return_id, position, book_id, title, price_paise, quantity)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  return {
    async soldLines(orderId) {
      const row = selectStatus.get(orderId);
      if (!row) return null;
      const returned = new Map(returnedUnits.all(orderId).map((line) => [line.bookId, line.quantity]));
      return { status: row.status, customerId: row.customer_id, lines: selectSold.all(orderId), returned };
    },
    // The write lock holds the order's returns as read: this return's own lines are its count.
    countReturned: async () => true,
    async insertReturn(record) {
      const { _id: id, orderId, amountPaise, refund, reason, by, approvedBy } = record;
      insertReturn.run({
        id,
        orderId,
        at: record.at.toISOString(),
        amountPaise,
        ...refund,
        reason,
        byId: by?.id ?? null,
        byName: by?.name ?? null,
        approverId: approvedBy?.id ?? null,
        approverName: approvedBy?.name ?? null,
      });
      record.items.forEach((item, position) =>
        insertReturnLine.run(id, position, item.productId, item.title, item.pricePaise, item.quantity),
      );
    },
  };
}

/** The unit of work's steps for a counter sale, its void and a return. */
export function createSqliteSalePrimitives(db: Database.Database, reader: OrderReader): SalePrimitives {
  return { ...createSaleRecordPrimitives(db, reader), ...createReturnPrimitives(db) };
}

export function createSqliteSalesStore(db: Database.Database, transact: Transact): SalesStore {
  const reader = createOrderReader(db);
  const invoices = createInvoiceReader(db);
  const selectDay = db.prepare<[string], OrderRow>(
    `SELECT * FROM orders WHERE channel = 'counter' AND sale_day = ? ORDER BY created_at DESC, rowid DESC`,
  );
  const refundsBetween = db.prepare<[string, string], { method: PaymentMethod; paise: number }>(
    `SELECT refund_method AS method, SUM(amount_paise) AS paise FROM order_returns
     WHERE at >= ? AND at < ? GROUP BY refund_method`,
  );
  const selectReturnsOf = db.prepare<[string], ReturnRow>(
    'SELECT * FROM order_returns WHERE order_id = ? ORDER BY at, rowid',
  );
  const selectReturnLines = db.prepare<[string], ReturnLineRow>(
    'SELECT * FROM order_return_lines WHERE return_id = ? ORDER BY position',
  );

  function totalsOf(day: string, sales: OrderRow[]) {
    const { start, end } = indiaDayBounds(day);
    return dayTotals(
      sales.map((sale) => ({
        status: sale.status,
        method: sale.payment_method,
        totalPaise: sale.total_paise,
        parts: partsOf(sale),
      })),
      refundsBetween.all(start.toISOString(), end.toISOString()),
    );
  }

  return {
    ...saleRecipes(transact),
    async listDay(day) {
      const rows = selectDay.all(day);
      return { sales: reader.hydrate(rows), totals: totalsOf(day, rows) };
    },
    async returnsOf(orderId) {
      return selectReturnsOf
        .all(orderId)
        .map((row) => toReturn(row, selectReturnLines.all(row.id), invoices.creditNoteOf(row.id)));
    },
  };
}
