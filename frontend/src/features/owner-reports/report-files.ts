import { indiaDay, type ReportRange } from '@shop/backend/contract';

/** The accountant's four files, as /api/reports serves them. */
export const REPORT_FILES = [
  {
    name: 'invoices',
    extension: 'csv',
    label: 'Sales register',
    hint: 'Every billed line, credit notes negative',
  },
  { name: 'hsn-summary', extension: 'csv', label: 'HSN summary', hint: 'GSTR-1 table 12' },
  { name: 'documents', extension: 'csv', label: 'Documents summary', hint: 'GSTR-1 table 13' },
  { name: 'tally', extension: 'xml', label: 'Tally vouchers', hint: 'Sales and credit notes to import' },
] as const;

export type ReportFile = (typeof REPORT_FILES)[number];

/** The name the API gives the file too: invoices-2025-10-01-to-2025-10-31.csv. */
export const fileNameOf = (file: ReportFile, { from, to }: ReportRange): string =>
  `${file.name}-${from}-to-${to}.${file.extension}`;

/** This month so far, by the calendar in India (where the shop's days are counted). */
export function thisMonthSoFar(now = new Date()): ReportRange {
  const today = indiaDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
