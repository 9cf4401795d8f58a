/**
 * Numbers of the shop's invoices and credit notes. GST (rules 46 and 53) wants a consecutive serial,
 * unique within the financial year, of at most 16 characters of letters, digits, '-' and '/';
 * the year in the number lets the series restart each April without ever repeating a number.
 */
import { indiaDay } from './india-time';

/** The owner's prefix for the series: 1-4 capital letters or digits ("SB"). */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

const MAX_LENGTH = 16;
const NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** An India financial year: the calendar year it starts in (1 April) and its label, "25-26". */
export interface FinancialYear {
  start: number;
  label: string;
}

const twoDigits = (year: number): string => String(year % 100).padStart(2, '0');

/**
 * The financial year an instant falls in, by the date in India: it starts on 1 April at 00:00 IST,
 * which is 18:30 UTC on 31 March, so a late-evening sale on 31 March in India stays in the old year.
 */
export function financialYearOf(at: Date): FinancialYear {
  const day = indiaDay(at);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return { start, label: `${twoDigits(start)}-${twoDigits(start + 1)}` };
}

/**
 * The series a number belongs to: everything before the serial ("SB/25-26/", "SB/CN25-26/"). Each
 * series counts from 1; a new financial year, or a new prefix, starts a new one.
 */
export function seriesOf(prefix: string, document: 'invoice' | 'credit-note', at: Date): string {
  if (!INVOICE_PREFIX_PATTERN.test(prefix)) {
    throw new RangeError(`An invoice prefix must be 1-4 capital letters or digits: "${prefix}"`);
  }
  return `${prefix}/${document === 'credit-note' ? 'CN' : ''}${financialYearOf(at).label}/`;
}

/**
 * The n-th number of a series. The serial is padded to five digits, or to what the 16 characters
 * leave (a 4-character prefix's credit notes have three: ABCD/CN25-26/042); a serial that does
 * not fit is refused rather than issue a number GST does not accept.
 */
export function numberInSeries(series: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A serial number starts at 1: ${n}`);
  const width = Math.min(5, MAX_LENGTH - series.length);
  const number = `${series}${String(n).padStart(width, '0')}`;
  if (number.length > MAX_LENGTH || !NUMBER_PATTERN.test(number)) {
    throw new RangeError(`${number} is longer than the 16 characters GST allows a document number`);
  }
  return number;
}

/** The number of the n-th invoice of the year that `at` falls in: SB/25-26/00042. */
export const invoiceNumber = (prefix: string, at: Date, n: number): string =>
  numberInSeries(seriesOf(prefix, 'invoice', at), n);

/** The number of the n-th credit note (a return against an invoice) of that year: SB/CN25-26/00042. */
export const creditNoteNumber = (prefix: string, at: Date, n: number): string =>
  numberInSeries(seriesOf(prefix, 'credit-note', at), n);
