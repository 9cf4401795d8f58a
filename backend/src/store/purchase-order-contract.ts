/**
 * The store contract's purchase orders part: what the shop asked a supplier for, numbered in a
 * series of its own, and how much of each line has come in on bills entered against it.
 */
import type { PurchaseOrderStatus, StaffRef, Unit } from '../contract';

export interface PurchaseOrderLineRecord {
  productId: string;
  title: string;
  unit: Unit;
  quantity: number;
  unitCostPaise: number | null;
  /** Units received on bills entered against the order (not cancelled). */
  receivedQuantity: number;
}

export interface PurchaseOrderRecord {
  _id: string;
  number: string;
  financialYear: string;
  supplier: { _id: string; name: string; gstin: string | null; phone: string | null };
  /** The India date it was raised. */
  date: string;
  lines: PurchaseOrderLineRecord[];
  note: string;
  status: PurchaseOrderStatus;
  at: Date;
  by: StaffRef | null;
  closedAt: Date | null;
  closedBy: StaffRef | null;
}

/** An order as the service hands it to be numbered and kept. */
export type PurchaseOrderDraft = Omit<
  PurchaseOrderRecord,
  '_id' | 'number' | 'status' | 'closedAt' | 'closedBy'
>;

export interface PurchaseOrderQuery {
  supplierId?: string;
  /** Only orders with units still due (open or part received). */
  openOnly?: boolean;
  page: number;
  limit: number;
}

export type ClosePurchaseOrderResult =
  | { outcome: 'closed'; order: PurchaseOrderRecord }
  | { outcome: 'not_found' }
  /** Received whole, or closed already: nothing is due to close. */
  | { outcome: 'not_open'; order: PurchaseOrderRecord };

export interface PurchaseOrderStore {
  /** Numbers the order in `series` and keeps it, in one unit: the order as kept. */
  create(draft: PurchaseOrderDraft, series: string): Promise<PurchaseOrderRecord>;
  findById(id: string): Promise<PurchaseOrderRecord | null>;
  /** Newest first, with how many match in all. */
  list(query: PurchaseOrderQuery): Promise<{ items: PurchaseOrderRecord[]; total: number }>;
  /** Nothing more is expected on it. */
  close(id: string, at: Date, by: StaffRef | null): Promise<ClosePurchaseOrderResult>;
  /** Units of each item still due on open and part-received orders. */
  dueByItem(): Promise<Map<string, number>>;
}

/** What a line's received units make the order: received whole, part received, or still open. */
export function receiptStatus(lines: readonly PurchaseOrderLineRecord[]): PurchaseOrderStatus {
  if (lines.every((line) => line.receivedQuantity >= line.quantity)) return 'received';
  return lines.some((line) => line.receivedQuantity > 0) ? 'part_received' : 'open';
}
