/**
 * The accountant's view of a period: what the Reports page shows per India day, and the range every
 * export takes. Money is rupees with two decimals, summed in paise; credit notes count against the
 * day they were issued, and cancelled bills not at all.
 */
import type { PaymentMethod } from './counter';
import type { RateTotals } from './invoices';

/** A year and a day, so a whole financial year (or a leap year) fits in one export. */
export const REPORT_RANGE_MAX_DAYS = 366;

/** The query of every /api/reports route: India dates, both inclusive. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface ReportFigures {
  /** Money taken per way of paying, less the refunds of credit notes. */
  takings: Record<PaymentMethod, number>;
  taxable: number;
  cgst: number;
  sgst: number;
  byRate: RateTotals[];
}

export interface ReportDay extends ReportFigures {
  date: string;
  /** Bills issued that day and not cancelled. */
  invoices: number;
  creditNotes: number;
}

/** GET /api/reports/days: the days that had a bill or a credit note, oldest first, and the period's sum. */
export interface ReportDays extends ReportRange {
  days: ReportDay[];
  totals: ReportFigures & { invoices: number; creditNotes: number };
}
