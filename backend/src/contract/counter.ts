/** The pickup counter: codes, holds, payment at collection, notices, the desk's views. */
import type { OrderStatus } from './order-status';
import type { OrderLineKit } from './kits';
import type { PrintBinding, PrintColour, PrintSides } from './print';

/** Letters and digits that cannot be mistaken for one another when read aloud or off a screen (no 0/O, 1/I/L). */
export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 6;
export const PICKUP_CODE_PATTERN = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/** A code as someone typed or scanned it: case and spaces do not matter. */
export const normalisePickupCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

export const PAYMENT_METHODS = ['cash', 'upi', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
};
/** A UPI transaction number or card slip number. */
export const PAYMENT_REFERENCE_MAX = 40;
/** How a sale may be paid, or a part of it: money now, or on the customer's account. */
export const TENDER_METHODS = [...PAYMENT_METHODS, 'account'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/** One part of a split payment, as POST /api/counter/sales takes it. */
export interface PaymentPart {
  method: TenderMethod;
  /** Rupees. */
  amount: number;
  reference?: string;
}

/** One part of a sale's payment, as stored and answered. */
export interface SalePaymentPart {
  method: TenderMethod;
  amount: number;
  reference: string | null;
}

/**
 * How an order was paid, recorded by the owner when it is collected. The shop never verifies it.
 * A sale paid in parts names its largest part here and lists every part in `parts`.
 */
export interface Payment {
  method: TenderMethod;
  reference: string | null;
  at: string;
  /** Every part of a sale paid in parts or on account; absent when paid one way. */
  parts?: SalePaymentPart[];
}

/** How many days a ready order is held, unless PICKUP_HOLD_DAYS says otherwise. */
export const PICKUP_HOLD_DAYS_DEFAULT = 3;
/** How long the shop usually takes to get an order ready, as checkout tells the customer. */
export const PICKUP_READY_HOURS_DEFAULT = 4;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * A day as the shop says it, "25 Nov", on India's calendar wherever it is read; null for no date.
 * By hand, as Intl's en-IN short months differ between browsers ("Sep" or "Sept").
 */
export function holdDayLabel(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const india = new Date(time + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]}`;
}

/** The end of the day (India time) `days` days after `from`: when a ready order stops being held. */
export function holdUntilFrom(from: Date, days: number): string {
  const india = new Date(from.getTime() + INDIA_OFFSET_MS);
  const endOfDay = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days + 1) - 1;
  return new Date(endOfDay - INDIA_OFFSET_MS).toISOString();
}

/** The desk's tabs: the statuses, and ready orders past their hold. */
export const DESK_FILTERS = ['placed', 'ready', 'overdue', 'collected', 'cancelled'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];
export type DeskCounts = Record<DeskFilter | 'all', number>;

/** Orders the desk shows per page. */
export const DESK_PAGE_SIZE = 50;
export const DESK_SEARCH_MAX = 100;

/** One item to take off the shelves for the placed orders: units summed over them. */
export interface PickListLine {
  bookId: string;
  title: string;
  coverImage: string;
  units: number;
  orders: number;
}

/** A print job of a placed order that is not printed yet: what to print, and the paper it takes. */
export interface PrintJobToRun {
  orderId: string;
  pickupCode: string;
  jobId: string;
  fileName: string;
  colour: PrintColour;
  sides: PrintSides;
  copies: number;
  range: string;
  binding: PrintBinding;
  /** Sides printed, for all copies. */
  printedSides: number;
  /** Sheets of paper, for all copies. */
  sheets: number;
}

/** A placed order as the packer fills its bag: who it is for and what goes in. */
export interface PickBag {
  orderId: string;
  pickupCode: string;
  name: string;
  phone: string;
  placedAt: string;
  /** Goods to put in, as ordered. */
  /** Items of a school kit carry its kit, so they are packed under "Bag: Class 5, St. Xavier's". */
  items: { title: string; quantity: number; kit?: OrderLineKit }[];
  /** File names of the print jobs that go in once printed. */
  printFiles: string[];
}

/** GET /api/orders/today: what the counter has to do. */
export interface CounterToday {
  counts: { toPrepare: number; toHandOut: number; overdue: number };
  pickList: PickListLine[];
  /** Print jobs to run for the placed orders, oldest order first. */
  printJobs: PrintJobToRun[];
  /** One bag per placed order, oldest first, for the printed pick list. */
  bags: PickBag[];
}

/** The notices an order's changes send. */
export const ORDER_NOTICE_KINDS = [
  'placed',
  'ready',
  'collected',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type OrderNoticeKind = (typeof ORDER_NOTICE_KINDS)[number];
/** Every notice: an order's, or an item a customer waited for being back in stock. */
export const NOTICE_KINDS = [...ORDER_NOTICE_KINDS, 'back-in-stock'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_STATES = ['pending', 'sent', 'failed'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** GET /api/admin/messages: a notice to a customer, as the outbox keeps it. */
export interface OutboxMessage {
  _id: string;
  /** The order an order's notice tells of; null for a back-in-stock notice. */
  orderId: string | null;
  /** The item a back-in-stock notice tells of; null for an order's notice. */
  bookId: string | null;
  kind: NoticeKind;
  recipient: string;
  subject: string;
  text: string;
  /** pending: not delivered yet (waiting for a retry, or no mail server is set); failed: given up. */
  state: NoticeState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** GET /api/admin/messages: a notice with what the owner needs to send it by hand. */
export interface OwnerNotice extends OutboxMessage {
  /** The order's pickup code, as the customer knows the order (null if the order is gone). */
  pickupCode: string | null;
  /** The customer's phone, for WhatsApp: the order's, or the one given with a back-in-stock request. */
  phone: string | null;
  /**
   * For a customer with no e-mail (signed in by phone): a wa.me link to the number they signed in
   * with, the notice's text typed in, for the owner to send with one click.
   */
  whatsAppLink?: string;
}

/** A UPI address: a handle, @, and the bank's name (as NPCI's apps accept them). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * The NPCI deep link for paying an order, as NPCI's examples write it: the UPI id's @ as it is and
 * spaces as %20 (apps differ in what else they decode, so nothing else is escaped that need not be).
 */
export function upiPayLink(options: {
  upiId: string;
  payeeName: string;
  amount: number;
  pickupCode: string;
}): string {
  return upiLink({ ...options, note: `Order ${options.pickupCode}`, reference: options.pickupCode });
}

/** The same link for any amount: `note` is what the payer's app shows, `reference` the shop's own. */
export function upiLink(options: {
  upiId: string;
  payeeName: string;
  amount: number;
  note: string;
  reference?: string;
}): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');
  const params = [
    `pa=${encode(options.upiId)}`,
    `pn=${encode(options.payeeName)}`,
    `am=${options.amount.toFixed(2)}`,
    'cu=INR',
    `tn=${encode(options.note)}`,
    ...(options.reference ? [`tr=${encode(options.reference)}`] : []),
  ];
  return `upi://pay?${params.join('&')}`;
}
