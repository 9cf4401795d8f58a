/**
 * The distributors the shop buys its stock from, on GST purchase bills. A supplier in the shop's
 * own state charges CGST and SGST; one in another state, IGST.
 */
import type { Ageing } from './ledger-ageing';
import type { StaffRef } from './staff';

export const SUPPLIER_NAME_MAX = 100;
export const SUPPLIER_ADDRESS_MAX = 300;
/** The longest credit a supplier gives, in days. */
export const PAYMENT_TERMS_MAX_DAYS = 365;
/** The most suppliers GET /api/suppliers answers at once. */
export const SUPPLIER_PAGE_MAX = 100;

/** GET /api/suppliers/:id, and each of GET /api/suppliers */
export interface Supplier {
  _id: string;
  name: string;
  /** Checked as a buyer's is; no two suppliers share one. Null for an unregistered supplier. */
  gstin: string | null;
  address: string;
  /** The GST state's name ("Maharashtra") and code ("27"): the GSTIN's, else as typed. */
  state: string;
  stateCode: string;
  /** An Indian mobile number, E.164, for purchase orders on WhatsApp; null when none. */
  phone: string | null;
  /** Days the supplier gives to pay a bill; 0 means on delivery. */
  paymentTermsDays: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /api/suppliers → 201; PUT /api/suppliers/:id → 200, every field as it should now be.
 * The state comes from the GSTIN when there is one.
 */
export interface SupplierRequest {
  name: string;
  gstin?: string | null;
  address: string;
  state?: string | null;
  phone?: string | null;
  paymentTermsDays?: number;
}

/** GET /api/suppliers?q=&page=&limit= (header X-Total-Count): by name or GSTIN. */
export interface SupplierQuery {
  q?: string;
  page?: number;
  limit?: number;
}

/** How the shop pays a supplier. */
export const SUPPLIER_PAYMENT_METHODS = ['cash', 'upi', 'bank', 'cheque'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];
/** The most one payment to a supplier may be, in rupees. */
export const SUPPLIER_PAYMENT_MAX = 10_000_000;

/** POST /api/suppliers/:id/payments */
export interface SupplierPaymentRequest {
  amount: number;
  method: SupplierPaymentMethod;
  /** UTR, cheque number. */
  reference?: string;
  /** The India date it was paid; today when left out. */
  date?: string;
  /** More than is owed, the rest kept as an advance with the supplier. */
  advance?: boolean;
}

/** POST /api/suppliers/:id/payments → 201 */
export interface SupplierPayment {
  _id: string;
  supplierId: string;
  amount: number;
  method: SupplierPaymentMethod;
  reference: string | null;
  date: string;
  at: string;
  by: StaffRef | null;
  /** What the shop owes the supplier after it (negative: an advance). */
  balance: number;
  /** The cash taken out of the open day's drawer for it (`fromTill`); null when none was. */
  cashMovementId: string | null;
}

/** One line of a supplier's statement: a bill (owed) or a payment. */
export interface SupplierStatementEntry {
  date: string;
  kind: 'bill' | 'payment';
  /** The supplier's bill number, or the payment's reference. */
  document: string | null;
  /** Rupees: positive is owed to the supplier, negative paid. */
  amount: number;
  balance: number;
  purchaseId: string | null;
  paymentId: string | null;
}

/** GET /api/suppliers/:id/statement?from&to */
export interface SupplierStatement {
  supplier: { _id: string; name: string; gstin: string | null };
  from: string;
  to: string;
  opening: number;
  entries: SupplierStatementEntry[];
  closing: number;
}

/** One supplier's row of GET /api/reports/payables. */
export interface Payable {
  supplier: {
    _id: string;
    name: string;
    gstin: string | null;
    phone: string | null;
    paymentTermsDays: number;
  };
  balance: number;
  oldestDue: string | null;
  /** Rupees of bills past their payment terms. */
  overdue: number;
  ageing: Ageing;
}

/** GET /api/reports/payables (owner), and .csv */
export interface PayablesReport {
  asOf: string;
  suppliers: Payable[];
  totals: Ageing & { balance: number; overdue: number };
}
