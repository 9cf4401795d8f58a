/**
 * What every report reads from a bill: whether it counts, and its figures in paise with the sign
 * of what it did to the takings (a credit note gives money back, so it counts negative).
 */
import type { BillLine, LineTax } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';

export const isCreditNote = (record: Pick<InvoiceRecord, 'kind'>) => record.kind === 'credit-note';

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

export function linePaise(line: Pick<BillLine, 'amountPaise'> & LineTax, sign: number): Paise {
  return {
    amount: sign * line.amountPaise,
    taxable: sign * line.taxablePaise,
    cgst: sign * line.cgstPaise,
    sgst: sign * line.sgstPaise,
  };
}

/** A row per rate of a bill: its amount is what the row's taxable value and tax add up to. */
export function ratePaise(row: LineTax, sign: number): Paise {
  const taxable = sign * row.taxablePaise;
  const cgst = sign * row.cgstPaise;
  const sgst = sign * row.sgstPaise;
  return { amount: taxable + cgst + sgst, taxable, cgst, sgst };
}

export const addPaise = (a: Paise, b: Paise): Paise => ({
  amount: a.amount + b.amount,
  taxable: a.taxable + b.taxable,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
});
