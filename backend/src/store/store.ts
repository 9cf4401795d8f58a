/**
 * The store contract: plain objects in, plain objects out. Adapters (SQLite, MongoDB)
 * implement it; services depend on nothing else. Money crosses this boundary in rupees
 * with at most two decimals; adapters may keep it in paise. The rules below the shapes are
 * the ones every adapter must agree on, so each adapter reads them from here.
 */
import {
  AWAITING_PICKUP_STATUSES,
  type Address,
  type Book,
  type BookSort,
  type Category,
  type MonthlySales,
  type OrderLine,
  type OrderStatus,
  type OrderView,
  type OutOfStockItem,
  type StatusChange,
  type StockMovement,
  type StockReason,
} from '../contract';

export { CATEGORIES, ORDER_STATUSES, STOCK_REASONS } from '../contract';
export type {
  Address,
  Book,
  BookSort,
  Category,
  MonthlySales,
  OrderLine,
  OrderStatus,
  OutOfStockItem,
  StatusChange,
  StockMovement,
  StockReason,
};

/** Orders counted as waiting at the counter. */
export const AWAITING_PICKUP: readonly OrderStatus[] = AWAITING_PICKUP_STATUSES;
/** The status at which an order's units count as sold for the top sellers: handed over, not merely ordered. */
export const SOLD: OrderStatus = 'collected';
/** Orders that are not sales: they count in no total or monthly figure. */
export const NOT_SALES: readonly OrderStatus[] = ['cancelled'];
/** Months are the shop's calendar months: India Standard Time, UTC+05:30, no daylight saving. */
export const INDIA_UTC_OFFSET_MINUTES = 330;
/** The same offset as ±hh:mm, as databases take a time zone. */
export const INDIA_UTC_OFFSET = `+${String(Math.floor(INDIA_UTC_OFFSET_MINUTES / 60)).padStart(2, '0')}:${String(INDIA_UTC_OFFSET_MINUTES % 60).padStart(2, '0')}`;
/** How long an Idempotency-Key is remembered; a retry after that places a new order. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type BookInput = Omit<Book, '_id' | 'createdAt' | 'updatedAt'>;

/**
 * A book's new fields. Stock left out stays as it is: an edit form read a while ago must not
 * undo the units orders took meanwhile. A stock given is set, and recorded as a correction.
 */
export type BookUpdate = Omit<BookInput, 'stock'> & { stock?: number | null };

/** Who changed stock by hand or by import: an owner account. */
export interface StockActor {
  ownerId: string;
}

/** Units received or lost (`change`), or a count taken (`set`). */
export type StockAdjustment = { change: number } | { set: number };

export type StockAdjustResult =
  | { outcome: 'changed'; book: Book }
  | { outcome: 'not_found' }
  /** The change would leave fewer than 0; `stock` is what there is. */
  | { outcome: 'below_zero'; stock: number }
  /** A change to an item whose units are not counted; set a count first. */
  | { outcome: 'not_counted' };

/** One row of a catalogue import, already checked. */
export type ImportOperation =
  | { kind: 'create'; input: BookInput }
  /** Stock left out of `input` stays as it is, as in BookStore.update. */
  | { kind: 'update'; id: string; input: BookUpdate };

/** A write gave a SKU that another book has; nothing was written. */
export class DuplicateSkuError extends Error {
  constructor(readonly sku: string) {
    super(`SKU ${sku} belongs to another book`);
    this.name = 'DuplicateSkuError';
  }
}

/** A write named a book that is no longer there (deleted meanwhile); nothing was written. */
export class BookGoneError extends Error {
  constructor(readonly bookId: string) {
    super(`Book ${bookId} is no longer in the catalogue`);
    this.name = 'BookGoneError';
  }
}

export interface BookQuery {
  category?: Category;
  trending?: boolean;
  search?: string;
  sort?: BookSort;
  limit?: number;
  offset?: number;
  /** Only counted books with at most this many units (0: out of stock). */
  stockAtMost?: number;
}

export interface BookPage {
  items: Book[];
  total: number;
}

/** An order as stored: what its customer and the owner see, plus whose it is (never sent out). */
export type Order = Omit<OrderView, 'productIds'> & { customerUid: string };

export type OrderInput = Omit<Order, '_id' | 'status' | 'statusHistory' | 'createdAt' | 'updatedAt'>;

export interface IdempotencyClaim {
  key: string;
  customerUid: string;
  /** Hash of the request body the key was first used with. */
  fingerprint: string;
}

export type CreateOrderResult =
  | { outcome: 'created'; order: Order }
  | { outcome: 'replayed'; order: Order }
  | { outcome: 'key_reused_with_other_request' }
  /** Some line asked for more than is left (or its book is gone): nothing was stored or taken. */
  | { outcome: 'out_of_stock'; items: OutOfStockItem[] };

export type StatusChangeResult =
  | { outcome: 'changed'; order: Order }
  | { outcome: 'not_found' }
  | { outcome: 'stale'; current: OrderStatus };

export interface AdminUser {
  _id: string;
  username: string;
  displayName: string;
  passwordHash: string;
  createdAt: string;
}

export interface StoredImage {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface SalesSummary {
  totalBooks: number;
  trendingBooks: number;
  totalOrders: number;
  /** Rupees over every order that was not cancelled. */
  totalSales: number;
  ordersAwaitingPickup: number;
  /** Units in every order that was not cancelled. */
  unitsSold: number;
  /** Counted books with at most the threshold's units. */
  lowStockBooks: number;
}

export interface RateLimitHit {
  count: number;
  resetAt: Date;
}

export interface BookStore {
  list(query: BookQuery): Promise<BookPage>;
  get(id: string): Promise<Book | null>;
  getMany(ids: readonly string[]): Promise<Book[]>;
  /**
   * Most units collected first (kept up to date by each collection, so the cost does not grow with
   * the order history); books with none follow, newest first.
   */
  topSellers(options: { category?: Category; limit: number }): Promise<Book[]>;
  /** A stock given is recorded as a correction by `actor`. Throws DuplicateSkuError. */
  create(input: BookInput, actor?: StockActor): Promise<Book>;
  /** Null when there is no such book. Throws DuplicateSkuError. */
  update(id: string, input: BookUpdate, actor?: StockActor): Promise<Book | null>;
  delete(id: string): Promise<boolean>;
  /** Atomic: the count moves and the movement is recorded, or neither; never below 0. */
  adjustStock(
    id: string,
    adjustment: StockAdjustment,
    reason: StockReason,
    actor: StockActor,
  ): Promise<StockAdjustResult>;
  /** A book's stock movements, newest first. */
  stockMovements(bookId: string, limit: number): Promise<StockMovement[]>;
  /**
   * Every operation or none (one transaction; see docs/decisions/0006 for MongoDB without one).
   * Stock set by a row is recorded as an import by `actor`. Throws DuplicateSkuError, or
   * BookGoneError when a book to update was deleted meanwhile.
   */
  applyImport(operations: readonly ImportOperation[], actor: StockActor): Promise<Book[]>;
  count(): Promise<number>;
  /**
   * Changes whenever any book is created, changed or deleted, by any process sharing the store;
   * a response cached under one version is still true while the version is the same.
   */
  catalogueVersion(): Promise<string>;
}

export interface OrderStore {
  /**
   * Atomic: with a claim, at most one order is ever created per (customerUid, key), and the
   * units of every counted line are taken with it (recorded as movements), or none are.
   */
  create(input: OrderInput, claim?: IdempotencyClaim): Promise<CreateOrderResult>;
  get(id: string): Promise<Order | null>;
  listByEmail(email: string): Promise<Order[]>;
  /** A customer's own orders: placed under their uid and e-mail, newest first. */
  listByCustomer(customerUid: string, email: string): Promise<Order[]>;
  /** Whether this customer's Idempotency-Key is remembered, i.e. a retry would be a replay. */
  hasClaim(customerUid: string, key: string): Promise<boolean>;
  listAll(): Promise<Order[]>;
  /**
   * Every order, newest first, `batchSize` at a time: each batch is read when the one before it
   * has been taken, so a long list never holds the process. Orders placed meanwhile are not added.
   */
  listAllInBatches(batchSize: number): AsyncIterable<Order[]>;
  /**
   * Compare-and-set: changes the status only while it is still `from`. Cancelling puts the
   * order's units back (counted books only); collecting adds them to the units sold.
   */
  changeStatus(id: string, from: OrderStatus, to: OrderStatus): Promise<StatusChangeResult>;
}

export interface AdminStore {
  findByUsername(username: string): Promise<AdminUser | null>;
  findById(id: string): Promise<AdminUser | null>;
  create(input: Omit<AdminUser, '_id' | 'createdAt'>): Promise<AdminUser>;
}

export interface ImageStore {
  /** Content-addressed: putting the same name twice keeps the first copy. */
  put(image: StoredImage): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
  exists(name: string): Promise<boolean>;
}

export interface StatsStore {
  summary(options: { lowStockThreshold: number }): Promise<SalesSummary>;
  /** Orders (not cancelled) per IST month from `since` on; months without orders are omitted. */
  monthlySales(since: Date): Promise<MonthlySales[]>;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Values the shop makes for itself once and keeps with its data, such as the owner-token key. */
export interface SecretStore {
  /** The secret under `name`; the first caller's `create()` wins, every later caller reads it. */
  getOrCreate(name: string, create: () => string): Promise<string>;
}

export interface Store {
  readonly kind: 'sqlite' | 'mongo';
  books: BookStore;
  orders: OrderStore;
  admins: AdminStore;
  images: ImageStore;
  stats: StatsStore;
  rateLimits: RateLimitStore;
  secrets: SecretStore;
  ping(): Promise<void>;
  close(): Promise<void>;
}
