/**
 * The customers the shop knows by phone: regulars, schools and coaching classes, some of whom buy
 * on account up to a limit the owner or a manager sets. Money is rupees.
 */
import type { Language } from './languages';

export const CUSTOMER_NAME_MAX = 100;
export const CUSTOMER_ADDRESS_MAX = 300;
export const CUSTOMER_NOTES_MAX = 500;
/** The most a credit limit may be, in rupees. */
export const CREDIT_LIMIT_MAX = 1_000_000;
/** The most customers GET /api/customers answers at once. */
export const CUSTOMER_PAGE_MAX = 100;

/** GET /api/customers/:id, and each of GET /api/customers */
export interface ShopCustomer {
  _id: string;
  name: string;
  /** An Indian mobile number, E.164 ("+919876543210"); no two customers share one. */
  phone: string;
  /** Read and checked as a bill's buyer's is; with it the customer is the bill's buyer. */
  gstin: string | null;
  address: string | null;
  /** The GST state's name ("Maharashtra") and code ("27"): the GSTIN's, else as typed. */
  state: string | null;
  stateCode: string | null;
  /** Rupees the customer may owe; 0 means no credit without a manager's approval. */
  creditLimit: number;
  /** The language of their statements and reminders. */
  language: Language;
  notes: string;
  /** When they were last sent a reminder of what they owe; null when never. */
  remindedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /api/customers → 201 (a cashier may add one, without a credit limit);
 * PUT /api/customers/:id → 200 (a manager or the owner), every field as it should now be.
 */
export interface CustomerRequest {
  name: string;
  phone: string;
  gstin?: string | null;
  address?: string | null;
  state?: string | null;
  creditLimit?: number;
  language?: Language;
  notes?: string;
}

/** GET /api/customers?q=&page=&limit= (header X-Total-Count): by name, phone digits or GSTIN. */
export interface CustomerQuery {
  q?: string;
  page?: number;
  limit?: number;
}
