/**
 * The store contract's purchases part: supplier bills that bring stock in, and each item's cost
 * (the weighted average of what is on hand and what came in). Money is paise.
 */
import type { Category, GstRate, PurchaseStatus, StaffRef, SupplierPaymentMethod, Unit } from '../contract';

export interface PurchaseLineRecord {
  productId: string;
  title: string;
  quantity: number;
  unit: Unit;
  hsn: string;
  gstRate: GstRate;
  unitCostPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
  /** What one unit adds to the item's cost: before GST when the tax is credited back, else with it. */
  landedCostPaise: number;
  /** The item's cost before and after this bill, so a cancel can put it back. */
  costBeforePaise: number | null;
  costAfterPaise: number;
}

export interface PurchaseTotalsRecord {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  itcPaise: number;
  otherChargesPaise: number;
  roundOffPaise: number;
  totalPaise: number;
}

export interface PurchaseRecord {
  _id: string;
  supplier: { _id: string; name: string; gstin: string | null; state: string; stateCode: string };
  billNumber: string;
  /** The bill number as compared: upper case, no spaces, so "inv 12" and "INV12" are one bill. */
  billKey: string;
  billDate: string;
  financialYear: string;
  interState: boolean;
  lines: PurchaseLineRecord[];
  totals: PurchaseTotalsRecord;
  status: PurchaseStatus;
  /** The purchase order the bill delivered, its lines received on it; null when none. */
  purchaseOrderId: string | null;
  at: Date;
  by: StaffRef | null;
  cancelledAt: Date | null;
  cancelledBy: StaffRef | null;
}

/** A purchase as the service hands it to be posted: every line's cost yet to be worked out. */
export type PurchaseDraft = Omit<
  PurchaseRecord,
  '_id' | 'lines' | 'status' | 'cancelledAt' | 'cancelledBy'
> & {
  lines: Omit<PurchaseLineRecord, 'title' | 'costBeforePaise' | 'costAfterPaise'>[];
};

export type PostPurchaseResult =
  | { outcome: 'posted'; purchase: PurchaseRecord }
  /** The supplier's bill of this number is already posted this financial year. */
  | { outcome: 'duplicate'; purchaseId: string }
  /** An item of a line is no longer in the catalogue. */
  | { outcome: 'unknown_item'; productId: string }
  /** The purchase order it names is not there, or is received or closed already. */
  | { outcome: 'order_not_open'; purchaseOrderId: string };

export type CancelPurchaseResult =
  | { outcome: 'cancelled'; purchase: PurchaseRecord }
  | { outcome: 'not_found' }
  | { outcome: 'already_cancelled' }
  /** Fewer units of an item are left to take back than the bill brought: some were sold. */
  | { outcome: 'sold'; productId: string; title: string; available: number; quantity: number };

/** An item's stock and cost as a purchase reads them. */
export interface ItemCostRead {
  title: string;
  /** Null for an item whose units are not counted. */
  onHand: number | null;
  stock: number | null;
  costPaise: number | null;
}

/**
 * What an item's cost is (the weighted average of what was bought, and from whom last), and when to
 * buy it again: at or below `reorderLevel` units on hand, `reorderQuantity` of it.
 */
export interface ItemCost extends ReorderLevels {
  costPaise: number | null;
  lastSupplierId: string | null;
}

/** When an item is to be bought again, and how many; null when the owner has not said. */
export interface ReorderLevels {
  reorderLevel: number | null;
  reorderQuantity: number | null;
}

/** A counted item at or below its reorder level. */
export interface ReorderRead extends ItemCost {
  productId: string;
  title: string;
  category: Category;
  unit: Unit;
  onHand: number;
  reorderLevel: number;
}

/** A payment to a supplier, its money in paise. */
export interface SupplierPaymentRecord {
  _id: string;
  supplierId: string;
  amountPaise: number;
  method: SupplierPaymentMethod;
  reference: string | null;
  /** The India date it was paid. */
  date: string;
  at: Date;
  by: StaffRef | null;
}

export interface PurchaseQuery {
  supplierId?: string;
  /** India dates of the bills, both included. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export interface PurchaseStore {
  /**
   * In one unit: each line's units on hand and the item's new cost, the movements naming the bill,
   * and the bill; refused whole for a duplicate or an unknown item.
   */
  post(draft: PurchaseDraft): Promise<PostPurchaseResult>;
  /** In one unit: the units taken back, each item's cost as it was, the bill marked cancelled. */
  cancel(id: string, at: Date, by: StaffRef | null): Promise<CancelPurchaseResult>;
  findById(id: string): Promise<PurchaseRecord | null>;
  /** Newest bill first, with how many match in all. */
  list(query: PurchaseQuery): Promise<{ items: PurchaseRecord[]; total: number }>;
  /** The cost of each item named that has one. */
  costs(productIds: readonly string[]): Promise<Map<string, ItemCost>>;
  /** Every counted item with units on hand, with its cost (null when it has none). */
  stockAtCost(): Promise<StockAtCost[]>;
  /** An item's reorder level and quantity, null clearing them; false when there is no such item. */
  setReorderLevels(productId: string, levels: ReorderLevels): Promise<boolean>;
  /** Every counted item at or below its reorder level, by title. */
  belowReorderLevel(): Promise<ReorderRead[]>;
  /** Stores the payment under a new id: the payment as stored. */
  recordPayment(payment: Omit<SupplierPaymentRecord, '_id'>): Promise<SupplierPaymentRecord>;
  /** Payments to one supplier (all without), oldest first. */
  paymentsTo(supplierId?: string): Promise<SupplierPaymentRecord[]>;
  /** Posted bills of one supplier (all without), oldest bill first. */
  postedBills(supplierId?: string): Promise<PurchaseRecord[]>;
  /** What a unit of each item of these orders cost when its line was sold, for lines that kept one. */
  lineCosts(orderIds: readonly string[]): Promise<Map<string, Map<string, number>>>;
}

export interface StockAtCost {
  productId: string;
  category: Category;
  onHand: number;
  costPaise: number | null;
}
