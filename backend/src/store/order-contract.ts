/** The store contract's order part: orders, their idempotency keys, the desk, the outbox. */
import type {
  BookOrderLine,
  DeskCounts,
  InvoiceRef,
  DeskFilter,
  NoticeKind,
  OrderStatus,
  OrderView,
  OutboxMessage,
  OutOfStockItem,
  OwnerNotice,
  Paise,
  Payment,
  PickListLine,
  PrintJobToRun,
  PrintOrderLine,
  SaleVoid,
  StaffRef,
} from '../contract';
import type { BillDraft } from './invoice-contract';
import type { StoredPart } from './order-rules';

/**
 * An order as stored: what its customer and the owner see, plus whose it is and whether its
 * e-mail was verified when it was placed (neither sent out): only a verified address is mailed.
 */
export type Order = Omit<OrderView, 'productIds' | 'upiLink' | 'invoice'> & {
  customerUid: string;
  emailVerified: boolean;
  /** A counter sale's number, cash and void; null for an online order. */
  sale: SaleDetails | null;
  /** The bill it was given when collected or sold (marked cancelled once voided); null before. */
  invoice: InvoiceRef | null;
};

/** What a counter sale keeps beside an order's fields. */
export interface SaleDetails {
  /** Its place in the India day's gapless series. */
  number: number;
  /** That India day, YYYY-MM-DD. */
  day: string;
  /** Cash handed over and change given, when the owner entered the cash tendered. */
  tendered: number | null;
  change: number | null;
  /** Who sold it; null for a sale made before sales named their seller. */
  cashier: StaffRef | null;
  /** The manager who approved a cashier's lower price; null when none was needed. */
  priceApprovedBy: StaffRef | null;
  voided: SaleVoid | null;
}

/**
 * A book line as the service priced it for the store: what the order will show, its price a unit
 * in paise. The API's line carries rupees; the store is given paise, so it stores them as they are.
 */
export type BookLineInput = Omit<BookOrderLine, 'price'> & { unitPricePaise: Paise };

/** A print job's line as priced for the store: its one unit is the whole job, in paise. */
export type PrintLineInput = Omit<PrintOrderLine, 'price'> & { unitPricePaise: Paise };

export type OrderLineInput = BookLineInput | PrintLineInput;

/**
 * What placing an order gives the store; it makes the id, the pickup code and the history. An
 * e-mail left unverified, a verified phone or a locale left out is none (English for the locale).
 */
export type OrderInput = Omit<
  Order,
  | '_id'
  | 'status'
  | 'statusHistory'
  | 'createdAt'
  | 'updatedAt'
  | 'pickupCode'
  | 'holdUntil'
  | 'payment'
  | 'customerId'
  | 'emailVerified'
  | 'verifiedPhone'
  | 'locale'
  | 'channel'
  | 'sale'
  | 'invoice'
  | 'totalPrice'
  | 'lines'
> &
  Partial<Pick<Order, 'emailVerified' | 'verifiedPhone' | 'locale'>> & {
    lines: OrderLineInput[];
    /** What the lines come to, worked out by the service. */
    totalPaise: Paise;
  };

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
  | { outcome: 'out_of_stock'; items: OutOfStockItem[] }
  /**
   * Some print job is already in an order, or is no longer kept, or is not this customer's:
   * nothing was stored.
   */
  | { outcome: 'print_job_unavailable'; jobIds: string[] };

/** A notice to a customer, as the service words it; the store keeps it in its outbox. */
export interface NoticeDraft {
  kind: NoticeKind;
  recipient: string;
  subject: string;
  text: string;
  /**
   * Why the notice is not to be mailed (the address is not verified as the customer's): it is kept
   * for the owner on the Messages page, never tried, with this as its reason.
   */
  heldBecause?: string;
}

/**
 * Words the notice for an order, given the order as it will be stored. Called inside the write's
 * transaction, so the notice joins the outbox with the change, or neither is kept; it must be
 * synchronous and must not fail.
 */
export type Notify = (order: Order) => NoticeDraft | null;

/** What a status change records beside the status. */
export interface StatusChangeDetails {
  /** Who made the change, named in the history; none (a customer's cancel) names nobody. */
  by?: StaffRef;
  /** Set when an order becomes ready. */
  holdUntil?: string;
  /** Set when an order is collected: its one method, or its main part's when paid in parts. */
  payment?: Omit<Payment, 'parts'>;
  /** The parts of a collection paid in parts or on account, adding up to the total. */
  parts?: StoredPart[];
  /** The customer the shop knows the order is sold to; an account part goes on their account. */
  customerId?: string;
  /** A manager approved the account part past the customer's credit limit. */
  creditApproved?: boolean;
  /** The bill of a collection: numbered and stored in the same write as the collection. */
  bill?: BillDraft;
  /**
   * Refuse the change while any print job of the order is ticked as printed (a customer's cancel:
   * the shop has spent the paper), checked in the same write so a tick cannot slip in between.
   */
  unlessPrinted?: boolean;
}

/** The desk's query: a tab, a search over code, phone, name, e-mail and id, a page. */
export interface OrderSearch {
  filter?: DeskFilter;
  /** As the owner typed or scanned it. */
  search?: string;
  limit: number;
  offset: number;
  /** What "overdue" is measured against. */
  now: Date;
}

export type StatusChangeResult =
  | { outcome: 'changed'; order: Order }
  | { outcome: 'not_found' }
  | { outcome: 'stale'; current: OrderStatus }
  /** Becoming ready was refused: a print job of the order is not ticked as printed. */
  | { outcome: 'not_printed' }
  /** Refused under `unlessPrinted`: a print job of the order is ticked as printed. */
  | { outcome: 'printed' }
  /** The collection named no customer the shop knows: nothing changed. */
  | { outcome: 'no_customer' }
  /** The account part would take the balance past the limit, unapproved: nothing changed. */
  | { outcome: 'credit_limit'; limitPaise: Paise; balancePaise: Paise };

export type MarkPrintedResult =
  | { outcome: 'changed'; order: Order }
  /** No such order, or no such print job in it. */
  | { outcome: 'not_found' }
  /** The order is no longer placed: its print jobs are settled. */
  | { outcome: 'stale'; current: OrderStatus };

export interface OrderStore {
  /**
   * Atomic: with a claim, at most one order is ever created per (customerUid, key), and the
   * units of every counted line are taken with it (recorded as movements), or none are. Each print
   * line's job is bound to the order in the same write: only a job of this customer's that is in
   * no order yet. The store gives the order a unique pickup code; `notify`'s notice joins the
   * outbox in the same write.
   */
  create(input: OrderInput, claim?: IdempotencyClaim, notify?: Notify): Promise<CreateOrderResult>;
  get(id: string): Promise<Order | null>;
  listByEmail(email: string): Promise<Order[]>;
  /** A customer's own orders: placed under their uid and e-mail, newest first. */
  listByCustomer(customerUid: string, email: string): Promise<Order[]>;
  /**
   * A customer's online orders by their account, newest first; with `verifiedEmail`, also the
   * online orders placed under that address while it was verified (by another account of theirs).
   */
  listByAccount(customerUid: string, verifiedEmail: string | null): Promise<Order[]>;
  /** Whether this customer's Idempotency-Key is remembered, i.e. a retry would be a replay. */
  hasClaim(customerUid: string, key: string): Promise<boolean>;
  /** Every online order, newest first (counter sales are listed by the day: SalesStore.listDay). */
  listAll(): Promise<Order[]>;
  /**
   * Every online order, newest first, `batchSize` at a time: each batch is read when the one before it
   * has been taken, so a long list never holds the process. Orders placed meanwhile are not added.
   */
  listAllInBatches(batchSize: number): AsyncIterable<Order[]>;
  /**
   * Compare-and-set: changes the status only while it is still `from`. Cancelling puts the
   * order's units back (counted books only); collecting adds them to the units sold. Becoming
   * ready needs every print job of the order ticked as printed, checked in the same write.
   */
  changeStatus(
    id: string,
    from: OrderStatus,
    to: OrderStatus,
    details?: StatusChangeDetails,
    notify?: Notify,
  ): Promise<StatusChangeResult>;
  /** A page of the desk's view, newest first, filtered and counted by the store. */
  search(query: OrderSearch): Promise<{ items: Order[]; total: number }>;
  /** How many orders each tab holds for this search. */
  counts(query: Pick<OrderSearch, 'search' | 'now'>): Promise<DeskCounts>;
  /** Units to take from the shelves for the placed orders, per book. */
  pickList(): Promise<PickListLine[]>;
  /** Ticks (or unticks) one print job of a placed order as printed. */
  markPrinted(orderId: string, jobId: string, printed: boolean): Promise<MarkPrintedResult>;
  /** The print jobs of placed orders not yet printed, oldest order first. */
  printJobsToRun(): Promise<PrintJobToRun[]>;
}

/** A notice as the owner's list reads it, before the service adds the links to send it by hand. */
export type ListedNotice = Omit<OwnerNotice, 'whatsAppLink'> & {
  /**
   * For an order's notice whose customer has no e-mail (signed in by phone): the number they
   * signed in with, the one way to reach them; null otherwise.
   */
  whatsAppOnly: string | null;
};

export interface OutboxStore {
  /** Every notice, newest first, with its order's pickup code and phone. */
  list(page: { limit: number; offset: number }): Promise<{ items: ListedNotice[]; total: number }>;
  /**
   * Pending notices due by `now`, each leased to the caller until `now + leaseMs` so that no other
   * sender (another process) takes it meanwhile.
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  markSent(id: string, at: Date): Promise<void>;
  /**
   * The owner delivered it themselves (WhatsApp, a call): sent at `at`, never tried again. A notice
   * already sent keeps its time; null when there is no such notice.
   */
  markSentByHand(id: string, at: Date): Promise<OutboxMessage | null>;
  /** A failed try: retried at `retryAt`, or given up (failed) when it is null. */
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
}
