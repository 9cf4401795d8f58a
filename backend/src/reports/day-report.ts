/** The Reports page's table: per India day, the money taken per way of paying and the tax per rate. */
import {
  NO_PAISE,
  plusPaise,
  rateInRupees,
  sumPaise,
  timesUnits,
  toRupees,
  type Paise,
  type PaymentMethod,
  type ReportDay,
  type ReportDays,
  type ReportFigures,
  type ReportRange,
} from '../contract';
import { netByRate, signOf } from '../invoices/net-by-rate';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote } from './bill-figures';

function figuresOf(
  records: readonly InvoiceRecord[],
): ReportFigures & Pick<ReportDay, 'invoices' | 'creditNotes'> {
  const takings: Record<PaymentMethod, Paise> = { cash: NO_PAISE, upi: NO_PAISE, card: NO_PAISE };
  // A bill with no way of paying recorded was taken at the counter's drawer; refunds likewise.
  for (const record of records) {
    const method = record.paymentMethod ?? 'cash';
    takings[method] = plusPaise(takings[method], timesUnits(record.totals.amountPaise, signOf(record)));
  }
  const byRate = netByRate(records);
  const total = (pick: (row: (typeof byRate)[number]) => Paise) => toRupees(sumPaise(byRate, pick));
  const creditNotes = records.filter(isCreditNote).length;
  return {
    takings: { cash: toRupees(takings.cash), upi: toRupees(takings.upi), card: toRupees(takings.card) },
    taxable: total((row) => row.taxablePaise),
    cgst: total((row) => row.cgstPaise),
    sgst: total((row) => row.sgstPaise),
    byRate: byRate.map(rateInRupees),
    invoices: records.length - creditNotes,
    creditNotes,
  };
}

/** Days without a bill or a credit note are left out; cancelled bills count nowhere. */
export function dayReport(range: ReportRange, records: readonly InvoiceRecord[]): ReportDays {
  const billed = counted(records);
  const days = new Map<string, InvoiceRecord[]>();
  for (const record of billed) days.set(record.date, [...(days.get(record.date) ?? []), record]);
  return {
    ...range,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, ofDay]) => ({ date, ...figuresOf(ofDay) })),
    totals: figuresOf(billed),
  };
}
