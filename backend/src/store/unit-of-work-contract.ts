/**
 * The store contract's unit of work: `Store.transact` runs a write of several steps so that all of
 * it is kept or none, over small primitives each adapter implements. The multi-step writes (sell,
 * place, collect, void, return) are recipes over these, written once in `recipes/`; how a unit maps
 * onto each database's transactions is docs/decisions/0016.
 */
import type { BookOrderLine, OrderStatus, OutOfStockItem, StaffRef } from '../contract';
import type { AccountEntryRecord, AccountRead } from './account-contract';
import type { ItemCostRead, PurchaseRecord } from './purchase-contract';
import type { PurchaseOrderLineRecord, PurchaseOrderRecord } from './purchase-order-contract';
import type { NumberedBill } from './bills';
import type { CounterSaleInput, VoidBy, VoidSaleResult } from './sales-contract';
import type {
  IdempotencyClaim,
  NoticeDraft,
  Order,
  OrderInput,
  StatusChangeDetails,
  StatusChangeResult,
} from './order-contract';
import type { MovementInput, ReturnRecord } from './records';

/** Units of an item, as a line asks for them. */
export type Units = Pick<BookOrderLine, 'bookId' | 'quantity'>;

/** Units taken from a counted item, and its count after. */
export interface Taken extends Units {
  stockAfter: number;
}

/** Every counted line taken, or (when `short` names any) none. */
export interface TakeOutcome {
  taken: Taken[];
  short: OutOfStockItem[];
}

/** Who holds an Idempotency-Key: the request it came with first, and the order that request stores. */
export interface KeyHolder {
  fingerprint: string;
  orderId: string;
}

/** A line an order sold, as a return counts against it, its price in paise. */
export interface SoldLine {
  bookId: string;
  title: string;
  pricePaise: number;
  quantity: number;
}

/** What a return reads of its order: its status, its book lines and the units already back. */
export interface SoldOrder {
  status: OrderStatus;
  /** The customer a counter sale was sold to; null for a walk-in or an online order. */
  customerId: string | null;
  lines: SoldLine[];
  returned: ReadonlyMap<string, number>;
}

/** Units of one item asked back, with the units the order sold of it. */
export interface ReturnCount {
  bookId: string;
  units: number;
  sold: number;
}

/** A return as stored, its money in paise. */
export type StoredReturn = { _id: string } & ReturnRecord<Date> & { creditNote: { number: string } | null };

export interface StoreTx {
  /**
   * Claims the key for the order to be stored under `orderId`, or answers who holds it. The claim
   * lasts the unit: MongoDB writes it here (its unique index names the order in advance); SQLite,
   * whose unit holds the write lock, writes it in `keepKey`, after the order its row refers to.
   */
  claimKey(claim: IdempotencyClaim, orderId: string): Promise<KeyHolder | null>;
  /** Keeps a claimed key with the order now stored under it. */
  keepKey(claim: IdempotencyClaim, orderId: string, at: Date): Promise<void>;
  /**
   * The order a key names; null when its first request stopped before storing it (MongoDB without
   * transactions, which waits a moment for a request still storing it).
   */
  orderOfKey(orderId: string): Promise<Order | null>;

  /** An order's counted units held for it (a book several lines name is taken once for their sum). */
  takeUnits(lines: readonly Units[]): Promise<TakeOutcome>;
  /** A counter sale's counted units off the shelf as well as off what customers can order. */
  sellUnits(lines: readonly Units[]): Promise<TakeOutcome>;
  recordMovements(movements: readonly MovementInput<Date>[]): Promise<void>;
  /** A collected order's units off the shelf: only what it took from a count. */
  handOverUnits(orderId: string): Promise<void>;
  /** A cancelled order's units back on the count, only what it took from one (movements `cancel`). */
  putBackUnits(orderId: string, at: Date): Promise<void>;
  /** A voided sale's units back on the shelf, only what it took from a count (movements `void`, by `by`). */
  unsellUnits(orderId: string, at: Date, by?: StaffRef): Promise<void>;
  /** Returned units back on the shelf when the order took them from a count (movement `return`, by `by`). */
  takeBackUnits(orderId: string, line: Units, at: Date, by?: StaffRef): Promise<void>;
  addUnitsSold(lines: readonly Units[]): Promise<void>;
  /** Units sold lowered, never below 0. */
  removeUnitsSold(lines: readonly Units[]): Promise<void>;

  /**
   * Binds each print job to the order: only a job of this customer's in no order yet. Answers the
   * jobs that could not be bound; then none is bound.
   */
  bindPrintJobs(orderId: string, customerUid: string, jobIds: readonly string[]): Promise<string[]>;
  /**
   * Stores a placed order and its lines under a fresh pickup code. Null when an order is already
   * stored under the id: a retry finished what its key's first request began.
   */
  insertOrder(id: string, input: OrderInput, at: Date): Promise<Order | null>;
  /**
   * Compare-and-set of the status with its history, hold date and payment, refused by the print
   * rules (`needsEveryJobPrinted`, `unlessPrinted`). The order as changed, without a bill yet.
   */
  setStatus(
    id: string,
    from: OrderStatus,
    to: OrderStatus,
    details: StatusChangeDetails,
    at: Date,
  ): Promise<StatusChangeResult>;
  writeNotice(orderId: string, notice: NoticeDraft, at: Date): Promise<void>;

  /** The next number of the India day's series of counter sales. */
  nextSaleNumber(day: string): Promise<number>;
  /** Stores a counter sale, collected and paid; null as `insertOrder`'s. */
  insertSale(
    id: string,
    input: CounterSaleInput,
    at: Date,
    sale: { day: string; number: number },
  ): Promise<Order | null>;
  /** A completed counter sale with nothing returned becomes cancelled, keeping its number. */
  markVoided(id: string, reason: string, at: Date, who: VoidBy | null): Promise<VoidSaleResult>;

  soldLines(orderId: string): Promise<SoldOrder | null>;
  /**
   * Counts the units as back on the order, unless another write moved its count meanwhile past what
   * the return read (false: read again). SQLite's unit holds the write lock: its return lines count.
   */
  countReturned(orderId: string, counts: readonly ReturnCount[]): Promise<boolean>;
  insertReturn(record: StoredReturn): Promise<void>;

  /** The next serial of a bill's series ("SB/26-27/"). */
  nextSerial(series: string): Promise<number>;
  /** Stores a numbered bill or credit note with its lines; a sale's bill is its order's. */
  insertBill(bill: NumberedBill): Promise<void>;
  /** The bill of an order's sale or collection (not a credit note). */
  billOf(orderId: string): Promise<NumberedBill | null>;
  /** The bill keeps its number, marked cancelled. */
  cancelBillOf(orderId: string): Promise<void>;

  /** A customer's limit and balance as the unit reads them; null when there is no such customer. */
  readAccount(customerId: string): Promise<AccountRead | null>;
  /**
   * Stores the entry unless another write moved the account since `version` was read (false: read
   * again). SQLite's unit holds the write lock: what it read still stands.
   */
  postEntry(entry: AccountEntryRecord, version: number): Promise<boolean>;
  /** Names the bill an entry stands for, once the bill has its number. */
  setEntryDocument(entryId: string, document: string): Promise<void>;

  /** The posted bill of this supplier, year and bill number, if any: its id. */
  postedBillId(supplierId: string, financialYear: string, billKey: string): Promise<string | null>;
  /** An item's stock and cost as the unit reads them; null when there is no such item. */
  readItemCost(productId: string): Promise<ItemCostRead | null>;
  /**
   * Units in (on hand and orderable) at the item's new cost, the supplier its last, unless another
   * write moved the item since `read` (null: read again); only the cost for an item not counted.
   * Answers the units customers can order after.
   */
  receiveUnits(productId: string, change: ItemCostChange, read: ItemCostRead): Promise<UnitsAfter | null>;
  /** Units back out at the cost given, unless the item moved since `read` (null: read again). */
  unreceiveUnits(productId: string, change: ItemCostChange, read: ItemCostRead): Promise<UnitsAfter | null>;
  /** Stores the bill; false when the supplier's bill of that number is posted meanwhile. */
  insertPurchase(record: PurchaseRecord): Promise<boolean>;
  readPurchase(id: string): Promise<PurchaseRecord | null>;
  /** A posted bill becomes cancelled; false when it is not posted (cancelled meanwhile). */
  markPurchaseCancelled(id: string, at: Date, by: StaffRef | null): Promise<boolean>;

  insertPurchaseOrder(record: PurchaseOrderRecord): Promise<void>;
  readPurchaseOrder(id: string): Promise<PurchaseOrderRecord | null>;
  /**
   * The order's lines received as `lines` say, and its status: false when its lines or status are
   * no longer those of `read` (another bill received on it meanwhile).
   */
  receiveOnOrder(
    read: PurchaseOrderRecord,
    lines: PurchaseOrderLineRecord[],
    status: PurchaseOrderRecord['status'],
  ): Promise<boolean>;
}

/** What customers can order of an item after a change; null when it is not counted. */
export interface UnitsAfter {
  stockAfter: number | null;
}

/** Units a purchase brings in or takes back, and the item's cost after (null: none known). */
export interface ItemCostChange {
  quantity: number;
  costPaise: number | null;
  /** Who the item was bought from last; left as it was when a bill is cancelled. */
  supplierId?: string;
}

/**
 * Runs `work` as one unit: when it throws, nothing it wrote is kept and no number it took is used.
 * Work may be run again (a MongoDB transaction retried on a transient error), so it must do nothing
 * outside `tx`; and it must await nothing but `tx`'s primitives (SQLite runs it inside an open
 * transaction shared with other units, and refuses a unit that waits on anything else).
 */
export type Transact = <T>(work: (tx: StoreTx) => Promise<T>) => Promise<T>;

/** The primitives by the job they do, which is the file each adapter keeps them in. */
export type PlacementPrimitives = Pick<
  StoreTx,
  'claimKey' | 'keepKey' | 'orderOfKey' | 'bindPrintJobs' | 'insertOrder'
>;
export type StockPrimitives = Pick<
  StoreTx,
  | 'takeUnits'
  | 'sellUnits'
  | 'recordMovements'
  | 'handOverUnits'
  | 'putBackUnits'
  | 'unsellUnits'
  | 'takeBackUnits'
  | 'addUnitsSold'
  | 'removeUnitsSold'
>;
export type SalePrimitives = Pick<
  StoreTx,
  'nextSaleNumber' | 'insertSale' | 'markVoided' | 'soldLines' | 'countReturned' | 'insertReturn'
>;
export type BillPrimitives = Pick<StoreTx, 'nextSerial' | 'insertBill' | 'billOf' | 'cancelBillOf'>;
export type AccountPrimitives = Pick<StoreTx, 'readAccount' | 'postEntry' | 'setEntryDocument'>;
export type PurchasePrimitives = Pick<
  StoreTx,
  | 'postedBillId'
  | 'readItemCost'
  | 'receiveUnits'
  | 'unreceiveUnits'
  | 'insertPurchase'
  | 'readPurchase'
  | 'markPurchaseCancelled'
>;
export type PurchaseOrderPrimitives = Pick<
  StoreTx,
  'insertPurchaseOrder' | 'readPurchaseOrder' | 'receiveOnOrder'
>;
