/**
 * The store contract's billing part: the shop's tax settings and the bills it has issued. A bill is
 * numbered by the store, in the same transaction as the sale, collection or return it bills, so a
 * number is never skipped nor given twice; its figures are worked out before (contract/invoices.ts).
 */
import type { StoredPart } from './order-rules';
import type {
  BillFigures,
  DocumentTitle,
  InvoiceKind,
  InvoiceParty,
  InvoiceView,
  OrderChannel,
  PaymentMethod,
  SaleInvoiceKind,
  TaxSettings,
} from '../contract';

export interface TaxSettingsStore {
  /** The settings the owner saved, or the defaults (contract DEFAULT_TAX_SETTINGS) before they have. */
  get(): Promise<TaxSettings>;
  put(settings: TaxSettings): Promise<TaxSettings>;
}

/** A sale's bill before it has a number: the store numbers and dates it as it stores the sale. */
export interface BillDraft extends BillFigures {
  seller: InvoiceView['seller'];
  kind: SaleInvoiceKind;
  /** Its heading (contract documentTitle), printed and kept as issued. */
  title: DocumentTitle;
  /** The series' prefix (TaxSettings.invoicePrefix); the number is <prefix>/<yy-yy>/<n>. */
  prefix: string;
  buyer: InvoiceParty;
}

/** What a return's credit note is issued with: the series' prefix and the seller printed on it. */
export interface CreditNoteIssue {
  prefix: string;
  seller: InvoiceView['seller'];
}

/**
 * A bill as kept, its figures in paise: what GET /api/invoices/:number shows (in rupees), and what
 * the reports, the exports and the day need.
 */
export interface InvoiceRecord extends Omit<InvoiceView, 'lines' | 'totals' | 'byRate'>, BillFigures {
  kind: InvoiceKind;
  /** The instant it was issued (ISO); `date` is its India date. */
  at: string;
  /** Whose order it bills (the customer may read it); the counter's sales have the counter's uid. */
  customerUid: string;
  channel: OrderChannel;
  /** How the sale was paid, or the refund given for a credit note; null when paid in parts. */
  paymentMethod: PaymentMethod | null;
  /** The parts of a sale paid in parts or on account (a credit note to the account has one). */
  paymentParts: StoredPart[] | null;
  /** The return a credit note was issued for. */
  returnId: string | null;
}

export interface InvoiceStore {
  get(number: string): Promise<InvoiceRecord | null>;
  /** Bills and credit notes issued in [since, until), oldest first (by time, then number). */
  list(range: { since: Date; until: Date }): Promise<InvoiceRecord[]>;
  /** The last serial a series ("SB/26-27/") gave out, voided bills' included; 0 before its first. */
  lastSerial(series: string): Promise<number>;
}
