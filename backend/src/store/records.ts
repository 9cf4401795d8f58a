/**
 * Records kept alike by both adapters and carried by a snapshot from one to the other, derived
 * from the contract's shapes so a field added there reaches every copy. Each adapter names the
 * id its own way (`id` in a snapshot, `_id` in MongoDB) and keeps a moment as it stores one:
 * `Time` is ISO text in SQLite and snapshots, a Date in MongoDB. Money is integer paise.
 */
import type {
  AdminUser,
  BackInStockRequest,
  Book,
  BookOrderLine,
  Order,
  OutboxMessage,
  Payment,
  PrintJob,
  PrintJobLine,
  PrintOrderLine,
  SaleDetails,
  StatusChange,
  StockMovement,
} from './store';
import type {
  BillLine,
  BillTotals,
  CashMovement,
  ClosedDayReport,
  Kit,
  OrderReturn,
  PrintRates,
  ReturnedItem,
  CounterDevice,
  StaffRef,
} from '../contract';
import type { DrawerDay } from './counter-day-contract';
import type { InvoiceRecord } from './invoice-contract';
import type { StoredStaff } from './staff-contract';
import type { StoredPart } from './order-rules';

/** `T` with its fields `K` kept as `Time`, null where the contract allows null. */
type Timed<T, K extends keyof T, Time> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Time | null : Time;
};

/** A book, its prices in paise, with the units collected orders took (for the top sellers). */
export type BookRecord<Time> = Timed<
  Omit<Book, '_id' | 'oldPrice' | 'newPrice'>,
  'createdAt' | 'updatedAt',
  Time
> & {
  oldPricePaise: number;
  newPricePaise: number;
  /** Units in collected orders. */
  unitsSold: number;
  /** Units placed and ready orders took from the count: `stock` is `onHand` less these. */
  committed: number;
};

/** A notice in the outbox with its delivery state. */
export type NoticeRecord<Time> = Timed<
  Omit<OutboxMessage, '_id'>,
  'createdAt' | 'sentAt' | 'nextAttemptAt',
  Time
> & {
  /**
   * The number a back-in-stock notice is for, on WhatsApp (none on a mailed one); an order's
   * notice reads the order's.
   */
  phone: string | null;
  /** Every item a back-in-stock notice names, `bookId` first; none for an order's notice. */
  bookIds: string[];
};

/** A customer waiting for an item to be back in stock; `notifiedAt` once their notice is written. */
export type BackInStockRecord<Time> = Timed<
  Omit<BackInStockRequest, '_id'>,
  'createdAt' | 'notifiedAt',
  Time
>;

/** One change of a book's count and why. */
export type StockMovementRecord<Time> = Timed<Omit<StockMovement, '_id'>, 'at', Time>;

/** What recording a movement is given: the order, owner and person behind it only when there is one. */
export type MovementInput<Time> = Omit<
  StockMovementRecord<Time>,
  'orderId' | 'ownerId' | 'by' | 'purchaseId'
> &
  Partial<Record<'orderId' | 'ownerId' | 'purchaseId', string>> & { by?: StaffRef };

/** A print job as an order's line keeps it: the contract's shape, as it holds no money and no dates. */
export type PrintJobLineRecord = PrintJobLine;

/**
 * An order line: a book line has a bookId, a print job's line a printJob instead (quantity 1,
 * priced whole). The price is per unit, in paise.
 */
export type OrderLineRecord = Omit<BookOrderLine, 'bookId' | 'price'> &
  Partial<Pick<BookOrderLine, 'bookId'>> &
  Partial<Pick<PrintOrderLine, 'printJob'>> & {
    pricePaise: number;
    /** What a unit of the item cost the shop when sold; absent when it had no cost then. */
    costPaise?: number;
  };

export type StatusChangeRecord<Time> = Timed<StatusChange, 'at', Time>;

export type PaymentRecord<Time> = Timed<Omit<Payment, 'parts'>, 'at', Time> & {
  /** Its parts in paise, when paid in parts or on account. */
  parts?: StoredPart[] | null;
};

/** A counter sale's own fields: the cash handed over and the change in paise, its void's moment kept as `Time`. */
export type SaleRecord<Time> = Omit<SaleDetails, 'tendered' | 'change' | 'voided'> & {
  tenderedPaise: number | null;
  changePaise: number | null;
  voided: Timed<NonNullable<SaleDetails['voided']>, 'at', Time> | null;
};

/** An order with its lines in the order the customer placed them and its history oldest first. */
export type OrderRecord<Time> = Timed<
  Omit<Order, '_id' | 'lines' | 'totalPrice' | 'statusHistory' | 'payment' | 'sale' | 'invoice'>,
  'holdUntil' | 'createdAt' | 'updatedAt',
  Time
> & {
  lines: OrderLineRecord[];
  totalPaise: number;
  statusHistory: StatusChangeRecord<Time>[];
  payment: PaymentRecord<Time> | null;
  sale: SaleRecord<Time> | null;
};

/** A returned line: its units at the price per unit they were sold for, in paise. */
export type ReturnLineRecord = Omit<ReturnedItem, 'price'> & { pricePaise: number };

/** Units of a collected order handed back, with their lines in the order the owner gave them. */
export type ReturnRecord<Time> = Timed<
  Omit<OrderReturn, '_id' | 'items' | 'amount' | 'creditNote'>,
  'at',
  Time
> & {
  items: ReturnLineRecord[];
  amountPaise: number;
};

/** A billed line in paise, with the code, rate and tax it was billed at. */
/** A billed line as kept: the contract's BillLine, in paise. */
export type BillLineRecord = BillLine;

/** A bill's buyer as kept: each detail null when the bill does not name it. */
export interface BuyerRecord {
  name: string;
  gstin: string | null;
  address: string | null;
  state: string | null;
  stateCode: string | null;
}

/**
 * A bill or credit note as kept, named by its number: its series and serial in it (unique, so no
 * number is given twice), its parties, its lines and totals in paise. The summary per rate is the
 * lines added up (contract taxSummaryByRate), so it is not kept apart.
 */
export type BillRecord<Time> = Timed<
  Omit<InvoiceRecord, 'number' | 'buyer' | 'lines' | 'totals' | 'byRate' | 'original'>,
  'at',
  Time
> & {
  series: string;
  serial: number;
  buyer: BuyerRecord;
  lines: BillLineRecord[];
  totals: BillTotals;
  original: { number: string; date: string } | null;
};

/** An uploaded print file's job; its bytes are kept apart. */
export type PrintJobRecord<Time> = Timed<Omit<PrintJob, '_id'>, 'createdAt', Time>;

/** The owner's rate card, in paise. */
export type PrintRatesRecord = PrintRates;

export type AdminRecord<Time> = Timed<Omit<AdminUser, '_id'>, 'createdAt', Time>;

/** A day of the counter's cash drawer: its float and counted cash in paise, its Z report as closed. */
export type DrawerDayRecord<Time> = Timed<
  Omit<DrawerDay, '_id' | 'floatPaise' | 'closed'>,
  'openedAt',
  Time
> & {
  floatPaise: number;
  closedAt: Time | null;
  countedPaise: number | null;
  /** The Z report as it was at the close (rupees, as it was answered); null while open. */
  report: ClosedDayReport | null;
};

/** Cash put into or taken out of a day's drawer. */
export type CashMovementRecord<Time> = Timed<Omit<CashMovement, '_id' | 'amount'>, 'at', Time> & {
  dayId: string;
  amountPaise: number;
};

/** How a kit is priced, a fixed price in paise. */
export type KitPricingRecord =
  { mode: 'sum' } | { mode: 'percentOff'; percent: number } | { mode: 'fixed'; pricePaise: number };

/** A school kit with its lines in the list's order, its fixed price (if any) in paise. */
export type KitRecord<Time> = Timed<Omit<Kit, '_id' | 'pricing'>, 'createdAt' | 'updatedAt', Time> & {
  pricing: KitPricingRecord;
};

/** A staff member with their hashed PIN, wrong-PIN count and lock. */
export type StaffRecord<Time> = Timed<
  Omit<StoredStaff, '_id'>,
  'createdAt' | 'updatedAt' | 'lockedUntil',
  Time
>;

/** A device opened as a counter, found by the hash of the key it keeps. */
export type CounterDeviceRecord<Time> = Timed<
  Omit<CounterDevice, '_id'>,
  'createdAt' | 'lastUsedAt' | 'revokedAt',
  Time
> & { keyHash: string };
