/**
 * Buying again: when each item is to be reordered, what the shop should order now (GET
 * /api/reorder), and the numbered purchase orders it sends its suppliers. Money is rupees.
 */
import type { Category } from './categories';
import type { StaffRef } from './staff';
import type { Unit } from './units';

/** The most units a reorder level or quantity may name. */
export const REORDER_UNITS_MAX = 100_000;
/** The most lines one purchase order may carry. */
export const PURCHASE_ORDER_LINES_MAX = 200;
export const PURCHASE_ORDER_NOTE_MAX = 500;
/** The most orders GET /api/purchase-orders answers at once. */
export const PURCHASE_ORDER_PAGE_MAX = 100;

/** PUT /api/reorder/:productId (manager, owner): null clears a value. */
export interface ReorderLevelsRequest {
  /** Reorder once units on hand are at or below this. */
  reorderLevel: number | null;
  /** How many to order then; without it, enough to reach twice the level. */
  reorderQuantity: number | null;
}

/** PUT /api/reorder/:productId → 200 */
export interface ReorderLevelsView extends ReorderLevelsRequest {
  productId: string;
}

/** One item of GET /api/reorder: below its level, or short of what the school kits need, or both. */
export interface ReorderLine {
  productId: string;
  title: string;
  category: Category;
  unit: Unit;
  onHand: number;
  reorderLevel: number | null;
  reorderQuantity: number | null;
  /** Units the published kits of the school year need (expected kits × units a kit); 0 when none. */
  kitsNeed: number;
  /** Units ordered from suppliers on open purchase orders and not received yet. */
  onOrder: number;
  /**
   * What to order now: the reorder quantity (or up to twice the level) for an item at or below its
   * level, at least what the kits need beyond what is on hand, less what is on order already.
   */
  orderQuantity: number;
  /** Rupees a unit, before GST when the tax is credited back: the item's cost; null when none. */
  cost: number | null;
}

/** The items last bought from one supplier; `supplier` null for items never bought on a bill. */
export interface ReorderGroup {
  supplier: { _id: string; name: string; phone: string | null } | null;
  lines: ReorderLine[];
}

/** What one kit's expected sales need of one of its items. */
export interface KitNeed {
  kitId: string;
  school: string;
  className: string;
  academicYear: string;
  expectedKits: number;
  productId: string;
  title: string;
  /** Units of the item in one kit. */
  perKit: number;
  /** expectedKits × perKit */
  needed: number;
  onHand: number;
  /** "40 × Class 5 (St. Xavier's) needs 360 Single-line notebook, 120 on hand" */
  text: string;
}

/** GET /api/reorder (manager, owner) */
export interface ReorderList {
  asOf: string;
  /** The school year whose published kits are counted ("2026-27"), and the ones after it. */
  academicYear: string;
  groups: ReorderGroup[];
  /** Each required line of each published kit with an expected number, largest need first. */
  kits: KitNeed[];
}

export const PURCHASE_ORDER_STATUSES = ['open', 'part_received', 'received', 'closed'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** One line of POST /api/purchase-orders. */
export interface PurchaseOrderLineRequest {
  productId: string;
  quantity: number;
  /** Rupees a unit the shop expects to pay; the item's cost when left out. */
  unitCost?: number | null;
}

/** POST /api/purchase-orders (manager, owner) */
export interface PurchaseOrderRequest {
  supplierId: string;
  lines: PurchaseOrderLineRequest[];
  note?: string;
}

export interface PurchaseOrderLine {
  productId: string;
  title: string;
  unit: Unit;
  quantity: number;
  unitCost: number | null;
  /** Units received on bills entered against the order. */
  received: number;
  /** quantity − received, never below 0. */
  due: number;
}

/** POST /api/purchase-orders → 201, GET /api/purchase-orders/:id */
export interface PurchaseOrder {
  _id: string;
  /** "SB/PO26-27/00001": a series of its own each financial year. */
  number: string;
  /** The India date it was raised. */
  date: string;
  supplier: { _id: string; name: string; gstin: string | null; phone: string | null };
  lines: PurchaseOrderLine[];
  note: string;
  status: PurchaseOrderStatus;
  /** Rupees: the lines at their unit costs; lines without a cost count 0. */
  estimatedValue: number;
  at: string;
  by: StaffRef | null;
  closedAt: string | null;
  closedBy: StaffRef | null;
  /** The order as a message to the supplier. */
  text: string;
  /** A wa.me link to the supplier's number with `text`; null when the supplier has no mobile number. */
  whatsappUrl: string | null;
  /** Where its PDF is: /api/purchase-orders/:id.pdf */
  pdfUrl: string;
}
