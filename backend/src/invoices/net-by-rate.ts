/**
 * What a set of bills comes to per GST rate, the one rule the drawer's X report and the Reports
 * page share: a cancelled bill counts for nothing (it keeps only its number), a credit note comes
 * off. Summed in paise, so the rows agree with the bills to the paisa.
 */
import { toPaise, toRupees, type GstRate, type RateTotals } from '../contract';
import type { InvoiceRecord } from '../store/store';

export const signOf = (record: InvoiceRecord): 1 | -1 => (record.kind === 'credit-note' ? -1 : 1);

export function netByRate(records: readonly InvoiceRecord[]): RateTotals[] {
  const rates = new Map<GstRate, { taxable: number; cgst: number; sgst: number }>();
  for (const record of records) {
    if (record.cancelled) continue;
    const sign = signOf(record);
    for (const row of record.byRate) {
      const sum = rates.get(row.rate) ?? { taxable: 0, cgst: 0, sgst: 0 };
      sum.taxable += sign * toPaise(row.taxable);
      sum.cgst += sign * toPaise(row.cgst);
      sum.sgst += sign * toPaise(row.sgst);
      rates.set(row.rate, sum);
    }
  }
  return [...rates]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({
      rate,
      taxable: toRupees(sum.taxable),
      cgst: toRupees(sum.cgst),
      sgst: toRupees(sum.sgst),
    }));
}
