import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MAX_ROWS,
  type ImportAction,
  type ImportReport,
} from '@shop/backend/contract';
import { readApiError } from '@/lib/api-error';
import { formatCount } from '@/lib/money';

export { IMPORT_ACTIONS } from '@shop/backend/contract';
export type { ImportAction, ImportReport, ImportRowReport as ImportRow } from '@shop/backend/contract';

export const IMPORT_ACTION_LABELS: Readonly<Record<ImportAction, string>> = {
  create: 'Add',
  update: 'Update',
  unchanged: 'No change',
  refuse: 'Refused',
};

/** How the summary reads: "2 to add", "1 refused". */
export const SUMMARY_LABELS: Readonly<Record<ImportAction, string>> = {
  create: 'to add',
  update: 'to update',
  unchanged: 'unchanged',
  refuse: 'refused',
};

/** The CSV's field names as the owner knows them from the form. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  sku: 'SKU',
  title: 'title',
  category: 'category',
  oldPrice: 'old price',
  newPrice: 'new price',
  stock: 'stock',
  trending: 'trending',
  description: 'description',
  coverUrl: 'cover',
  coverImage: 'cover',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** Why Apply is not offered, or null when it is. */
export function applyBlocker(report: ImportReport): string | null {
  if (report.summary.refuse > 0) {
    return 'Fix the refused rows in the file, then choose it again: nothing is imported while any row is refused.';
  }
  if (report.summary.create + report.summary.update === 0) return 'Nothing would change.';
  return null;
}

/** The refusal report a failed import sends inside its error, when it sent one. */
export function reportFromError(error: FetchBaseQueryError | SerializedError): ImportReport | null {
  const refusal = readApiError(error);
  return (refusal.kind === 'refusal' && refusal.details.report) || null;
}

export const CSV_MAX_MB = CATALOGUE_CSV_MAX_BYTES / (1024 * 1024);

/** What the browser can tell about a file before it is sent; the API checks the rest. */
export function csvFileError(file: File): string | null {
  const looksLikeCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!looksLikeCsv) return 'Please choose a CSV file (.csv)';
  if (file.size > CATALOGUE_CSV_MAX_BYTES) return `The file must be ${CSV_MAX_MB} MB or smaller`;
  return null;
}

export const csvLimitsHint = (): string =>
  `A CSV file of up to ${CSV_MAX_MB} MB and ${formatCount(CATALOGUE_CSV_MAX_ROWS)} rows, with the columns Download CSV gives.`;
