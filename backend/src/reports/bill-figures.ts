/**
 * What every report reads from a bill: whether it counts, and its figures in paise with the sign
 * of what it did to the takings (a credit note gives money back, so it counts negative).
 */
import { toPaise, type InvoiceLine, type RateTotals } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';

export const isCreditNote = (record: InvoiceRecord) => record.kind === 'credit-note';

export { signOf } from '../invoices/net-by-rate';

/** Cancelled bills keep their numbers (the documents summary counts them) but no money. */
export const counted = (records: readonly InvoiceRecord[]) => records.filter((record) => !record.cancelled);

export interface Paise {
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

export const ZERO: Paise = { amount: 0, taxable: 0, cgst: 0, sgst: 0 };

export function linePaise(line: InvoiceLine, sign: number): Paise {
  return {
    amount: sign * toPaise(line.amount),
    taxable: sign * toPaise(line.tax.taxable),
    cgst: sign * toPaise(line.tax.cgst),
    sgst: sign * toPaise(line.tax.sgst),
  };
}

export function ratePaise(row: RateTotals, sign: number): Paise {
  const taxable = sign * toPaise(row.taxable);
  const cgst = sign * toPaise(row.cgst);
  const sgst = sign * toPaise(row.sgst);
  return { amount: taxable + cgst + sgst, taxable, cgst, sgst };
}

export const addPaise = (a: Paise, b: Paise): Paise => ({
  amount: a.amount + b.amount,
  taxable: a.taxable + b.taxable,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
});
