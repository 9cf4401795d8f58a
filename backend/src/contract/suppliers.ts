/**
 * The distributors the shop buys its stock from, on GST purchase bills. A supplier in the shop's
 * own state charges CGST and SGST; one in another state, IGST.
 */

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
