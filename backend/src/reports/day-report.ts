/** The Reports page's table: per India day, the money taken per way of paying and the tax per rate. */
import {
  toPaise,
  toRupees,
  type GstRate,
  type PaymentMethod,
  type ReportDay,
  type ReportDays,
  type ReportFigures,
  type ReportRange,
} from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { addPaise, counted, isCreditNote, ratePaise, signOf, ZERO, type Paise } from './bill-figures';

interface Tally {
  takings: Record<PaymentMethod, number>;
  byRate: Map<GstRate, Paise>;
  invoices: number;
  creditNotes: number;
}

const emptyTally = (): Tally => ({
  takings: { cash: 0, upi: 0, card: 0 },
  byRate: new Map(),
  invoices: 0,
  creditNotes: 0,
});

function add(tally: Tally, record: InvoiceRecord): void {
  const sign = signOf(record);
  // A bill with no way of paying recorded was taken at the counter's drawer; refunds likewise.
  const method = record.paymentMethod ?? 'cash';
  tally.takings[method] += sign * toPaise(record.totals.amount);
  for (const row of record.byRate) {
    tally.byRate.set(row.rate, addPaise(tally.byRate.get(row.rate) ?? ZERO, ratePaise(row, sign)));
  }
  if (isCreditNote(record)) tally.creditNotes += 1;
  else tally.invoices += 1;
}

function figuresOf(tally: Tally): ReportFigures & Pick<ReportDay, 'invoices' | 'creditNotes'> {
  const rates = [...tally.byRate.entries()].sort(([a], [b]) => a - b);
  const total = rates.reduce((sum, [, paise]) => addPaise(sum, paise), ZERO);
  return {
    takings: {
      cash: toRupees(tally.takings.cash),
      upi: toRupees(tally.takings.upi),
      card: toRupees(tally.takings.card),
    },
    taxable: toRupees(total.taxable),
    cgst: toRupees(total.cgst),
    sgst: toRupees(total.sgst),
    byRate: rates.map(([rate, paise]) => ({
      rate,
      taxable: toRupees(paise.taxable),
      cgst: toRupees(paise.cgst),
      sgst: toRupees(paise.sgst),
    })),
    invoices: tally.invoices,
    creditNotes: tally.creditNotes,
  };
}

/** Days without a bill or a credit note are left out; cancelled bills count nowhere. */
export function dayReport(range: ReportRange, records: readonly InvoiceRecord[]): ReportDays {
  const days = new Map<string, Tally>();
  const whole = emptyTally();
  for (const record of counted(records)) {
    const day = days.get(record.date) ?? emptyTally();
    add(day, record);
    add(whole, record);
    days.set(record.date, day);
  }
  return {
    ...range,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, tally]) => ({ date, ...figuresOf(tally) })),
    totals: figuresOf(whole),
  };
}
