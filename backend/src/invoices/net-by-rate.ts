/**
 * What a set of bills comes to per GST rate, the one rule the drawer's X report and the Reports
 * page share: a cancelled bill counts for nothing (it keeps only its number), a credit note comes
 * off. Summed in paise, so the rows agree with the bills to the paisa.
 */
import { negatedTax, NO_TAX, plusTax, type GstRate, type RateTax } from '../contract';
import type { InvoiceRecord } from '../store/store';

export const signOf = (record: Pick<InvoiceRecord, 'kind'>): 1 | -1 =>
  record.kind === 'credit-note' ? -1 : 1;

export function netByRate(records: readonly InvoiceRecord[]): RateTax[] {
  const rates = new Map<GstRate, RateTax>();
  for (const record of records) {
    if (record.cancelled) continue;
    const sign = signOf(record);
    for (const row of record.byRate) {
      const sum = rates.get(row.rate) ?? { rate: row.rate, ...NO_TAX };
      rates.set(row.rate, { ...sum, ...plusTax(sum, sign === 1 ? row : negatedTax(row)) });
    }
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}
