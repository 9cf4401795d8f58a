/**
 * Purchase bills: stock bought from a supplier on their GST bill. Each line's tax is worked out as
 * the bill charges it (CGST and SGST, half the rate each, from a supplier in the shop's state; IGST
 * from one in another) and claimed as input tax credit. Money is rupees.
 */
import type { Category } from './categories';
import type { GstRate } from './gst-tax';
import type { StaffRef } from './staff';
import type { Unit } from './units';

/** The most lines one purchase bill may carry. */
export const PURCHASE_LINES_MAX = 200;
/** The most units of one line, and the highest unit cost in rupees. */
export const PURCHASE_QUANTITY_MAX = 100_000;
export const UNIT_COST_MAX = 1_000_000;
/** Other charges (freight, packing) and the round-off, in rupees. */
export const OTHER_CHARGES_MAX = 100_000;
export const ROUND_OFF_MAX = 1;
export const BILL_NUMBER_MAX = 40;
/** The most bills GET /api/purchases answers at once. */
export const PURCHASE_PAGE_MAX = 100;
/** The most items GET /api/item-costs answers at once. */
export const ITEM_COSTS_MAX = 200;

/** An item a bill brings that the catalogue does not have yet: added as the bill is entered. */
export interface NewPurchaseItem {
  title: string;
  category: Category;
  /** What the shop sells it for, GST included. */
  newPrice: number;
  oldPrice?: number;
  description?: string;
  barcode?: string | null;
  sku?: string | null;
}

/** One line of POST /api/purchases: an item of the catalogue (`productId`) or a new one (`newItem`). */
export interface PurchaseLineRequest {
  productId?: string;
  newItem?: NewPurchaseItem;
  quantity: number;
  /** Rupees a unit, before GST, as the supplier's bill prints it. */
  unitCost: number;
  gstRate: GstRate;
  hsn: string;
  unit: Unit;
}

/** POST /api/purchases (manager, owner) */
export interface PurchaseRequest {
  supplierId: string;
  billNumber: string;
  /** The India date printed on the supplier's bill (YYYY-MM-DD). */
  billDate: string;
  lines: PurchaseLineRequest[];
  otherCharges?: number;
  roundOff?: number;
  /** The purchase order this bill delivers: its lines' units count as received on it. */
  purchaseOrderId?: string;
}

export interface PurchaseLine extends Omit<PurchaseLineRequest, 'newItem'> {
  productId: string;
  title: string;
  /** quantity × unitCost */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable and its tax */
  amount: number;
}

export interface PurchaseTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The input tax credit: CGST, SGST and IGST the shop may set against its own. */
  itc: number;
  otherCharges: number;
  roundOff: number;
  /** What the supplier is owed for the bill. */
  total: number;
}

export const PURCHASE_STATUSES = ['posted', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** POST /api/purchases → 201, GET /api/purchases/:id */
export interface Purchase {
  _id: string;
  supplier: { _id: string; name: string; gstin: string | null; state: string; stateCode: string };
  billNumber: string;
  billDate: string;
  /** "26-27": a supplier's bill number is theirs once a financial year. */
  financialYear: string;
  /** IGST: the supplier is in another state than the shop. */
  interState: boolean;
  lines: PurchaseLine[];
  totals: PurchaseTotals;
  status: PurchaseStatus;
  /** The purchase order it delivered; null when entered without one. */
  purchaseOrderId: string | null;
  at: string;
  by: StaffRef | null;
  cancelledAt: string | null;
  cancelledBy: StaffRef | null;
}

/** A purchase line's tax in paise on its taxable value: IGST whole, or CGST and SGST half each. */
export function purchaseLineTax(
  taxablePaise: number,
  rate: GstRate,
  interState: boolean,
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (interState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: Math.round((taxablePaise * rate) / 100) };
  // Each half is rounded once and the same for both, so CGST and SGST are always equal.
  const half = Math.round((taxablePaise * rate) / 200);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/** How a bill number is compared: "inv 12" and "INV12" are one bill. */
export const billKeyOf = (billNumber: string): string => billNumber.toUpperCase().replace(/\s+/g, '');

/** GET /api/item-costs?ids= (manager, owner): what a unit of each item cost the shop. */
export interface ItemCostView {
  productId: string;
  /** Rupees a unit: the weighted average of what was bought; null when never bought on a bill. */
  cost: number | null;
  /** Who it was bought from last; null when never. */
  lastSupplierId: string | null;
  /** When to buy it again (PUT /api/reorder/:productId); null when not set. */
  reorderLevel: number | null;
  reorderQuantity: number | null;
}

/** One category's row of GET /api/reports/stock-value. */
export interface StockValueRow {
  category: Category;
  /** Counted items with units on hand. */
  items: number;
  units: number;
  /** Rupees: units on hand × cost, for the items that have a cost. */
  value: number;
  /** Units on hand of items that have no cost yet (not in `value`). */
  unitsWithoutCost: number;
}

/** GET /api/reports/stock-value (owner), and .csv */
export interface StockValueReport {
  asOf: string;
  categories: StockValueRow[];
  totals: Omit<StockValueRow, 'category'>;
}

export const MARGIN_GROUPS = ['item', 'category'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

/** Sales and their cost, of an item or a category, in rupees. */
export interface MarginFigures {
  /** Units sold less units returned. */
  units: number;
  /** Taxable value billed, less credit notes. */
  sales: number;
  /** What the units cost the shop when they were sold. */
  cost: number;
  /** sales − cost, of the units whose cost is known. */
  margin: number;
  /** margin as a per cent of the sales of the units whose cost is known; null when none is. */
  marginPercent: number | null;
  /** Units sold before their item had a cost: in `units` and `sales`, not in the margin. */
  unitsWithoutCost: number;
}

/** One row of GET /api/reports/margin: an item (productId, title) or a category. */
export interface MarginRow extends MarginFigures {
  productId: string | null;
  title: string | null;
  category: Category | null;
}

/** GET /api/reports/margin?from&to&groupBy=item|category (owner), and .csv */
export interface MarginReport {
  from: string;
  to: string;
  groupBy: MarginGroup;
  rows: MarginRow[];
  totals: MarginFigures;
}
