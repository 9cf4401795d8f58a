import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MAX_ROWS,
  type ImportAction,
  type ImportReport,
} from '@shop/backend/contract';
import { translateOwner, type OwnerMessageId } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';
import { formatCount } from '@/lib/money';

export { IMPORT_ACTIONS } from '@shop/backend/contract';
export type { ImportAction, ImportReport, ImportRowReport as ImportRow } from '@shop/backend/contract';

export const IMPORT_ACTION_LABELS: Readonly<Record<ImportAction, OwnerMessageId>> = {
  create: 'owner.catalogue.import.action.create',
  update: 'owner.catalogue.import.action.update',
  unchanged: 'owner.catalogue.import.action.unchanged',
  refuse: 'owner.catalogue.import.action.refuse',
};

/** How the summary reads: "2 to add", "1 refused". */
export const SUMMARY_LABELS: Readonly<Record<ImportAction, OwnerMessageId>> = {
  create: 'owner.catalogue.import.summary.create',
  update: 'owner.catalogue.import.summary.update',
  unchanged: 'owner.catalogue.import.summary.unchanged',
  refuse: 'owner.catalogue.import.summary.refuse',
};

/** The CSV's field names as the owner knows them from the form. */
export const fieldLabel = (field: string): string =>
  translateOwner('owner.catalogue.import.field', { field });

/** Why Apply is not offered, or null when it is. */
export function applyBlocker(report: ImportReport): string | null {
  if (report.summary.refuse > 0) return translateOwner('owner.catalogue.import.refusedRows');
  if (report.summary.create + report.summary.update === 0)
    return translateOwner('owner.catalogue.import.nothingChanges');
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
  if (!looksLikeCsv) return translateOwner('owner.catalogue.import.notCsv');
  if (file.size > CATALOGUE_CSV_MAX_BYTES)
    return translateOwner('owner.catalogue.import.tooBig', { megabytes: CSV_MAX_MB });
  return null;
}

export const csvLimitsHint = (): string =>
  translateOwner('owner.catalogue.import.limits', {
    megabytes: CSV_MAX_MB,
    rows: formatCount(CATALOGUE_CSV_MAX_ROWS),
  });
