/**
 * The bills the shop issues (tax invoices, bills of supply, receipts) and the credit notes of
 * returns, as the owner, the customer and the accountant read them. Money is rupees with two
 * decimals; the figures are worked out in paise (gst-tax.ts) and kept on each line as billed.
 */
import type { GstRate, LineTax } from './gst-tax';
import { taxOfLine, taxSummaryByRate } from './gst-tax';
import { toPaise, toRupees } from './money';
import type { InvoiceKind, SaleInvoiceKind } from './tax-settings';

/** What a sale (an order of either channel) carries once billed. */
export interface InvoiceRef {
  number: string;
  /** The India date it was issued, YYYY-MM-DD. */
  date: string;
  kind: SaleInvoiceKind;
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

export interface InvoiceParty {
  name: string;
  gstin?: string;
}

/** GET /api/invoices/:number */
export interface InvoiceView {
  number: string;
  date: string;
  kind: InvoiceKind;
  cancelled: boolean;
  seller: { legalName: string; address: string; gstin: string };
  buyer: InvoiceParty;
  orderId: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  byRate: RateTotals[];
  /** A credit note's bill: the one whose goods came back. */
  original?: { number: string; date: string };
}

/** A line to bill: what was sold and the code and rate it is billed at. */
export interface LineToBill {
  productId: string | null;
  title: string;
  quantity: number;
  price: number;
  hsn: string;
  rate: GstRate;
}

const rupeesOf = (tax: LineTax) => ({
  taxable: toRupees(tax.taxablePaise),
  cgst: toRupees(tax.cgstPaise),
  sgst: toRupees(tax.sgstPaise),
});

/**
 * The figures of a bill: each line's tax taken out of its amount, the totals, and the summary per
 * rate. A bill that charges no tax (bill of supply, receipt) bills every line at 0% with its code.
 */
export function billFigures(
  lines: readonly LineToBill[],
  chargesTax = true,
): Pick<InvoiceView, 'lines' | 'totals' | 'byRate'> {
  const taxed = lines.map((line) => {
    const amountPaise = toPaise(line.price) * line.quantity;
    const rate: GstRate = chargesTax ? line.rate : 0;
    return { line, amountPaise, rate, tax: taxOfLine(amountPaise, rate) };
  });
  const byRate = taxSummaryByRate(taxed.map(({ rate, tax }) => ({ rate, ...tax })));
  const sum = (pick: (tax: LineTax) => number) =>
    toRupees(byRate.reduce((total, row) => total + pick(row), 0));
  return {
    lines: taxed.map(({ line, amountPaise, rate, tax }) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      price: line.price,
      amount: toRupees(amountPaise),
      tax: { hsn: line.hsn, rate, ...rupeesOf(tax) },
    })),
    totals: {
      amount: toRupees(taxed.reduce((total, { amountPaise }) => total + amountPaise, 0)),
      taxable: sum((row) => row.taxablePaise),
      cgst: sum((row) => row.cgstPaise),
      sgst: sum((row) => row.sgstPaise),
    },
    byRate: byRate.map((row) => ({ rate: row.rate, ...rupeesOf(row) })),
  };
}
