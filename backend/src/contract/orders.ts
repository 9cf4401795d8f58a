import type { Payment } from './counter';
import type { InvoiceRef } from './invoices';
import type { OrderLineKit } from './kits';
import type { Language } from './languages';
import type { OrderStatus } from './order-status';
import type { PrintJobLine } from './print';
import type { StaffRef } from './staff';

/** online: placed by a customer and collected at the desk; counter: a walk-in sale. */
export const ORDER_CHANNELS = ['online', 'counter'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export interface Address {
  /** House, street and area: the checkout form's Address line; empty when a client sent none. */
  street: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
}

/** One book as charged: its title, unit price and cover at the moment of the order, and how many. */
export interface BookOrderLine {
  bookId: string;
  title: string;
  /** Rupees per unit. */
  price: number;
  coverImage: string;
  quantity: number;
  /** Set when the line came from a school kit: the lines of one kit item show and pack as one bag. */
  kit?: OrderLineKit;
}

/**
 * A print job as charged: one line, quantity 1, priced whole (copies and binding included), titled
 * by its file name. It has no bookId; older clients still read its title, price and quantity.
 */
export interface PrintOrderLine {
  printJob: PrintJobLine;
  title: string;
  /** Rupees for the whole job. */
  price: number;
  /** Always empty: a print job has no cover. */
  coverImage: string;
  quantity: 1;
}

export type OrderLine = BookOrderLine | PrintOrderLine;

/** A line, as an order answers it or as the store is given it: a print job's carries the job. */
type AnyLine = { printJob: PrintJobLine } | { bookId: string };
type PrintJobOf<L> = Extract<L, { printJob: PrintJobLine }>;

export const isPrintLine = <L extends AnyLine>(line: L): line is PrintJobOf<L> => 'printJob' in line;
export const isBookLine = <L extends AnyLine>(line: L): line is Exclude<L, PrintJobOf<L>> =>
  !('printJob' in line);

/** A line the shop could not fill, as a 409 out_of_stock lists it. */
export interface OutOfStockItem {
  productId: string;
  title: string;
  requested: number;
  available: number;
}

/** What a refusal for want of stock says of the items short: "only 2 of Gel pen are left". */
export const describeShortage = (items: readonly OutOfStockItem[]): string =>
  items
    .map((item) =>
      item.available === 0
        ? `${item.title} is out of stock`
        : `only ${item.available} of ${item.title} ${item.available === 1 ? 'is' : 'are'} left`,
    )
    .join('; ');

export interface StatusChange {
  status: OrderStatus;
  at: string;
  /**
   * Who moved it there, by the name they had then: the owner or the staff member at the desk or
   * the counter. Null for the customer's own moves (placing it, cancelling it) and for changes
   * made before the history named anyone.
   */
  by: StaffRef | null;
}

/** An order as the API answers it, to its customer and to the owner. */
export interface OrderView {
  _id: string;
  /** online: placed by a customer and collected at the desk; counter: a walk-in sale. */
  channel: OrderChannel;
  /** The customer's e-mail as their sign-in proved it; empty for a customer signed in by phone. */
  email: string;
  name: string;
  /** The number typed at checkout for the pickup. */
  phone: string;
  /**
   * The number the customer signed in with, as Firebase verified it by a code (E.164,
   * +919876543210); null for an account without one, and for orders placed before it was kept.
   */
  verifiedPhone: string | null;
  /** The language the customer ordered in: the notices about the order are written in it. */
  locale: Language;
  address: Address;
  /** Each ordered book once, in the order of the lines; print jobs are not listed. */
  productIds: string[];
  lines: OrderLine[];
  totalPrice: number;
  status: OrderStatus;
  statusHistory: StatusChange[];
  /** Shown at the counter to collect the order: 6 characters without look-alikes, unique. */
  pickupCode: string;
  /** The end of the last day a ready order is held (India time), as an instant; null before ready. */
  holdUntil: string | null;
  /** How the customer paid, recorded when the order was collected. */
  payment: Payment | null;
  /**
   * The customer the shop knows it was sold to: named at the counter or at collection, or the one
   * whose phone the online customer signed in with; null otherwise.
   */
  customerId: string | null;
  /**
   * The bill the sale was given when it was collected (an online order) or completed (a counter
   * sale); null before, and for orders collected before the shop billed.
   */
  invoice?: InvoiceRef | null;
  /** The NPCI pay link for this order, while it is placed or ready and the shop has a UPI id. */
  upiLink?: string;
  /**
   * In the desk's list only, on a ready order whose customer has no e-mail (signed in by phone):
   * a wa.me link to the number they signed in with, the ready notice's text typed in, in the
   * language they ordered in.
   */
  whatsAppLink?: string;
  createdAt: string;
  updatedAt: string;
}
