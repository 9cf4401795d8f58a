import Database from 'better-sqlite3';
import type {
  SnapshotAdmin,
  SnapshotBook,
  SnapshotCashMovement,
  SnapshotDrawerDay,
  SnapshotImage,
  SnapshotInvoice,
  SnapshotInvoiceSeries,
  SnapshotOrder,
  SnapshotOrderLine,
  SnapshotPrintFile,
  SnapshotRecords,
  SnapshotReturn,
  SnapshotSecret,
  SnapshotStatusChange,
  SnapshotStockMovement,
} from '../snapshot';
import { DEFAULT_UNIT } from '../../contract';
import { newPickupCode } from '../ids';
import type { Address, OrderChannel, PaymentMethod } from '../store';
import { schemaVersion as knownSchemaVersion } from './migrations';
import { CASH_MOVEMENT_COLUMNS, DRAWER_DAY_COLUMNS } from './counter-days';
import { MOVEMENT_COLUMNS, movementRecordOf, type MovementRow } from './stock-ledger';
import { createInvoiceReader } from './invoice-rows';
import { staffRefOf, toLineKit, type LineKitColumns } from './order-rows';
import { readPrintJobs, readPrintLines, readPrintRates, readPrintFiles } from './snapshot-print';
import { readSettings } from './snapshot-settings';
import { BACK_IN_STOCK_SINCE_VERSION, readBackInStockRequests, readNotices } from './snapshot-notices';
import { readKitRecords } from './kits';
import { readStaffRecords } from './staff';
import { readAuditLog } from './audit';

export interface SqliteSnapshot extends SnapshotRecords {
  schemaVersion: number;
  imageNames: string[];
  /** Reads one image per step, so the covers never sit in memory all at once. */
  images(): Generator<SnapshotImage>;
  /** Reads one print file per step, likewise. */
  printFiles(): Generator<SnapshotPrintFile>;
  close(): void;
}

/** The v2 migration added the street line; older files have none. */
const STREET_SINCE_VERSION = 2;
/** The v5 migration added the shop's own secrets. */
const SECRETS_SINCE_VERSION = 5;
/** The v6 migration keeps the units sold; before it they are counted from the collected orders. */
const UNITS_SOLD_SINCE_VERSION = 6;
/** The v7 migration added stock, SKUs, line quantities and stock movements. */
const STOCK_SINCE_VERSION = 7;
/** The v8 migration added pickup codes, holds, payments and the outbox. */
const COUNTER_SINCE_VERSION = 8;
/** The v12 migration added the print rate card, print jobs and their files. */
const PRINT_SINCE_VERSION = 12;
/** The v15 migration added units on hand and the units open orders hold. */
const ON_HAND_SINCE_VERSION = 15;
/** What a book's open orders took from its count, as their movements say (as the v15 migration reads it). */
const OPEN_ORDERS_HOLD = `COALESCE((SELECT -SUM(m.change) FROM stock_movements m JOIN orders o ON o.id = m.order_id
  WHERE m.book_id = books.id AND m.reason = 'order' AND o.status IN ('placed', 'ready')), 0)`;

/** The v13 migration added print jobs as order lines. */
const PRINT_LINES_SINCE_VERSION = 13;
/** The v17 migration keeps whether an order's e-mail was verified; before it none was known to be. */
const EMAIL_VERIFIED_SINCE_VERSION = 17;
/** The v19 migration added a book's author, publisher and language. */
const BOOK_DETAILS_SINCE_VERSION = 19;
/** The v21 migration added a book's barcode. */
const BARCODE_SINCE_VERSION = 21;
/** The v22 migration added an order's channel, counter sales (number, cash, void) and returns. */
const SALES_SINCE_VERSION = 22;
/** The v23 migration added the shop's settings (the GST settings among them). */
const SETTINGS_SINCE_VERSION = 23;
/** The v24 migration added the counter's cash drawer: its days and cash movements. */
const DRAWER_SINCE_VERSION = 24;
/** The v25 migration added bills, credit notes and their series. */
const INVOICES_SINCE_VERSION = 25;
/** The v26 migration added an item's own HSN code and GST rate. */
const ITEM_TAX_SINCE_VERSION = 26;
/** The v27 migration added an order's verified phone and the language it was placed in. */
const PHONE_SIGN_IN_SINCE_VERSION = 27;
/** The v28 migration added school kits and their lines. */
const KITS_SINCE_VERSION = 28;
/** The v29 migration keeps, on a book line that came from a school kit, the kit it came from. */
const LINE_KITS_SINCE_VERSION = 29;
/** The v30 migration keeps a bill's heading and its seller's registration. */
const DOCUMENT_TITLES_SINCE_VERSION = 30;
/** The v31 migration added an item's unit and the unit each billed line was billed with. */
const UNITS_SINCE_VERSION = 31;
/** The v35 migration added staff and counter devices. */
const STAFF_SINCE_VERSION = 35;
/** The v36 migration added the audit log. */
const AUDIT_SINCE_VERSION = 36;
/** The v37 migration names who sold, voided and took back; before it nobody is named. */
const WHO_SINCE_VERSION = 37;
/** The v38 migration names who moved stock and cash. */
const MOVED_BY_SINCE_VERSION = 38;
/** A movement's who, as a file from before v38 reads it: nobody. */
const NOBODY = 'NULL AS byId, NULL AS byName';

/** Opens `file` read-only, so a mistaken path or a running shop can never be altered by a copy. */
export function readSqliteSnapshot(file: string): SqliteSnapshot {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return takeSnapshot(db);
  } catch (error) {
    db?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the SQLite shop at ${file}: ${reason}`, { cause: error });
  }
}

function takeSnapshot(db: Database.Database): SqliteSnapshot {
  const version = readSchemaVersion(db);
  // One read transaction: orders, their lines and their history all come from the same moment.
  const read = db.transaction(() => ({
    books: readBooks(db, version),
    orders: readOrders(db, version),
    returns: version >= SALES_SINCE_VERSION ? readReturns(db, version) : [],
    drawerDays: version >= DRAWER_SINCE_VERSION ? readDrawerDays(db) : [],
    cashMovements: version >= DRAWER_SINCE_VERSION ? readCashMovements(db, version) : [],
    invoices: version >= INVOICES_SINCE_VERSION ? readInvoices(db, version) : [],
    invoiceSeries: version >= INVOICES_SINCE_VERSION ? readInvoiceSeries(db) : [],
    admins: readAdmins(db),
    secrets: version >= SECRETS_SINCE_VERSION ? readSecrets(db) : [],
    stockMovements: version >= STOCK_SINCE_VERSION ? readStockMovements(db, version) : [],
    notices: version >= COUNTER_SINCE_VERSION ? readNotices(db, version) : [],
    backInStockRequests: version >= BACK_IN_STOCK_SINCE_VERSION ? readBackInStockRequests(db, version) : [],
    printRates: version >= PRINT_SINCE_VERSION ? readPrintRates(db) : null,
    printJobs: version >= PRINT_SINCE_VERSION ? readPrintJobs(db) : [],
    settings: version >= SETTINGS_SINCE_VERSION ? readSettings(db) : [],
    kits: version >= KITS_SINCE_VERSION ? readKitRecords(db) : [],
    ...(version >= STAFF_SINCE_VERSION ? readStaffRecords(db) : { staff: [], counterDevices: [] }),
    auditLog: version >= AUDIT_SINCE_VERSION ? readAuditLog(db) : [],
    imageNames: db.prepare<[], string>('SELECT name FROM images ORDER BY name').pluck().all(),
  }));
  const records = read();
  return {
    schemaVersion: version,
    ...records,
    images: () => readImages(db, records.imageNames),
    printFiles: () => readPrintFiles(db, records.printJobs),
    close: () => db.close(),
  };
}

function readSchemaVersion(db: Database.Database): number {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version === 0) throw new Error('not a shop database (it has no schema version)');
  if (version > knownSchemaVersion) {
    throw new Error(
      `schema version ${version} is newer than this build knows (${knownSchemaVersion}); ` +
        'copy it with the build that wrote it',
    );
  }
  return version;
}

function readBooks(db: Database.Database, version: number): SnapshotBook[] {
  const unitsSold =
    version >= UNITS_SOLD_SINCE_VERSION
      ? 'units_sold'
      : `(SELECT COUNT(*) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.book_id = books.id AND o.status = 'collected')`;
  const stock = version >= STOCK_SINCE_VERSION ? 'stock, sku' : 'NULL AS stock, NULL AS sku';
  const onHand =
    version >= ON_HAND_SINCE_VERSION
      ? 'on_hand AS onHand, committed'
      : version >= STOCK_SINCE_VERSION
        ? `stock + ${OPEN_ORDERS_HOLD} AS onHand, CASE WHEN stock IS NULL THEN 0 ELSE ${OPEN_ORDERS_HOLD} END AS committed`
        : 'NULL AS onHand, 0 AS committed';
  const details =
    version >= BOOK_DETAILS_SINCE_VERSION
      ? 'author, publisher, language'
      : 'NULL AS author, NULL AS publisher, NULL AS language';
  const barcode = version >= BARCODE_SINCE_VERSION ? 'barcode' : 'NULL AS barcode';
  const tax = version >= ITEM_TAX_SINCE_VERSION ? 'hsn, gst_rate AS gstRate' : 'NULL AS hsn, NULL AS gstRate';
  const unit = version >= UNITS_SINCE_VERSION ? 'unit' : `'${DEFAULT_UNIT}' AS unit`;
  return db
    .prepare<[], Omit<SnapshotBook, 'trending'> & { trending: number }>(
      `SELECT id, title, description, category, trending, old_price_paise AS oldPricePaise,
         new_price_paise AS newPricePaise, cover_image AS coverImage, ${unitsSold} AS unitsSold, ${stock}, ${onHand},
         ${barcode}, ${details}, ${tax}, ${unit}, created_at AS createdAt, updated_at AS updatedAt
       FROM books ORDER BY created_at, rowid`,
    )
    .all()
    .map((row) => ({ ...row, trending: row.trending === 1 }));
}

type OrderRow = Omit<
  SnapshotOrder,
  'address' | 'lines' | 'statusHistory' | 'pickupCode' | 'payment' | 'emailVerified' | 'channel' | 'sale'
> &
  Address & {
    emailVerified: number;
    pickupCode: string | null;
    paymentMethod: PaymentMethod | null;
    paymentReference: string | null;
    paidAt: string | null;
    channel: OrderChannel;
    saleDay: string | null;
    saleNumber: number | null;
    tenderedPaise: number | null;
    changePaise: number | null;
    voidReason: string | null;
    voidedAt: string | null;
  } & WhoColumns;

/** Who sold a sale and who voided it (and approved that), as the v37 columns keep them. */
interface WhoColumns {
  cashierId: string | null;
  cashierName: string | null;
  voidedById: string | null;
  voidedByName: string | null;
  voidApproverId: string | null;
  voidApproverName: string | null;
}
type Grouped<T> = T & { orderId: string };

/** A book line with the kit it came from, when it did, in place of the kit's columns. */
function withKit<Line extends LineKitColumns>(line: Line) {
  const { kit_id, kit_title, kit_school, kit_class, kit_count, kit_group, ...rest } = line;
  const kit = toLineKit({ kit_id, kit_title, kit_school, kit_class, kit_count, kit_group });
  return kit ? { ...rest, kit } : rest;
}

function readOrders(db: Database.Database, version: number): SnapshotOrder[] {
  const street = version >= STREET_SINCE_VERSION ? 'street' : "'' AS street";
  const emailVerified = version >= EMAIL_VERIFIED_SINCE_VERSION ? 'email_verified' : '0';
  // Before v27 nobody signed in by phone, and every order was placed in English.
  const phoneSignIn =
    version >= PHONE_SIGN_IN_SINCE_VERSION
      ? 'verified_phone AS verifiedPhone, locale'
      : "NULL AS verifiedPhone, 'en' AS locale";
  const counter =
    version >= COUNTER_SINCE_VERSION
      ? `pickup_code AS pickupCode, hold_until AS holdUntil, payment_method AS paymentMethod,
         payment_reference AS paymentReference, paid_at AS paidAt`
      : 'NULL AS pickupCode, NULL AS holdUntil, NULL AS paymentMethod, NULL AS paymentReference, NULL AS paidAt';
  // Before v22 every order was placed online.
  const sales =
    version >= SALES_SINCE_VERSION
      ? `channel, sale_day AS saleDay, sale_number AS saleNumber, tendered_paise AS tenderedPaise,
         change_paise AS changePaise, void_reason AS voidReason, voided_at AS voidedAt`
      : `'online' AS channel, NULL AS saleDay, NULL AS saleNumber, NULL AS tenderedPaise, NULL AS changePaise,
         NULL AS voidReason, NULL AS voidedAt`;
  const who =
    version >= WHO_SINCE_VERSION
      ? `cashier_id AS cashierId, cashier_name AS cashierName, voided_by_id AS voidedById,
         voided_by_name AS voidedByName, void_approver_id AS voidApproverId, void_approver_name AS voidApproverName`
      : `NULL AS cashierId, NULL AS cashierName, NULL AS voidedById, NULL AS voidedByName,
         NULL AS voidApproverId, NULL AS voidApproverName`;
  const rows = db
    .prepare<[], OrderRow>(
      `SELECT id, customer_uid AS customerUid, email, ${emailVerified} AS emailVerified, ${phoneSignIn}, name, phone, ${street}, city, state, country,
         zipcode, total_paise AS totalPaise, status, ${counter}, ${sales}, ${who}, created_at AS createdAt, updated_at AS updatedAt
       FROM orders ORDER BY created_at, rowid`,
    )
    .all();
  // A file from before pickup codes (read-only here) gets them on the way, as its migration would.
  const codes = new Set(rows.flatMap((row) => (row.pickupCode ? [row.pickupCode] : [])));
  const freshCode = () => {
    let code = newPickupCode();
    while (codes.has(code)) code = newPickupCode();
    codes.add(code);
    return code;
  };
  const quantity = version >= STOCK_SINCE_VERSION ? 'quantity' : '1 AS quantity';
  const kit =
    version >= LINE_KITS_SINCE_VERSION
      ? 'kit_id, kit_title, kit_school, kit_class, kit_count, kit_group'
      : 'NULL AS kit_id, NULL AS kit_title, NULL AS kit_school, NULL AS kit_class, NULL AS kit_count, NULL AS kit_group';
  const bookLines = db
    .prepare<[], Grouped<Omit<SnapshotOrderLine, 'kit'>> & { position: number } & LineKitColumns>(
      `SELECT order_id AS orderId, position, book_id AS bookId, title, price_paise AS pricePaise,
         cover_image AS coverImage, ${quantity}, ${kit}
       FROM order_lines`,
    )
    .all()
    .map(withKit);
  const printLines = version >= PRINT_LINES_SINCE_VERSION ? readPrintLines(db) : [];
  // Both tables share an order's positions: sorted together they are the order as placed.
  const positioned = [...bookLines, ...printLines].sort((a, b) =>
    a.orderId === b.orderId ? a.position - b.position : a.orderId < b.orderId ? -1 : 1,
  );
  const lines = groupByOrder(positioned.map(({ position: _position, ...line }) => line));
  const history = groupByOrder(
    db
      .prepare<[], Grouped<SnapshotStatusChange>>(
        'SELECT order_id AS orderId, status, at FROM order_status_history ORDER BY order_id, position',
      )
      .all(),
  );
  return rows.map(
    ({
      street,
      city,
      state,
      country,
      zipcode,
      pickupCode,
      paymentMethod,
      paymentReference,
      paidAt,
      emailVerified,
      saleDay,
      saleNumber,
      tenderedPaise,
      changePaise,
      voidReason,
      voidedAt,
      cashierId,
      cashierName,
      voidedById,
      voidedByName,
      voidApproverId,
      voidApproverName,
      ...order
    }) => ({
      ...order,
      emailVerified: emailVerified === 1,
      address: { street, city, state, country, zipcode },
      lines: lines.get(order.id) ?? [],
      statusHistory: history.get(order.id) ?? [],
      pickupCode: pickupCode ?? freshCode(),
      payment: paymentMethod ? { method: paymentMethod, reference: paymentReference, at: paidAt! } : null,
      sale:
        saleDay !== null && saleNumber !== null
          ? {
              number: saleNumber,
              day: saleDay,
              tenderedPaise,
              changePaise,
              cashier: staffRefOf(cashierId, cashierName),
              voided: voidedAt
                ? {
                    reason: voidReason ?? '',
                    at: voidedAt,
                    by: staffRefOf(voidedById, voidedByName),
                    approvedBy: staffRefOf(voidApproverId, voidApproverName),
                  }
                : null,
            }
          : null,
    }),
  );
}

function readReturns(db: Database.Database, version: number): SnapshotReturn[] {
  const items = new Map<string, SnapshotReturn['items']>();
  const lines = db
    .prepare<[], SnapshotReturn['items'][number] & { returnId: string }>(
      `SELECT return_id AS returnId, book_id AS productId, title, quantity, price_paise AS pricePaise
       FROM order_return_lines ORDER BY return_id, position`,
    )
    .all();
  const who =
    version >= WHO_SINCE_VERSION
      ? 'by_id AS byId, by_name AS byName, approver_id AS approverId, approver_name AS approverName'
      : 'NULL AS byId, NULL AS byName, NULL AS approverId, NULL AS approverName';
  for (const { returnId, ...line } of lines) {
    const group = items.get(returnId);
    if (group) group.push(line);
    else items.set(returnId, [line]);
  }
  return db
    .prepare<
      [],
      Omit<SnapshotReturn, 'items' | 'refund' | 'by' | 'approvedBy'> & {
        refundMethod: PaymentMethod;
        refundReference: string | null;
        byId: string | null;
        byName: string | null;
        approverId: string | null;
        approverName: string | null;
      }
    >(
      `SELECT id, order_id AS orderId, at, amount_paise AS amountPaise, refund_method AS refundMethod,
         refund_reference AS refundReference, reason, ${who}
       FROM order_returns ORDER BY at, rowid`,
    )
    .all()
    .map(({ refundMethod, refundReference, byId, byName, approverId, approverName, ...row }) => ({
      ...row,
      by: staffRefOf(byId, byName),
      approvedBy: staffRefOf(approverId, approverName),
      items: items.get(row.id) ?? [],
      refund: { method: refundMethod, reference: refundReference },
    }));
}

function readDrawerDays(db: Database.Database): SnapshotDrawerDay[] {
  return db
    .prepare<[], Omit<SnapshotDrawerDay, 'report'> & { report: string | null }>(
      `SELECT ${DRAWER_DAY_COLUMNS} FROM drawer_days ORDER BY opened_at, rowid`,
    )
    .all()
    .map((row) => ({ ...row, report: row.report === null ? null : JSON.parse(row.report) }));
}

function readInvoices(db: Database.Database, version: number): SnapshotInvoice[] {
  const invoices = createInvoiceReader(db)
    .all()
    .map(({ number, record }): SnapshotInvoice => ({ number, ...record }));
  if (version >= DOCUMENT_TITLES_SINCE_VERSION) return invoices;
  // An older file kept no seller registration: a credit note's is its bill's.
  const modes = new Map(invoices.map((invoice) => [invoice.number, invoice.seller.gstMode]));
  return invoices.map((invoice) => {
    const mode = invoice.original && modes.get(invoice.original.number);
    return mode ? { ...invoice, seller: { ...invoice.seller, gstMode: mode } } : invoice;
  });
}

function readInvoiceSeries(db: Database.Database): SnapshotInvoiceSeries[] {
  return db
    .prepare<[], SnapshotInvoiceSeries>('SELECT series, last FROM invoice_series ORDER BY series')
    .all();
}

function groupByOrder<T>(rows: Grouped<T>[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const { orderId, ...rest } of rows) {
    const item = rest as T;
    const group = groups.get(orderId);
    if (group) group.push(item);
    else groups.set(orderId, [item]);
  }
  return groups;
}

function readAdmins(db: Database.Database): SnapshotAdmin[] {
  return db
    .prepare<[], SnapshotAdmin>(
      `SELECT id, username, display_name AS displayName, password_hash AS passwordHash,
         created_at AS createdAt
       FROM admins ORDER BY created_at, rowid`,
    )
    .all();
}

function readSecrets(db: Database.Database): SnapshotSecret[] {
  return db
    .prepare<[], SnapshotSecret>('SELECT name, value, created_at AS createdAt FROM secrets ORDER BY name')
    .all();
}

function readStockMovements(db: Database.Database, version: number): SnapshotStockMovement[] {
  const columns =
    version >= MOVED_BY_SINCE_VERSION
      ? MOVEMENT_COLUMNS
      : MOVEMENT_COLUMNS.replace('by_id AS byId, by_name AS byName', NOBODY);
  return db
    .prepare<[], MovementRow>(`SELECT ${columns} FROM stock_movements ORDER BY at, rowid`)
    .all()
    .map(movementRecordOf);
}

function readCashMovements(db: Database.Database, version: number): SnapshotCashMovement[] {
  const columns =
    version >= MOVED_BY_SINCE_VERSION
      ? CASH_MOVEMENT_COLUMNS
      : CASH_MOVEMENT_COLUMNS.replace('by_id AS byId, by_name AS byName', NOBODY);
  return db
    .prepare<[], Omit<SnapshotCashMovement, 'by'> & { byId: string | null; byName: string | null }>(
      `SELECT ${columns} FROM cash_movements ORDER BY at, rowid`,
    )
    .all()
    .map(({ byId, byName, ...movement }) => ({ ...movement, by: staffRefOf(byId, byName) }));
}

function* readImages(db: Database.Database, names: readonly string[]): Generator<SnapshotImage> {
  const select = db.prepare<[string], SnapshotImage>(
    'SELECT name, content_type AS contentType, bytes FROM images WHERE name = ?',
  );
  for (const name of names) {
    const image = select.get(name);
    if (image) yield image;
  }
}
