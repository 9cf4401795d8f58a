/**
 * The store contract's counter part: walk-in sales (orders of the counter channel, collected when
 * made), their voids, and returns of collected orders of either channel. Every write here takes or
 * gives back stock in the same transaction as the record it makes, as orders do.
 */
import type {
  CounterDayTotals,
  OrderReturn,
  OrderStatus,
  Paise,
  OutOfStockItem,
  StaffRef,
  TenderMethod,
} from '../contract';
import type { StoredPart } from './order-rules';
import type { BillDraft, CreditNoteIssue } from './invoice-contract';
import type { BookLineInput, IdempotencyClaim, Order } from './order-contract';

/** What the owner rang up, priced by the service. */
export interface CounterSaleInput {
  /** The owner who made the sale: their Idempotency-Keys are theirs alone. */
  ownerId: string;
  /** Who sold it (the owner or a staff member), named on the sale; none stores null. */
  cashier?: StaffRef;
  /** The manager who approved a cashier's lower price; none stores null. */
  priceApprovedBy?: StaffRef | null;
  /** The buyer, when the owner asked; empty otherwise. */
  name: string;
  phone: string;
  lines: BookLineInput[];
  totalPaise: Paise;
  /** The customer the shop knows it was sold to; null for a walk-in. */
  customerId?: string | null;
  /** The parts of a sale paid in parts or on account, adding up to the total; null when paid one way. */
  parts?: StoredPart[] | null;
  /** A manager approved the account part past the customer's credit limit. */
  creditApproved?: boolean;
  payment: {
    /** The one method, or the main part's when paid in parts. */
    method: TenderMethod;
    reference: string | null;
    tenderedPaise: Paise | null;
    changePaise: Paise | null;
  };
}

export type CreateSaleResult =
  | { outcome: 'created'; sale: Order }
  | { outcome: 'replayed'; sale: Order }
  | { outcome: 'key_reused_with_other_request' }
  /** Some line asked for more than is left (or its item is gone): nothing was stored or taken. */
  | { outcome: 'out_of_stock'; items: OutOfStockItem[] }
  /** The sale named no customer the shop knows: nothing was stored or taken. */
  | { outcome: 'no_customer' }
  /** The account part would take the balance past the limit, unapproved: nothing was stored. */
  | { outcome: 'credit_limit'; limitPaise: Paise; balancePaise: Paise };

export type VoidSaleResult =
  | { outcome: 'voided'; sale: Order }
  | { outcome: 'not_found' }
  /** Already voided (or not a completed sale). */
  | { outcome: 'stale'; current: OrderStatus }
  /** Units of the sale were returned: the return refunded them, a void would refund them twice. */
  | { outcome: 'has_returns' };

export interface ReturnInput {
  orderId: string;
  items: { bookId: string; quantity: number }[];
  /** `account`: taken off the balance of the customer the order was sold to on account. */
  refund: { method: TenderMethod; reference: string | null };
  reason: string;
  /** Who issues the credit note when the order was billed (the shop's prefix and details today). */
  creditNote?: CreditNoteIssue;
  /** Who took the units back, and the manager who approved a cashier's return; none stores null. */
  by?: StaffRef;
  approvedBy?: StaffRef | null;
}

/** Who voided a sale, and the manager who approved a cashier's void. */
export interface VoidBy {
  by: StaffRef;
  approvedBy: StaffRef | null;
}

/** A line asked back beyond what was sold and not yet returned. */
export interface ReturnShortage {
  productId: string;
  title: string;
  /** Units sold on the order, less those already returned. */
  returnable: number;
  requested: number;
}

export type CreateReturnResult =
  | { outcome: 'created'; record: OrderReturn }
  | { outcome: 'not_found' }
  | { outcome: 'not_collected'; current: OrderStatus }
  | { outcome: 'too_many'; items: ReturnShortage[] }
  /** A refund to an account, for an order that put nothing on one. */
  | { outcome: 'not_on_account' };

export interface SalesStore {
  /**
   * Atomic, as an order's placing is: with a claim at most one sale per (owner, key); every counted
   * line's units come off the shelf (movements `counter_sale`) or none do; the sale takes the next
   * number of its India day's series, which has no gaps; its units count as sold. With a bill, the
   * bill takes the next number of its series for the India financial year in the same write.
   */
  createSale(input: CounterSaleInput, claim?: IdempotencyClaim, bill?: BillDraft): Promise<CreateSaleResult>;
  /** The counter sales of one India day (YYYY-MM-DD), newest first, and the day's money. */
  listDay(day: string): Promise<{ sales: Order[]; totals: CounterDayTotals }>;
  /**
   * A completed sale becomes cancelled, keeping its number: every unit it took goes back on the
   * shelf (movements `void`) and leaves the units sold. Its bill keeps its number too, marked cancelled.
   * The void names `who` made it (null both without).
   */
  voidSale(id: string, reason: string, who?: VoidBy): Promise<VoidSaleResult>;
  /**
   * Units of a collected order handed back: at most what was sold less what was returned, at the
   * prices charged; units the order took from a count go back on it (movements `return`). When the
   * order has a bill not cancelled and `creditNote` is given, a credit note for the units, at the
   * bill's prices, codes and rates, takes the next number of its own series in the same write.
   */
  createReturn(input: ReturnInput): Promise<CreateReturnResult>;
  /** An order's returns, oldest first. */
  returnsOf(orderId: string): Promise<OrderReturn[]>;
}
