/**
 * Numbers of the shop's invoices and credit notes. GST (rules 46 and 53) wants a consecutive serial,
 * unique within the financial year, of at most 16 characters of letters, digits, '-' and '/';
 * the year in the number lets the series restart each April without ever repeating a number.
 */
import { indiaDay } from './india-time';

/**
 * A prefix a series can be numbered under: 1-4 capital letters or digits ("SB"). Four were allowed
 * once, and a shop that saved one keeps numbering with it; the settings now take at most
 * INVOICE_PREFIX_MAX, so that every series holds a year of the shop's documents.
 */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

const MAX_LENGTH = 16;

/** The documents numbered in series of their own, and what each series must hold in a year. */
export const SERIES_MINIMUM = {
  invoice: 99_999,
  'credit-note': 9_999,
  'receipt-voucher': 9_999,
  'purchase-order': 9_999,
} as const;
export type SeriesDocument = keyof typeof SERIES_MINIMUM;

/** The most serials a series can give within the 16 characters: "SB/CN26-27/" leaves 5 digits. */
export const seriesCapacity = (series: string): number => 10 ** Math.max(0, MAX_LENGTH - series.length) - 1;

/**
 * The longest prefix the settings take: with one more character a credit note's series
 * ("ABCD/CN26-27/") would leave three digits, 999 credit notes a year.
 */
export const INVOICE_PREFIX_MAX = 3;

/** Why the settings refuse a prefix, or null: capital letters and digits, short enough to hold a year. */
export function invoicePrefixProblem(prefix: string): string | null {
  if (!/^[A-Z0-9]+$/.test(prefix)) return 'Invoice prefix must be capital letters or digits';
  return prefix.length > INVOICE_PREFIX_MAX
    ? `Invoice prefix must be at most ${INVOICE_PREFIX_MAX} characters, so its series hold 99,999 ` +
        'invoices and 9,999 credit notes a year'
    : null;
}

/** A series has given every number that fits in 16 characters: the next document cannot be numbered. */
export class SeriesFullError extends Error {
  constructor(readonly series: string) {
    super(
      `The series ${series} is full: it has given all ${seriesCapacity(series)} numbers it can this year.`,
    );
    this.name = 'SeriesFullError';
  }
}
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

/** What a series' numbers carry before the year: none for invoices, CN, RV and PO for the others. */
const SERIES_MARKS: Readonly<Record<SeriesDocument, string>> = {
  invoice: '',
  'credit-note': 'CN',
  'receipt-voucher': 'RV',
  'purchase-order': 'PO',
};

/**
 * The series a number belongs to: everything before the serial ("SB/25-26/", "SB/CN25-26/"). Each
 * series counts from 1; a new financial year, or a new prefix, starts a new one.
 */
export function seriesOf(prefix: string, document: SeriesDocument, at: Date): string {
  if (!INVOICE_PREFIX_PATTERN.test(prefix)) {
    throw new RangeError(`An invoice prefix must be 1-4 capital letters or digits: "${prefix}"`);
  }
  return `${prefix}/${SERIES_MARKS[document]}${financialYearOf(at).label}/`;
}

/**
 * The n-th number of a series. The serial is padded to five digits, or to what the 16 characters
 * leave (a 3-character prefix's credit notes have four: ABC/CN25-26/0042); a serial that does not
 * fit is refused (SeriesFullError) rather than issue a number GST does not accept.
 */
export function numberInSeries(series: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A serial number starts at 1: ${n}`);
  const width = Math.min(5, MAX_LENGTH - series.length);
  const number = `${series}${String(n).padStart(width, '0')}`;
  if (!NUMBER_PATTERN.test(series)) throw new RangeError(`${series} is no series GST allows`);
  if (number.length > MAX_LENGTH) throw new SeriesFullError(series);
  return number;
}

/** The number of the n-th invoice of the year that `at` falls in: SB/25-26/00042. */
export const invoiceNumber = (prefix: string, at: Date, n: number): string =>
  numberInSeries(seriesOf(prefix, 'invoice', at), n);

/** The number of the n-th credit note (a return against an invoice) of that year: SB/CN25-26/00042. */
export const creditNoteNumber = (prefix: string, at: Date, n: number): string =>
  numberInSeries(seriesOf(prefix, 'credit-note', at), n);

/** How far a series of this year has got: GET /api/shop/tax/series. */
export interface SeriesUsage {
  document: SeriesDocument;
  /** "SB/CN26-27/" */
  series: string;
  /** Numbers given so far this year, voided bills' included. */
  used: number;
  /** The most it can give. */
  capacity: number;
  /** 90% or more given: time to choose the next prefix before the series runs out. */
  nearlyFull: boolean;
}

/** A series is nearly full once it has given this share of its numbers. */
export const SERIES_WARNING_SHARE = 0.9;
