/**
 * A store's records as they are kept: ids, integer paise and ISO timestamps untouched. One
 * adapter reads them (SQLite's snapshot) and another writes them (the MongoDB import), so
 * moving a shop never rounds an amount or re-dates an order.
 */
import type { ShopCustomer, AuditEntry, Supplier } from '../contract';
import type { ItemCost, PurchaseRecord, SupplierPaymentRecord } from './purchase-contract';
import type { PurchaseOrderRecord } from './purchase-order-contract';
import type { AccountEntryRecord } from './account-contract';
import type {
  AdminRecord,
  BackInStockRecord,
  BillRecord,
  BookRecord,
  CashMovementRecord,
  DrawerDayRecord,
  KitRecord,
  NoticeRecord,
  OrderLineRecord,
  OrderRecord,
  PrintJobRecord,
  PrintRatesRecord,
  ReturnRecord,
  StatusChangeRecord,
  StockMovementRecord,
  StaffRecord,
  CounterDeviceRecord,
} from './records';

export type SnapshotBook = { id: string } & BookRecord<string>;

export type SnapshotOrderLine = OrderLineRecord;

export type SnapshotPrintRates = PrintRatesRecord;

/** An uploaded print file's job; its bytes are read apart (`printFiles`), when it still has them. */
export type SnapshotPrintJob = { id: string } & PrintJobRecord<string> & {
    /** False once the retention sweep deleted the file. */
    hasFile: boolean;
  };

export interface SnapshotPrintFile {
  jobId: string;
  bytes: Buffer;
}

export type SnapshotStockMovement = { id: string } & StockMovementRecord<string>;

export type SnapshotStatusChange = StatusChangeRecord<string>;

export type SnapshotOrder = { id: string } & OrderRecord<string>;

/** Units of a collected order handed back, with the refund given for them. */
export type SnapshotReturn = { id: string } & ReturnRecord<string>;

/** A day of the counter's cash drawer, open or closed with its Z report. */
export type SnapshotDrawerDay = { id: string } & DrawerDayRecord<string>;

export type SnapshotCashMovement = { id: string } & CashMovementRecord<string>;
/** A bill or credit note, named by its number; an order's and a return's link to it are its orderId and returnId. */
export type SnapshotInvoice = { number: string } & BillRecord<string>;

/** The last serial a series gave out, voided bills' included. */
export interface SnapshotInvoiceSeries {
  series: string;
  last: number;
}

/** A notice in the outbox, with its delivery state: moved, so nothing unsent is lost on the way. */
export type SnapshotNotice = { id: string } & NoticeRecord<string>;

export type SnapshotAdmin = { id: string } & AdminRecord<string>;

/** A school kit with its lines, its fixed price (if any) in paise. */
export type SnapshotKit = { id: string } & KitRecord<string>;

/** A customer waiting for an item (or told already): moved, so nobody waiting is forgotten. */
export type SnapshotBackInStockRequest = { id: string } & BackInStockRecord<string>;

/** A staff member with their hashed PIN: moved, so nobody has to be given a new one. */
export type SnapshotStaff = { id: string } & StaffRecord<string>;

/** A device opened as a counter: moved, so the counters keep working after the move. */
export type SnapshotCounterDevice = { id: string } & CounterDeviceRecord<string>;

/** An audit entry as kept, its hash and the one before it: moved whole, so the chain still checks. */
export type SnapshotAuditEntry = AuditEntry;

/** A customer the shop knows, as the API answers them: their credit limit in rupees. */
export type SnapshotCustomer = { id: string } & Omit<ShopCustomer, '_id'>;

/** A supplier the shop buys from, as the API answers them. */
export type SnapshotSupplier = { id: string } & Omit<Supplier, '_id'>;

/** A purchase bill, its money in paise. */
/** A purchase order with how much of each line came in. */
export type SnapshotPurchaseOrder = { id: string } & Omit<PurchaseOrderRecord, '_id' | 'at' | 'closedAt'> & {
    at: string;
    closedAt: string | null;
  };

export type SnapshotPurchase = { id: string } & Omit<PurchaseRecord, '_id' | 'at' | 'cancelledAt'> & {
    at: string;
    cancelledAt: string | null;
  };

/** A payment to a supplier, its money in paise. */
export type SnapshotSupplierPayment = { id: string } & Omit<SupplierPaymentRecord, '_id' | 'at'> & {
    at: string;
  };

/** An item's cost and its last supplier, kept beside the item. */
export type SnapshotItemCost = { bookId: string } & ItemCost;

/** An entry of a customer's account, its money in paise. */
export type SnapshotAccountEntry = { id: string } & Omit<AccountEntryRecord, '_id' | 'at'> & { at: string };

export interface SnapshotImage {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** A secret the shop made for itself, such as the owner-token key: moved, so tokens stay valid. */
export interface SnapshotSecret {
  name: string;
  value: string;
  createdAt: string;
}

/** One of the shop's settings as the owner saved it: a JSON document under its name. */
export interface SnapshotSetting {
  name: string;
  value: Record<string, unknown>;
  updatedAt: string;
}

export interface SnapshotRecords {
  books: SnapshotBook[];
  orders: SnapshotOrder[];
  /** Oldest first. A counter day's series is not kept apart: its sales carry their numbers. */
  returns: SnapshotReturn[];
  /** Oldest first. */
  drawerDays: SnapshotDrawerDay[];
  /** Oldest first. */
  cashMovements: SnapshotCashMovement[];
  invoices: SnapshotInvoice[];
  invoiceSeries: SnapshotInvoiceSeries[];
  admins: SnapshotAdmin[];
  secrets: SnapshotSecret[];
  /** Oldest first. */
  stockMovements: SnapshotStockMovement[];
  /** Oldest first. */
  notices: SnapshotNotice[];
  /** Null until the owner set one. */
  printRates: SnapshotPrintRates | null;
  /** Oldest first. */
  printJobs: SnapshotPrintJob[];
  /** Oldest first. */
  backInStockRequests: SnapshotBackInStockRequest[];
  /** The owner's settings by name ("tax": the GST settings); none until the owner saved some. */
  settings: SnapshotSetting[];
  /** Oldest first. */
  kits: SnapshotKit[];
  /** By name. */
  staff: SnapshotStaff[];
  /** Newest first. */
  counterDevices: SnapshotCounterDevice[];
  /** Oldest first. */
  auditLog: SnapshotAuditEntry[];
  /** By name. */
  customers: SnapshotCustomer[];
  /** Oldest first. */
  accountEntries: SnapshotAccountEntry[];
  /** By name. */
  suppliers: SnapshotSupplier[];
  /** Oldest first. */
  purchases: SnapshotPurchase[];
  /** The items that have a cost, a last supplier or a reorder level. */
  itemCosts: SnapshotItemCost[];
  /** Oldest first. */
  supplierPayments: SnapshotSupplierPayment[];
  /** Oldest first. */
  purchaseOrders: SnapshotPurchaseOrder[];
}
