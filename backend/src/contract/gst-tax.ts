/**
 * GST on the shop's sales. Shelf prices include tax, so the tax is taken out of the price rather
 * than added to it; the customer pays the price on the label. Sales are made at the shop (online
 * orders are collected there too), so the supply is intra-state: CGST and SGST, never IGST.
 */
import { asPaise, NO_PAISE, plusPaise, type Paise } from './money';

/** The GST slabs (per cent). 40 is the rate for luxury and sin goods from September 2025. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** An HSN code of goods as an invoice carries it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
/** A SAC code of services (printing, binding): 6 digits, chapter 99. */
export const SAC_PATTERN = /^99\d{4}$/;

/** The tax inside one line's amount, in paise. */
export interface LineTax {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

export const NO_TAX: LineTax = { taxablePaise: NO_PAISE, cgstPaise: NO_PAISE, sgstPaise: NO_PAISE };

/** Two lines' tax added up. */
export const plusTax = (a: LineTax, b: LineTax): LineTax => ({
  taxablePaise: plusPaise(a.taxablePaise, b.taxablePaise),
  cgstPaise: plusPaise(a.cgstPaise, b.cgstPaise),
  sgstPaise: plusPaise(a.sgstPaise, b.sgstPaise),
});

/** A line's tax taken back, as a credit note takes it. */
export const negatedTax = (tax: LineTax): LineTax => ({
  taxablePaise: asPaise(-tax.taxablePaise),
  cgstPaise: asPaise(-tax.cgstPaise),
  sgstPaise: asPaise(-tax.sgstPaise),
});

/** One row of an invoice's tax summary: every line at one rate, added up. */
export interface RateTax extends LineTax {
  rate: GstRate;
}

export const isGstRate = (rate: number): rate is GstRate => (GST_RATES as readonly number[]).includes(rate);

/**
 * The tax inside a tax-inclusive amount. Each half is rounded to the paisa (half up) from the
 * line's own amount, so CGST and SGST are always equal, as an intra-state bill must show them;
 * the taxable value is what is left, so taxable + CGST + SGST is the amount paid, to the paisa.
 * Each half is then within 0.7 paise of half the rate on that taxable value. Done in integers
 * (amount × rate × 2 stays far inside exact doubles) so no float rounding creeps in.
 */
export function taxOfLine(amountPaise: Paise, rate: GstRate): LineTax {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`An amount must be whole paise, not negative: ${amountPaise}`);
  }
  if (!isGstRate(rate)) throw new RangeError(`${rate}% is not a GST rate`);
  // half = round(A × r / (2 × (100 + r))), half up: floor((2·A·r + d) / (2·d)) with d = 2 × (100 + r).
  const divisor = 2 * (100 + rate);
  const half = Math.floor((2 * amountPaise * rate + divisor) / (2 * divisor));
  return {
    taxablePaise: asPaise(amountPaise - 2 * half),
    cgstPaise: asPaise(half),
    sgstPaise: asPaise(half),
  };
}

/**
 * An invoice's tax summary, one row per rate in rising order. It adds up the lines' own figures
 * rather than taxing each rate's total again, so the summary agrees with the lines to the paisa
 * (taxing the total could round differently from the sum of the rounded lines).
 */
export function taxSummaryByRate(lines: ReadonlyArray<LineTax & { rate: GstRate }>): RateTax[] {
  const byRate = new Map<GstRate, RateTax>();
  for (const line of lines) {
    const row = byRate.get(line.rate) ?? { rate: line.rate, ...NO_TAX };
    byRate.set(line.rate, { ...row, ...plusTax(row, line) });
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
