/**
 * A store's records as they are kept: ids, integer paise and ISO timestamps untouched. One
 * adapter reads them (SQLite's snapshot) and another writes them (the MongoDB import), so
 * moving a shop never rounds an amount or re-dates an order.
 */
import type {
  Address,
  Category,
  NoticeKind,
  NoticeState,
  OrderStatus,
  PaymentMethod,
  PrintJobLine,
  StockReason,
} from './store';

export interface SnapshotBook {
  id: string;
  title: string;
  description: string;
  category: Category;
  trending: boolean;
  oldPricePaise: number;
  newPricePaise: number;
  coverImage: string;
  /** Units in collected orders. */
  unitsSold: number;
  stock: number | null;
  sku: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A print job as an order's line keeps it: the contract's shape, as it holds no money and no dates. */
export type SnapshotPrintJobLine = PrintJobLine;

/** A book line has a bookId; a print job's line has a printJob instead (quantity 1, priced whole). */
export interface SnapshotOrderLine {
  bookId?: string;
  title: string;
  pricePaise: number;
  coverImage: string;
  quantity: number;
  printJob?: SnapshotPrintJobLine;
}

/** The owner's rate card, in paise. */
export interface SnapshotPrintRates {
  bwSingle: number;
  bwDouble: number;
  colourSingle: number;
  colourDouble: number;
  binding: { none: number; staple: number; spiral: number };
}

/** An uploaded print file's job; its bytes are read apart (`printFiles`), when it still has them. */
export interface SnapshotPrintJob {
  id: string;
  customerUid: string;
  fileName: string;
  pages: number;
  bytes: number;
  createdAt: string;
  orderId: string | null;
  /** False once the retention sweep deleted the file. */
  hasFile: boolean;
}

export interface SnapshotPrintFile {
  jobId: string;
  bytes: Buffer;
}

export interface SnapshotStockMovement {
  id: string;
  bookId: string;
  at: string;
  change: number;
  reason: StockReason;
  stockAfter: number | null;
  orderId: string | null;
  ownerId: string | null;
}

export interface SnapshotStatusChange {
  status: OrderStatus;
  at: string;
}

export interface SnapshotOrder {
  id: string;
  customerUid: string;
  email: string;
  name: string;
  phone: string;
  address: Address;
  /** In the order the customer placed them. */
  lines: SnapshotOrderLine[];
  totalPaise: number;
  status: OrderStatus;
  /** Oldest change first. */
  statusHistory: SnapshotStatusChange[];
  pickupCode: string;
  holdUntil: string | null;
  payment: { method: PaymentMethod; reference: string | null; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A notice in the outbox, with its delivery state: moved, so nothing unsent is lost on the way. */
export interface SnapshotNotice {
  id: string;
  orderId: string;
  kind: NoticeKind;
  recipient: string;
  subject: string;
  text: string;
  state: NoticeState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

export interface SnapshotAdmin {
  id: string;
  username: string;
  displayName: string;
  passwordHash: string;
  createdAt: string;
}

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

export interface SnapshotRecords {
  books: SnapshotBook[];
  orders: SnapshotOrder[];
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
}
