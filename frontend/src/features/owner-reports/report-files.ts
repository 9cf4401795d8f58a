import { indiaDay, type ReportRange } from '@shop/backend/contract';
import type { OwnerMessageId } from '@/i18n/owner';

/**
 * The accountant's files, as /api/reports serves them, with the catalog's words for each: first the
 * month's GSTR-1 set in one zip, then each GSTR-1 table apart, then the books' own files.
 */
export const REPORT_FILES = [
  {
    name: 'gstr1',
    extension: 'zip',
    label: 'owner.reports.file.gstr1',
    hint: 'owner.reports.file.gstr1.hint',
  },
  { name: 'b2b', extension: 'csv', label: 'owner.reports.file.b2b', hint: 'owner.reports.file.b2b.hint' },
  { name: 'b2cs', extension: 'csv', label: 'owner.reports.file.b2cs', hint: 'owner.reports.file.b2cs.hint' },
  { name: 'cdnr', extension: 'csv', label: 'owner.reports.file.cdnr', hint: 'owner.reports.file.cdnr.hint' },
  {
    name: 'exemp',
    extension: 'csv',
    label: 'owner.reports.file.exemp',
    hint: 'owner.reports.file.exemp.hint',
  },
  {
    name: 'hsn-b2b',
    extension: 'csv',
    label: 'owner.reports.file.hsnB2b',
    hint: 'owner.reports.file.hsnB2b.hint',
  },
  {
    name: 'hsn-b2c',
    extension: 'csv',
    label: 'owner.reports.file.hsnB2c',
    hint: 'owner.reports.file.hsnB2c.hint',
  },
  {
    name: 'invoices',
    extension: 'csv',
    label: 'owner.reports.file.invoices',
    hint: 'owner.reports.file.invoices.hint',
  },
  {
    name: 'hsn-summary',
    extension: 'csv',
    label: 'owner.reports.file.hsnSummary',
    hint: 'owner.reports.file.hsnSummary.hint',
  },
  {
    name: 'documents',
    extension: 'csv',
    label: 'owner.reports.file.documents',
    hint: 'owner.reports.file.documents.hint',
  },
  {
    name: 'tally',
    extension: 'xml',
    label: 'owner.reports.file.tally',
    hint: 'owner.reports.file.tally.hint',
  },
] as const satisfies readonly {
  name: string;
  extension: string;
  label: OwnerMessageId;
  hint: OwnerMessageId;
}[];

export type ReportFile = (typeof REPORT_FILES)[number];

/** The name the API gives the file too: invoices-2025-10-01-to-2025-10-31.csv. */
export const fileNameOf = (file: ReportFile, { from, to }: ReportRange): string =>
  `${file.name}-${from}-to-${to}.${file.extension}`;

/** This month so far, by the calendar in India (where the shop's days are counted). */
export function thisMonthSoFar(now = new Date()): ReportRange {
  const today = indiaDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
