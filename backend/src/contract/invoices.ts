/**
 * The bills the shop issues (tax invoices, bills of supply, receipts) and the credit notes of
 * returns. The billing path works in integer paise (BillLine, BillFigures) from the priced line to
 * the export; the bill crosses HTTP as InvoiceView, in rupees with two decimals.
 */
import type { GstRate, LineTax, RateTax } from './gst-tax';
import { NO_TAX, plusTax, taxOfLine, taxSummaryByRate } from './gst-tax';
import { NO_PAISE, plusPaise, timesUnits, toRupees, type Paise } from './money';
import type { Unit } from './units';
import type { DocumentTitle, GstMode, InvoiceKind, SaleInvoiceKind } from './tax-settings';

/** What a sale (an order of either channel) carries once billed. */
export interface InvoiceRef {
  number: string;
  /** The India date it was issued, YYYY-MM-DD. */
  date: string;
  kind: SaleInvoiceKind;
  /** The heading it was printed under (DOCUMENT_TITLES). */
  title: DocumentTitle;
  /** A voided sale keeps its number, marked cancelled. */
  cancelled?: boolean;
}

/** A billed line's tax as it was billed: rupees, two decimals. HSN of goods, SAC of a print job. */
export interface InvoiceLineTax {
  hsn: string;
  rate: GstRate;
  taxable: number;
  cgst: number;
  sgst: number;
}

export interface InvoiceLine {
  /** The item billed; null for a print job. */
  productId: string | null;
  title: string;
  quantity: number;
  /** The unit it was billed in ("PAC"); absent from a line billed before units were kept. */
  unit?: Unit;
  /** Per unit, tax included. */
  price: number;
  /** price × quantity. */
  amount: number;
  tax: InvoiceLineTax;
}

export interface InvoiceTotals {
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

export interface RateTotals {
  rate: GstRate;
  taxable: number;
  cgst: number;
  sgst: number;
}

/** Whom a bill is made out to. The state (and its code) of a buyer with a GSTIN is the GSTIN's. */
export interface InvoiceParty {
  name: string;
  gstin?: string;
  address?: string;
  /** The state's name as the GSTN spells it ("Maharashtra"). */
  state?: string;
  /** Its two-digit GST code ("27"), printed beside the name. */
  stateCode?: string;
}

export const BUYER_NAME_MAX = 100;
/** A postal address on one bill: a building, a street, a town and its PIN. */
export const BUYER_ADDRESS_MAX = 300;
export const BUYER_STATE_MAX = 60;

/**
 * A sale of this taxable value or more to a buyer without a GSTIN names the buyer, the address and
 * the state on its bill (rule 46(e)): ₹50,000, in paise.
 */
export const NAMED_BUYER_FROM_PAISE = 5_000_000 as Paise;

/** What a bill of `taxablePaise` to `buyer` lacks, as the law asks; empty when nothing. */
export function missingBuyerDetails(
  buyer: InvoiceParty,
  taxablePaise: Paise,
): ('name' | 'address' | 'state')[] {
  if (buyer.gstin || taxablePaise < NAMED_BUYER_FROM_PAISE) return [];
  return (['name', 'address', 'state'] as const).filter((field) => !buyer[field]?.trim());
}

/** Who issued a document, as it was when issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  /** How the shop was registered: a composition dealer's bill of supply says it may not collect tax. */
  gstMode: GstMode;
}

/** GET /api/invoices/:number */
export interface InvoiceView {
  number: string;
  date: string;
  kind: InvoiceKind;
  /** The heading it was printed under: "Tax Invoice", "Invoice-cum-Bill of Supply", "Bill of Supply"… */
  title: DocumentTitle;
  cancelled: boolean;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  orderId: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  byRate: RateTotals[];
  /** A credit note's bill: the one whose goods came back. */
  original?: { number: string; date: string };
}

/** A line to bill: what was sold, at what price a unit in paise, and the code and rate it is billed at. */
export interface LineToBill {
  productId: string | null;
  title: string;
  quantity: number;
  unit: Unit | null;
  pricePaise: Paise;
  hsn: string;
  rate: GstRate;
}

/** A billed line as the billing path keeps it: integer paise, its tax split as it was billed. */
export interface BillLine extends LineTax {
  productId: string | null;
  title: string;
  quantity: number;
  /** What it was billed in; null on a line billed before units were kept. */
  unit: Unit | null;
  pricePaise: Paise;
  /** pricePaise × quantity. */
  amountPaise: Paise;
  hsn: string;
  rate: GstRate;
}

export interface BillTotals extends LineTax {
  amountPaise: Paise;
}

/** The figures of a bill in paise: its lines, their totals and the summary per rate. */
export interface BillFigures {
  lines: BillLine[];
  totals: BillTotals;
  byRate: RateTax[];
}

/** The totals of billed lines, added up from the lines' own figures. */
export function totalsOf(lines: readonly BillLine[]): BillTotals {
  return lines.reduce<BillTotals>(
    (total, line) => ({
      amountPaise: plusPaise(total.amountPaise, line.amountPaise),
      ...plusTax(total, line),
    }),
    { amountPaise: NO_PAISE, ...NO_TAX },
  );
}

/**
 * The figures of a bill: each line's tax taken out of its amount, the totals, and the summary per
 * rate. A bill that charges no tax (bill of supply, receipt) bills every line at 0% with its code.
 */
export function billFigures(lines: readonly LineToBill[], chargesTax = true): BillFigures {
  const billed = lines.map((line): BillLine => {
    const amountPaise = timesUnits(line.pricePaise, line.quantity);
    const rate: GstRate = chargesTax ? line.rate : 0;
    return { ...line, amountPaise, rate, ...taxOfLine(amountPaise, rate) };
  });
  return { lines: billed, totals: totalsOf(billed), byRate: taxSummaryByRate(billed) };
}

/** A line's tax as the wire carries it: rupees. */
export const taxInRupees = (tax: LineTax) => ({
  taxable: toRupees(tax.taxablePaise),
  cgst: toRupees(tax.cgstPaise),
  sgst: toRupees(tax.sgstPaise),
});

export const rateInRupees = (row: RateTax): RateTotals => ({ rate: row.rate, ...taxInRupees(row) });

/** The figures of a bill as the wire carries them (GET /api/invoices/:number): rupees, two decimals. */
export function figuresInRupees(figures: BillFigures): Pick<InvoiceView, 'lines' | 'totals' | 'byRate'> {
  return {
    lines: figures.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      ...(line.unit ? { unit: line.unit } : {}),
      price: toRupees(line.pricePaise),
      amount: toRupees(line.amountPaise),
      tax: { hsn: line.hsn, rate: line.rate, ...taxInRupees(line) },
    })),
    totals: { amount: toRupees(figures.totals.amountPaise), ...taxInRupees(figures.totals) },
    byRate: figures.byRate.map(rateInRupees),
  };
}
