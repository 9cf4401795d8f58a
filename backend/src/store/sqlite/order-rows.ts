import type Database from 'better-sqlite3';
import type { InvoiceRef, Language, OrderLineKit, StaffRef } from '../../contract';
import { toRupees } from '../money';
import { mainPart, type StoredPart } from '../order-rules';
import type { PrintJobLineRecord } from '../records';
import type {
  BookOrderLine,
  Order,
  OrderChannel,
  OrderLine,
  OrderStatus,
  PaymentMethod,
  PrintBinding,
  PrintColour,
  PrintOrderLine,
  PrintSides,
  SaleDetails,
} from '../store';
import { createInvoiceReader } from './invoice-rows';

export interface OrderRow {
  id: string;
  customer_uid: string;
  email: string;
  email_verified: number;
  verified_phone: string | null;
  locale: Language;
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  total_paise: number;
  status: OrderStatus;
  pickup_code: string;
  hold_until: string | null;
  payment_method: PaymentMethod | null;
  payment_reference: string | null;
  paid_at: string | null;
  channel: OrderChannel;
  sale_day: string | null;
  sale_number: number | null;
  tendered_paise: number | null;
  change_paise: number | null;
  void_reason: string | null;
  voided_at: string | null;
  cashier_id: string | null;
  cashier_name: string | null;
  price_approver_id: string | null;
  price_approver_name: string | null;
  voided_by_id: string | null;
  voided_by_name: string | null;
  void_approver_id: string | null;
  void_approver_name: string | null;
  customer_id: string | null;
  /** JSON: StoredPart[] of a sale paid in parts or on account. */
  payment_parts: string | null;
  created_at: string;
  updated_at: string;
}

export interface LineRow {
  order_id: string;
  position: number;
  book_id: string;
  title: string;
  price_paise: number;
  cover_image: string;
  quantity: number;
  /** The kit the line came from: all null for a line ordered on its own. */
  kit_id: string | null;
  kit_title: string | null;
  kit_school: string | null;
  kit_class: string | null;
  kit_count: number | null;
  kit_group: number | null;
}

export interface PrintLineRow {
  order_id: string;
  position: number;
  job_id: string;
  file_name: string;
  price_paise: number;
  colour: PrintColour;
  sides: PrintSides;
  copies: number;
  page_range: string;
  binding: PrintBinding;
  document_pages: number;
  pages: number;
  printed_sides: number;
  sheets: number;
  printed: 0 | 1;
}

interface HistoryRow {
  order_id: string;
  status: OrderStatus;
  at: string;
  by_id: string | null;
  by_name: string | null;
}

/** SQLite binds at most 32,766 parameters per statement. */
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

export type LineKitColumns = Pick<
  LineRow,
  'kit_id' | 'kit_title' | 'kit_school' | 'kit_class' | 'kit_count' | 'kit_group'
>;

/** The kit a line came from, when it did (the schema sets its six columns together or none). */
export function toLineKit(line: LineKitColumns): OrderLineKit | undefined {
  if (line.kit_id === null) return undefined;
  return {
    _id: line.kit_id,
    title: line.kit_title!,
    school: line.kit_school!,
    className: line.kit_class!,
    kits: line.kit_count!,
    group: line.kit_group!,
  };
}

/** A kit's columns of a line, all null for a line ordered on its own. */
export const kitColumns = (kit: OrderLineKit | undefined) => ({
  kitId: kit?._id ?? null,
  kitTitle: kit?.title ?? null,
  kitSchool: kit?.school ?? null,
  kitClass: kit?.className ?? null,
  kitCount: kit?.kits ?? null,
  kitGroup: kit?.group ?? null,
});

export const toLine = (line: LineRow): BookOrderLine => {
  const kit = toLineKit(line);
  return {
    bookId: line.book_id,
    title: line.title,
    price: toRupees(line.price_paise),
    coverImage: line.cover_image,
    quantity: line.quantity,
    ...(kit ? { kit } : {}),
  };
};

/** A print line's job as the contract and a snapshot both keep it. */
export const toPrintJobLine = (line: PrintLineRow): PrintJobLineRecord => ({
  jobId: line.job_id,
  colour: line.colour,
  sides: line.sides,
  copies: line.copies,
  range: line.page_range,
  binding: line.binding,
  fileName: line.file_name,
  documentPages: line.document_pages,
  pages: line.pages,
  printedSides: line.printed_sides,
  sheets: line.sheets,
  printed: line.printed === 1,
});

export const toPrintLine = (line: PrintLineRow): PrintOrderLine => ({
  printJob: toPrintJobLine(line),
  title: line.file_name,
  price: toRupees(line.price_paise),
  coverImage: '',
  quantity: 1,
});

/** Book lines and print lines, as one list in the order the customer placed them. */
function mergeLines(books: LineRow[], prints: PrintLineRow[]): OrderLine[] {
  if (prints.length === 0) return books.map(toLine);
  const positioned: [number, OrderLine][] = [
    ...books.map((line): [number, OrderLine] => [line.position, toLine(line)]),
    ...prints.map((line): [number, OrderLine] => [line.position, toPrintLine(line)]),
  ];
  return positioned.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}

const paiseOrNull = (paise: number | null) => (paise === null ? null : toRupees(paise));

/** Who did it, from an id column and a name column; null when the record names nobody. */
export const staffRefOf = (id: string | null, name: string | null): StaffRef | null =>
  id === null ? null : { id, name: name ?? '' };

/**
 * Each paid order's money, one row a part: a sale paid in parts gives a row for each, any other
 * order one for its total under its one method. Filtered by the caller on `o` (orders).
 */
export const PAID_PARTS = `SELECT COALESCE(j.value ->> 'method', o.payment_method) AS method, o.channel AS channel,
     COALESCE(j.value ->> 'amountPaise', o.total_paise) AS paise, o.status AS status, o.paid_at AS paid_at
   FROM orders o LEFT JOIN json_each(o.payment_parts) j
   WHERE (o.payment_method IS NOT NULL OR o.payment_parts IS NOT NULL)`;

/** A sale's parts as stored, or null when it was paid one way. */
export const partsOf = (row: Pick<OrderRow, 'payment_parts'>): StoredPart[] | null =>
  row.payment_parts === null ? null : (JSON.parse(row.payment_parts) as StoredPart[]);

const partView = (part: StoredPart) => ({
  method: part.method,
  amount: toRupees(part.amountPaise),
  reference: part.reference,
});

/** How an order was paid: its one method, or its main part's and every part when paid in parts. */
function paymentOf(row: OrderRow): Order['payment'] {
  const parts = partsOf(row);
  if (parts) {
    const main = mainPart(parts);
    return { method: main.method, reference: main.reference, at: row.paid_at!, parts: parts.map(partView) };
  }
  return row.payment_method
    ? { method: row.payment_method, reference: row.payment_reference, at: row.paid_at! }
    : null;
}

/** A counter sale's own fields, null for an online order. */
function toSaleDetails(row: OrderRow): SaleDetails | null {
  if (row.sale_day === null || row.sale_number === null) return null;
  return {
    number: row.sale_number,
    day: row.sale_day,
    tendered: paiseOrNull(row.tendered_paise),
    change: paiseOrNull(row.change_paise),
    cashier: staffRefOf(row.cashier_id, row.cashier_name),
    priceApprovedBy: staffRefOf(row.price_approver_id, row.price_approver_name),
    voided: row.voided_at
      ? {
          reason: row.void_reason ?? '',
          at: row.voided_at,
          by: staffRefOf(row.voided_by_id, row.voided_by_name),
          approvedBy: staffRefOf(row.void_approver_id, row.void_approver_name),
        }
      : null,
  };
}

function toOrder(
  row: OrderRow,
  lines: OrderLine[],
  history: HistoryRow[],
  invoice: InvoiceRef | null,
): Order {
  return {
    _id: row.id,
    channel: row.channel,
    sale: toSaleDetails(row),
    invoice,
    customerUid: row.customer_uid,
    email: row.email,
    emailVerified: row.email_verified === 1,
    name: row.name,
    phone: row.phone,
    verifiedPhone: row.verified_phone,
    locale: row.locale,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      country: row.country,
      zipcode: row.zipcode,
    },
    lines,
    totalPrice: toRupees(row.total_paise),
    status: row.status,
    statusHistory: history.map((entry) => ({
      status: entry.status,
      at: entry.at,
      by: staffRefOf(entry.by_id, entry.by_name),
    })),
    pickupCode: row.pickup_code,
    holdUntil: row.hold_until,
    payment: paymentOf(row),
    customerId: row.customer_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Orders read whole: their rows, lines and status history. */
export function createOrderReader(db: Database.Database) {
  const selectOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const selectLinesOf = db.prepare<[string], LineRow>(
    'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
  );
  const selectPrintLinesOf = db.prepare<[string], PrintLineRow>(
    'SELECT * FROM order_print_lines WHERE order_id = ? ORDER BY position',
  );
  const selectHistoryOf = db.prepare<[string], HistoryRow>(
    'SELECT * FROM order_status_history WHERE order_id = ? ORDER BY position',
  );
  const invoices = createInvoiceReader(db);

  return {
    row: (id: string) => selectOrder.get(id),
    // One order is read inside every placement and status change: prepared once, not batched.
    get(id: string): Order | null {
      const row = selectOrder.get(id);
      if (!row) return null;
      const lines = mergeLines(selectLinesOf.all(id), selectPrintLinesOf.all(id));
      return toOrder(row, lines, selectHistoryOf.all(id), invoices.refOf(id));
    },
    hydrate(rows: OrderRow[]): Order[] {
      if (rows.length === 0) return [];
      const lines = new Map<string, LineRow[]>();
      const printLines = new Map<string, PrintLineRow[]>();
      const history = new Map<string, HistoryRow[]>();
      for (let start = 0; start < rows.length; start += HYDRATE_BATCH) {
        const ids = rows.slice(start, start + HYDRATE_BATCH).map((row) => row.id);
        const placeholders = ids.map(() => '?').join(',');
        const batchLines = db
          .prepare<string[], LineRow>(
            `SELECT * FROM order_lines WHERE order_id IN (${placeholders}) ORDER BY order_id, position`,
          )
          .all(...ids);
        const batchPrintLines = db
          .prepare<string[], PrintLineRow>(
            `SELECT * FROM order_print_lines WHERE order_id IN (${placeholders}) ORDER BY order_id, position`,
          )
          .all(...ids);
        const batchHistory = db
          .prepare<string[], HistoryRow>(
            `SELECT * FROM order_status_history WHERE order_id IN (${placeholders}) ORDER BY order_id, position`,
          )
          .all(...ids);
        for (const [id, group] of groupBy(batchLines)) lines.set(id, group);
        for (const [id, group] of groupBy(batchPrintLines)) printLines.set(id, group);
        for (const [id, group] of groupBy(batchHistory)) history.set(id, group);
      }
      const refs = invoices.refsOf(rows.map((row) => row.id));
      return rows.map((row) =>
        toOrder(
          row,
          mergeLines(lines.get(row.id) ?? [], printLines.get(row.id) ?? []),
          history.get(row.id) ?? [],
          refs.get(row.id) ?? null,
        ),
      );
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
