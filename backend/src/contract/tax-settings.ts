/**
 * The shop's GST settings: how it is registered, which decides what bill a sale gets, the HSN code
 * and rate each category is billed at unless an item says otherwise, and the ledger names the
 * accountant's Tally export uses. Rates change (they did on 22 September 2025), so they are data
 * the owner edits, never constants a bill is recomputed from: each billed line keeps its own.
 */
import type { Category } from './categories';
import { GST_RATES, type GstRate } from './gst-tax';

export const GST_MODES = ['unregistered', 'composition', 'regular'] as const;
/** unregistered: below the threshold, no GSTIN; composition: GSTIN, pays tax on turnover, charges none. */
export type GstMode = (typeof GST_MODES)[number];

/** An HSN (goods) code and its rate, as a category's default or an item's own. */
export interface HsnRate {
  hsn: string;
  gstRate: GstRate;
}

/** A GST rate as a key of a JSON object ("18"). */
export type GstRateKey = `${GstRate}`;
export const GST_RATE_KEYS = GST_RATES.map((rate) => `${rate}` as GstRateKey);

/** Ledger names in the accountant's Tally company, used as they are in the XML export. */
export interface TallyLedgers {
  /** The stem each rate's sales ledger is named from unless the owner names it: "Sales @ 18%". */
  sales: string;
  /**
   * A sales ledger per rate, so Tally's GST reports classify each sale by the ledger it is posted
   * to; "0" takes Nil-rated sales and every sale of a shop that charges no tax.
   */
  salesByRate: Record<GstRateKey, string>;
  cgst: string;
  sgst: string;
  cash: string;
  upi: string;
  card: string;
}

/** GET/PUT /api/shop/tax */
export interface TaxSettings {
  gstMode: GstMode;
  /** The shop's GSTIN, check character verified; '' when unregistered. */
  gstin: string;
  /** The name on the GST registration, printed at the top of every bill. */
  legalName: string;
  /** 1-3 capital letters or digits (a shop may keep a 4 it saved before): SB makes SB/25-26/00042. */
  invoicePrefix: string;
  categoryDefaults: Record<Category, HsnRate>;
  /** Print & Copies jobs are a service: SAC 998912 (printing services) unless the owner says else. */
  printService: { sac: string; gstRate: GstRate };
  tallyLedgers: TallyLedgers;
}

/** A rate's sales ledger as named from the stem: "Sales @ 18%", and "Sales Nil Rated" for 0%. */
export const defaultSalesLedger = (stem: string, rate: GstRate): string =>
  rate === 0 ? `${stem} Nil Rated` : `${stem} @ ${rate}%`;

/** Every rate's sales ledger: the name the owner gave it, or the one the stem makes. */
export function salesLedgersByRate(
  stem: string,
  named: Partial<Record<GstRateKey, string>> = {},
): Record<GstRateKey, string> {
  return Object.fromEntries(
    GST_RATES.map((rate) => [`${rate}`, named[`${rate}`]?.trim() || defaultSalesLedger(stem, rate)]),
  ) as Record<GstRateKey, string>;
}

/**
 * Today's rates for what this shop sells, as the owner finds them on a fresh install. A category's
 * default bills only the items without a code of their own, so each is a code and rate the law has
 * now for the goods usually on that shelf, and where the shelf mixes rates, one that does not
 * declare less tax than most of it owes (prices include tax: a higher rate only moves rupees from
 * taxable value to tax). Items at another rate carry their own (contract/item-tax-suggestions.ts).
 * - book: printed books, Nil; notebooks (4820 Nil) carry their own.
 * - penandpencil: pens, 18%; pencils and erasers are Nil each on their own.
 * - colors: colour boxes and paints, 5% since 22 September 2025. Crayons, pastels and colour
 *   pencils (Nil) are more of the shelf, but a Nil default would declare no tax on paints and
 *   sketch pens; each of those carries its own.
 * - adhesive: glue, 18%.
 * - box: pencil boxes, pen stands and storage boxes of plastic (3926), 18%, as most of the shelf
 *   is, kits included (taxed at the highest rate of what they hold); geometry boxes (9017, 5%)
 *   carry their own.
 */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  gstMode: 'unregistered',
  gstin: '',
  legalName: '',
  invoicePrefix: 'SB',
  categoryDefaults: {
    book: { hsn: '4901', gstRate: 0 },
    penandpencil: { hsn: '9608', gstRate: 18 },
    colors: { hsn: '3213', gstRate: 5 },
    adhesive: { hsn: '3506', gstRate: 18 },
    box: { hsn: '3926', gstRate: 18 },
  },
  printService: { sac: '998912', gstRate: 18 },
  tallyLedgers: {
    sales: 'Sales',
    salesByRate: salesLedgersByRate('Sales'),
    cgst: 'Output CGST',
    sgst: 'Output SGST',
    cash: 'Cash',
    upi: 'UPI Collections',
    card: 'Card Collections',
  },
};

export const INVOICE_KINDS = ['tax-invoice', 'bill-of-supply', 'receipt', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** What a sale is billed with; a credit note is only ever issued against one of these. */
export type SaleInvoiceKind = Exclude<InvoiceKind, 'credit-note'>;

/**
 * The document a sale is billed with. A regular taxpayer issues a tax invoice for taxable goods and
 * a bill of supply for Nil-rated or exempt goods alone (rules 46 and 49); taxable and Nil lines
 * together take a tax invoice headed as both (documentTitle). A composition dealer always issues a
 * bill of supply, and a shop below the threshold a plain receipt.
 */
export function invoiceKindFor(mode: GstMode, rates: readonly GstRate[] = []): SaleInvoiceKind {
  if (mode === 'composition') return 'bill-of-supply';
  if (mode === 'unregistered') return 'receipt';
  return rates.length > 0 && rates.every((rate) => rate === 0) ? 'bill-of-supply' : 'tax-invoice';
}

/** The headings a document is printed under. */
export const DOCUMENT_TITLES = [
  'Tax Invoice',
  'Invoice-cum-Bill of Supply',
  'Bill of Supply',
  'Receipt',
  'Credit Note',
] as const;
export type DocumentTitle = (typeof DOCUMENT_TITLES)[number];

/** The heading a document is printed under, kept with it as issued. */
export function documentTitle(kind: InvoiceKind, rates: readonly GstRate[]): DocumentTitle {
  switch (kind) {
    case 'tax-invoice':
      return rates.some((rate) => rate === 0) ? 'Invoice-cum-Bill of Supply' : 'Tax Invoice';
    case 'bill-of-supply':
      return 'Bill of Supply';
    case 'receipt':
      return 'Receipt';
    case 'credit-note':
      return 'Credit Note';
  }
}

/**
 * What a document issued before its title and its seller's registration were kept was issued as:
 * each kind had one heading, and told the registration (a credit note says nothing of it alone).
 */
export const LEGACY_TITLES: Readonly<Record<InvoiceKind, DocumentTitle>> = {
  'tax-invoice': 'Tax Invoice',
  'bill-of-supply': 'Bill of Supply',
  receipt: 'Receipt',
  'credit-note': 'Credit Note',
};
export const legacyGstModeOf = (kind: SaleInvoiceKind): GstMode =>
  kind === 'tax-invoice' ? 'regular' : kind === 'bill-of-supply' ? 'composition' : 'unregistered';

/** Only a regular taxpayer charges GST; the others' bills carry none (taxable = amount, rate 0). */
export const chargesTax = (mode: GstMode): boolean => mode === 'regular';

/** What the owner sends or saved before: the per-rate sales ledgers may be left out, each or all. */
export type TallyLedgersAsSent = Omit<TallyLedgers, 'salesByRate'> & {
  salesByRate?: Partial<Record<GstRateKey, string>>;
};

/**
 * Settings as saved, completed from the defaults: a category or ledger added after the owner saved
 * starts at its default rather than missing from the bill. A rate's sales ledger the owner never
 * named is named from the sales ledger as saved, not from the default's.
 */
export function taxSettingsWithDefaults(
  saved: (Partial<Omit<TaxSettings, 'tallyLedgers'>> & { tallyLedgers?: Partial<TallyLedgersAsSent> }) | null,
): TaxSettings {
  const base = DEFAULT_TAX_SETTINGS;
  if (!saved) return structuredClone(base);
  const ledgers = { ...base.tallyLedgers, ...saved.tallyLedgers };
  return {
    ...base,
    ...saved,
    categoryDefaults: { ...base.categoryDefaults, ...saved.categoryDefaults },
    printService: { ...base.printService, ...saved.printService },
    tallyLedgers: {
      ...ledgers,
      salesByRate: salesLedgersByRate(ledgers.sales, saved.tallyLedgers?.salesByRate),
    },
  };
}
