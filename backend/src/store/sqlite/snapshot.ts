import Database from 'better-sqlite3';
import type {
  SnapshotAdmin,
  SnapshotBook,
  SnapshotCashMovement,
  SnapshotDrawerDay,
  SnapshotImage,
  SnapshotInvoice,
  SnapshotInvoiceSeries,
  SnapshotPrintFile,
  SnapshotRecords,
  SnapshotSecret,
  SnapshotStockMovement,
} from '../snapshot';
import { DEFAULT_UNIT } from '../../contract';
import { schemaVersion as knownSchemaVersion } from './migrations';
import { CASH_MOVEMENT_COLUMNS, DRAWER_DAY_COLUMNS } from './counter-days';
import { MOVEMENT_COLUMNS, movementRecordOf, type MovementRow } from './stock-ledger';
import { createInvoiceReader } from './invoice-rows';
import { staffRefOf } from './order-rows';
import { readPrintJobs, readPrintRates, readPrintFiles } from './snapshot-print';
import { readSettings } from './snapshot-settings';
import { BACK_IN_STOCK_SINCE_VERSION, readBackInStockRequests, readNotices } from './snapshot-notices';
import { readKitRecords } from './kits';
import { readStaffRecords } from './staff';
import { readAuditLog } from './audit';
import { readCustomers } from './customers';
import { readSuppliers } from './suppliers';
import { readItemCosts, readPurchases } from './purchases';
import { readSupplierPayments } from './supplier-payments';
import { readPurchaseOrders } from './purchase-orders';
import { readAccountEntries } from './accounts';
import { readOrders, readReturns } from './snapshot-orders';
import {
  SECRETS_SINCE_VERSION,
  UNITS_SOLD_SINCE_VERSION,
  STOCK_SINCE_VERSION,
  COUNTER_SINCE_VERSION,
  PRINT_SINCE_VERSION,
  ON_HAND_SINCE_VERSION,
  BOOK_DETAILS_SINCE_VERSION,
  BARCODE_SINCE_VERSION,
  SALES_SINCE_VERSION,
  SETTINGS_SINCE_VERSION,
  DRAWER_SINCE_VERSION,
  INVOICES_SINCE_VERSION,
  ITEM_TAX_SINCE_VERSION,
  KITS_SINCE_VERSION,
  DOCUMENT_TITLES_SINCE_VERSION,
  UNITS_SINCE_VERSION,
  STAFF_SINCE_VERSION,
  CUSTOMERS_SINCE_VERSION,
  ACCOUNTS_SINCE_VERSION,
  SUPPLIERS_SINCE_VERSION,
  PURCHASES_SINCE_VERSION,
  REORDER_SINCE_VERSION,
  PURCHASE_ORDERS_SINCE_VERSION,
  SUPPLIER_PAYMENTS_SINCE_VERSION,
  AUDIT_SINCE_VERSION,
  MOVED_BY_SINCE_VERSION,
  REST_WHO_SINCE_VERSION,
} from './snapshot-versions';

export interface SqliteSnapshot extends SnapshotRecords {
  schemaVersion: number;
  imageNames: string[];
  /** Reads one image per step, so the covers never sit in memory all at once. */
  images(): Generator<SnapshotImage>;
  /** Reads one print file per step, likewise. */
  printFiles(): Generator<SnapshotPrintFile>;
  close(): void;
}

/** What a book's open orders took from its count, as their movements say (as the v15 migration reads it). */
const OPEN_ORDERS_HOLD = `COALESCE((SELECT -SUM(m.change) FROM stock_movements m JOIN orders o ON o.id = m.order_id
  WHERE m.book_id = books.id AND m.reason = 'order' AND o.status IN ('placed', 'ready')), 0)`;

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
    drawerDays: version >= DRAWER_SINCE_VERSION ? readDrawerDays(db, version) : [],
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
    kits: version >= KITS_SINCE_VERSION ? readKitRecords(db, version >= REORDER_SINCE_VERSION) : [],
    ...(version >= STAFF_SINCE_VERSION ? readStaffRecords(db) : { staff: [], counterDevices: [] }),
    auditLog: version >= AUDIT_SINCE_VERSION ? readAuditLog(db) : [],
    customers: version >= CUSTOMERS_SINCE_VERSION ? readCustomers(db) : [],
    accountEntries: version >= ACCOUNTS_SINCE_VERSION ? readAccountEntries(db) : [],
    suppliers: version >= SUPPLIERS_SINCE_VERSION ? readSuppliers(db) : [],
    purchases: version >= PURCHASES_SINCE_VERSION ? readPurchases(db) : [],
    itemCosts: version >= PURCHASES_SINCE_VERSION ? readItemCosts(db, version >= REORDER_SINCE_VERSION) : [],
    supplierPayments: version >= SUPPLIER_PAYMENTS_SINCE_VERSION ? readSupplierPayments(db) : [],
    purchaseOrders: version >= PURCHASE_ORDERS_SINCE_VERSION ? readPurchaseOrders(db) : [],
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

function readDrawerDays(db: Database.Database, version: number): SnapshotDrawerDay[] {
  const columns =
    version >= REST_WHO_SINCE_VERSION
      ? DRAWER_DAY_COLUMNS
      : DRAWER_DAY_COLUMNS.replace(
          'opened_by_id AS openedById, opened_by_name AS openedByName',
          'NULL AS openedById, NULL AS openedByName',
        );
  return db
    .prepare<
      [],
      Omit<SnapshotDrawerDay, 'report' | 'openedBy'> & {
        report: string | null;
        openedById: string | null;
        openedByName: string | null;
      }
    >(`SELECT ${columns} FROM drawer_days ORDER BY opened_at, rowid`)
    .all()
    .map(({ openedById, openedByName, ...row }) => ({
      ...row,
      openedBy: staffRefOf(openedById, openedByName),
      report: row.report === null ? null : JSON.parse(row.report),
    }));
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
  const named =
    version >= MOVED_BY_SINCE_VERSION
      ? MOVEMENT_COLUMNS
      : MOVEMENT_COLUMNS.replace('by_id AS byId, by_name AS byName', NOBODY);
  const columns =
    version >= PURCHASES_SINCE_VERSION
      ? named
      : named.replace('purchase_id AS purchaseId', 'NULL AS purchaseId');
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
