/**
 * The store contract: plain objects in, plain objects out. Adapters (SQLite, MongoDB)
 * implement it; services depend on nothing else. An order's or a sale's money reaches the store
 * in paise, priced by the service, and is stored as given; reads answer in rupees where they give
 * the API's shapes. The rules every adapter must agree
 * on are in order-rules.ts (re-exported here) and below the shapes.
 */
import type { ChannelTakings, MonthlySales, PaymentMethod } from '../contract';
import type { BackInStockStore } from './back-in-stock-contract';
import type { BookStore } from './book-contract';
import type { CounterDayStore } from './counter-day-contract';
import type { InvoiceStore, TaxSettingsStore } from './invoice-contract';
import type { KitStore } from './kit-contract';
import type { OrderStore, OutboxStore } from './order-contract';
import type { PrintStore } from './print-contract';
import type { SalesStore } from './sales-contract';
import type { StaffStore } from './staff-contract';
import type { CustomerStore } from './customer-contract';
import type { SupplierStore } from './supplier-contract';
import type { PurchaseStore } from './purchase-contract';
import type { PurchaseOrderStore } from './purchase-order-contract';
import type { AuditStore } from './audit-contract';
import type { AccountStore } from './account-contract';
import type { Transact } from './unit-of-work-contract';

export {
  CATEGORIES,
  isBookLine,
  isPrintLine,
  NOTICE_KINDS,
  NOTICE_STATES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  STOCK_REASONS,
  TENDER_METHODS,
} from '../contract';
export type {
  Address,
  Book,
  BookOrderLine,
  BookSort,
  Category,
  DeskCounts,
  DeskFilter,
  MonthlySales,
  NoticeKind,
  NoticeState,
  OrderLine,
  OrderChannel,
  OrderStatus,
  OutboxMessage,
  OutOfStockItem,
  OwnerNotice,
  Payment,
  PaymentMethod,
  PickListLine,
  PrintBinding,
  PrintColour,
  PrintJobLine,
  PrintJobToRun,
  PrintOrderLine,
  PrintSides,
  StatusChange,
  StockMovement,
  StockReason,
  TenderMethod,
} from '../contract';

/** Months are the shop's calendar months: India Standard Time, UTC+05:30, no daylight saving. */
export const INDIA_UTC_OFFSET_MINUTES = 330;
/** The same offset as ±hh:mm, as databases take a time zone. */
export const INDIA_UTC_OFFSET = `+${String(Math.floor(INDIA_UTC_OFFSET_MINUTES / 60)).padStart(2, '0')}:${String(INDIA_UTC_OFFSET_MINUTES % 60).padStart(2, '0')}`;
/** How long an Idempotency-Key is remembered; a retry after that places a new order. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export { AWAITING_PICKUP, SOLD } from './order-rules';
export * from './back-in-stock-contract';
export * from './book-contract';
export * from './counter-day-contract';
export * from './invoice-contract';
export * from './kit-contract';
export * from './order-contract';
export * from './print-contract';
export * from './sales-contract';
export * from './staff-contract';
export * from './customer-contract';
export * from './supplier-contract';
export * from './purchase-contract';
export * from './purchase-order-contract';
export * from './audit-contract';
export * from './account-contract';
export * from './unit-of-work-contract';

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
  /** Rupees taken: every collected order. */
  totalSales: number;
  /** Of totalSales, the rupees of print jobs. */
  printSales: number;
  ordersAwaitingPickup: number;
  /** Rupees of the orders awaiting pickup: placed or ready, not yet paid. */
  awaitingPickupValue: number;
  /** Units of goods in every collected order. */
  unitsSold: number;
  /** Counted books with at most the threshold's units. */
  lowStockBooks: number;
  /** Of totalSales, what online orders and counter sales took, and the refunds taken off. */
  channels: ChannelTakings;
}

export interface RateLimitHit {
  count: number;
  resetAt: Date;
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
  /** Rupees of orders collected from `since` on, by how they were paid. */
  takings(since: Date): Promise<Record<PaymentMethod, number>>;
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
  /** One unit of work over the primitives (unit-of-work-contract.ts): all of it kept, or none. */
  transact: Transact;
  books: BookStore;
  orders: OrderStore;
  admins: AdminStore;
  images: ImageStore;
  stats: StatsStore;
  rateLimits: RateLimitStore;
  secrets: SecretStore;
  outbox: OutboxStore;
  print: PrintStore;
  backInStock: BackInStockStore;
  sales: SalesStore;
  taxSettings: TaxSettingsStore;
  invoices: InvoiceStore;
  counterDays: CounterDayStore;
  kits: KitStore;
  staff: StaffStore;
  customers: CustomerStore;
  suppliers: SupplierStore;
  purchases: PurchaseStore;
  purchaseOrders: PurchaseOrderStore;
  accounts: AccountStore;
  audit: AuditStore;
  ping(): Promise<void>;
  close(): Promise<void>;
}
