/**
 * Customers' accounts (khata): what they bought on account, what came back to the account, and
 * what they paid against it. The balance is the sum of the entries, never a figure kept beside
 * them. Money is rupees; a positive amount is owed to the shop.
 */
import type { PaymentMethod } from './counter';
import type { StaffRef } from './staff';

/** The most one payment against an account may be, in rupees. */
export const ACCOUNT_PAYMENT_MAX = 1_000_000;
export const ACCOUNT_NOTE_MAX = 200;

/**
 * What moved an account: a bill on account (`sale`), a sale voided (`void`), units returned to the
 * account (`return`, against a credit note when the sale was billed), a payment (`payment`).
 */
export const ACCOUNT_ENTRY_KINDS = ['sale', 'void', 'return', 'payment'] as const;
export type AccountEntryKind = (typeof ACCOUNT_ENTRY_KINDS)[number];

/** One line of a customer's account. */
export interface AccountEntry {
  _id: string;
  customerId: string;
  kind: AccountEntryKind;
  /** Rupees: positive adds to what the customer owes, negative takes off it. */
  amount: number;
  at: string;
  /** The India date of `at`. */
  date: string;
  /** The bill, credit note or receipt it stands for: its number; null for a sale not billed. */
  document: string | null;
  /** The sale or order it belongs to; null for a payment. */
  orderId: string | null;
  /** A payment's method and reference; null otherwise. */
  method: PaymentMethod | null;
  reference: string | null;
  note: string | null;
  /** A payment the owner took beyond what was owed, as an advance. */
  advance: boolean;
  /** Who made it; null when nobody is named. */
  by: StaffRef | null;
}

/** POST /api/customers/:id/payments */
export interface AccountPaymentRequest {
  amount: number;
  method: PaymentMethod;
  reference?: string;
  note?: string;
  /** The owner only: take more than is owed, the rest kept as an advance. */
  advance?: boolean;
}

/** POST /api/customers/:id/payments → 201: the receipt printed at the counter. */
export interface AccountReceipt {
  /** "SB/RV26-27/00001": its own series per financial year. */
  number: string;
  customer: { _id: string; name: string; phone: string };
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  at: string;
  /** What the customer owes after it (negative: an advance). */
  balance: number;
  by: StaffRef | null;
}

/** A customer's balance and how old what they owe is (first in, first paid). */
export interface AccountStanding {
  balance: number;
  /** The India date of the oldest bill not yet paid off; null when nothing is owed. */
  oldestDue: string | null;
  /** Rupees by age of the bills they come from: 0-30, 31-60, 61-90, over 90 days. */
  ageing: { days0to30: number; days31to60: number; days61to90: number; over90: number };
}

/** GET /api/customers/:id/statement?from&to */
export interface AccountStatement {
  /** Who the statement is from, as its heading prints it. */
  shop: { name: string; address: string; gstin: string };
  customer: { _id: string; name: string; phone: string; gstin: string | null; language: 'en' | 'hi' };
  from: string;
  to: string;
  opening: number;
  entries: (AccountEntry & { balance: number })[];
  closing: number;
  /** The UPI link for exactly the closing balance; absent when nothing is owed or the shop takes no UPI. */
  upiLink?: string;
}

/** GET /api/customers/:id/reminder → the wa.me link with the text in the customer's language. */
export interface AccountReminder {
  url: string;
  text: string;
  due: number;
  oldestDue: string | null;
}

/** One customer's row of GET /api/reports/receivables. */
export interface Receivable extends AccountStanding {
  customer: { _id: string; name: string; phone: string; gstin: string | null };
  /** When the last reminder was sent; null when none was. */
  remindedAt: string | null;
}

/** GET /api/reports/receivables */
export interface ReceivablesReport {
  asOf: string;
  customers: Receivable[];
  totals: AccountStanding['ageing'] & { balance: number };
}
