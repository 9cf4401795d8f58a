/**
 * Walk-in sales at the counter: what the owner's counter screen sends and reads. A sale is an
 * order of the `counter` channel, collected the moment it is made; online orders are `online`.
 */
import type { PaymentMethod, PaymentPart, SalePaymentPart, TenderMethod } from './counter';
import type { OrderView } from './orders';
import type { StaffRef } from './staff';

/** The most lines one counter sale may hold. */
export const COUNTER_SALE_LINES_MAX = 100;
/** The most units of one item on one line. */
export const COUNTER_LINE_QUANTITY_MAX = 999;
/** A void or return reason, as the owner types it. */
export const COUNTER_REASON_MAX = 200;
/** How many days after collection an order may be returned, unless RETURN_DAYS says otherwise. */
export const RETURN_DAYS_DEFAULT = 7;
/** The receipt roll, unless RECEIPT_WIDTH_MM says otherwise. */
export const RECEIPT_WIDTHS_MM = [58, 80] as const;
export type ReceiptWidthMm = (typeof RECEIPT_WIDTHS_MM)[number];
export const RECEIPT_WIDTH_MM_DEFAULT: ReceiptWidthMm = 80;

/** POST /api/counter/sales: one line as the owner rings it up. */
export interface CounterSaleItem {
  productId: string;
  quantity: number;
  /** Rupees per unit, when the owner sells below the shop's price (at most the price, at least 0). */
  price?: number;
}

/** POST /api/counter/sales (owner; Idempotency-Key header as for orders). */
export interface CounterSaleRequest {
  items: CounterSaleItem[];
  /** A customer the shop knows; needed for any part on account. */
  customerId?: string;
  /** The payment in parts adding up to the total, instead of `payment`. */
  payments?: PaymentPart[];
  payment?: {
    method: PaymentMethod;
    /** A UPI transaction number or card slip number. */
    reference?: string;
    /** Cash handed over, in rupees: at least the total. */
    tendered?: number;
  };
  customer?: { name?: string; phone?: string };
  /** A business buyer, printed on the bill; a GSTIN (checked as readGstin reads it) needs the name. */
  buyer?: { name: string; gstin?: string };
}

/** A counter sale's payment: as an order's, plus the cash handed over and the change given. */
export interface CounterPayment {
  /** The largest part's method when the sale was paid in parts. */
  method: TenderMethod;
  reference: string | null;
  at: string;
  /** Cash sales given a tendered amount only. */
  tendered?: number;
  change?: number;
  /** Every part, for a sale paid in parts or on account. */
  parts?: SalePaymentPart[];
}

/** A walk-in sale as the API answers it: an order of the counter channel, collected when made. */
export interface CounterSale extends Omit<OrderView, 'payment'> {
  channel: 'counter';
  /** Its place in the day's gapless series (India date), printed on the receipt. */
  number: number;
  /** The India date (YYYY-MM-DD) whose series the number belongs to. */
  day: string;
  payment: CounterPayment;
  /** Who sold it, by the name they had then; null for a sale made before sales named their seller. */
  cashier: StaffRef | null;
  /**
   * The manager whose approval let a cashier sell below the shop's price; null when no approval
   * was needed (no lower price, or a seller who may lower prices) and for sales made before this.
   */
  priceApprovedBy: StaffRef | null;
  /** Set once the sale is voided (its status is then cancelled). */
  voided?: SaleVoid;
}

/** A sale's void: why and when, who voided it and the manager who approved a cashier's void. */
export interface SaleVoid {
  reason: string;
  at: string;
  /** Null for a void made before voids named who made them. */
  by: StaffRef | null;
  approvedBy: StaffRef | null;
}

/** POST /api/counter/sales → 201. */
export interface CounterSaleResponse {
  sale: CounterSale;
}

/** The money of one India day at the counter: sales less voids, less the refunds given that day. */
export interface CounterDayTotals {
  /** Sales completed (voided ones are not counted). */
  count: number;
  /** Rupees: what the sales took, less refunds given that day. */
  amount: number;
  cash: number;
  upi: number;
  card: number;
  /** Put on customers' accounts (less what came back to them). */
  account: number;
  /** Rupees refunded that day (returns of either channel), already taken off the above. */
  refunds: number;
}

/** GET /api/counter/sales?date=YYYY-MM-DD (header X-Total-Count). */
export interface CounterDay {
  date: string;
  sales: CounterSale[];
  totals: CounterDayTotals;
}

/** POST /api/counter/sales/:id/void */
export interface VoidSaleRequest {
  reason: string;
}

/** POST /api/orders/:id/returns: units of a collected order handed back. */
export interface ReturnRequest {
  items: { productId: string; quantity: number }[];
  /** `account`: taken off the balance of the customer the sale was on account to. */
  refund: { method: TenderMethod; reference?: string };
  reason: string;
}

/** One returned line: its units at the price they were sold for. */
export interface ReturnedItem {
  productId: string;
  title: string;
  quantity: number;
  /** Rupees per unit, as charged on the sale. */
  price: number;
}

/** POST /api/orders/:id/returns → 201. */
export interface OrderReturn {
  _id: string;
  orderId: string;
  items: ReturnedItem[];
  refund: { method: TenderMethod; reference: string | null };
  /** Rupees refunded: the returned units at the prices they were sold for. */
  amount: number;
  reason: string;
  at: string;
  /** The credit note issued for it when the order was billed; null for an order without a bill. */
  creditNote: { number: string } | null;
  /** Who took the return back; null for a return made before returns named who took them. */
  by: StaffRef | null;
  /** The manager whose approval let a cashier take it; null when none was needed. */
  approvedBy: StaffRef | null;
}

/** Takings split by channel, for the owner's overview. */
export interface ChannelTakings {
  online: { orders: number; total: number };
  counter: { orders: number; total: number };
  /** Rupees refunded for returns, already taken off the totals above. */
  refunds: number;
}
