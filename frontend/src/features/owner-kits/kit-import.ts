import { CATALOGUE_CSV_MAX_BYTES, type KitImportReport } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import type { ApiCallError } from '@/lib/api-error';

/** The columns of a school list CSV, in the order the example has them. */
export const KIT_CSV_COLUMNS = ['school', 'class', 'academicYear', 'sku', 'quantity', 'optional'] as const;

/** Two classes of one school: what the owner copies to start a file of their own. */
export const KIT_CSV_EXAMPLE = [
  KIT_CSV_COLUMNS.join(','),
  "St. Xavier's,Class 5,2026-27,NB-SINGLE-172,9,no",
  "St. Xavier's,Class 5,2026-27,BROWN-COVER-ROLL,2,no",
  "St. Xavier's,Class 5,2026-27,GEOMETRY-BOX,1,yes",
  "St. Xavier's,Class 6,2026-27,NB-SINGLE-172,10,no",
  "St. Xavier's,Class 6,2026-27,CRAYONS-24,1,yes",
  '',
].join('\n');

export const KIT_CSV_EXAMPLE_NAME = 'school-kits-example.csv';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isKitReport = (value: unknown): value is KitImportReport =>
  isRecord(value) &&
  Array.isArray(value.rows) &&
  Array.isArray(value.kits) &&
  typeof value.refused === 'number';

/**
 * The report a refused import sends as `error.report`, read here rather than through the shared
 * reader, whose `report` is the catalogue import's.
 */
export function kitReportFromError(error: ApiCallError): KitImportReport | null {
  if (!('status' in error) || !isRecord(error.data) || !isRecord(error.data.error)) return null;
  const report = error.data.error.report;
  return isKitReport(report) ? report : null;
}

/** Why Apply is not offered, or null when it is. */
export function kitApplyBlocker(report: KitImportReport): string | null {
  if (report.refused > 0 || report.rows.some((row) => row.problems?.length))
    return translateOwner('owner.kits.import.refusedRows');
  if (report.kits.length === 0) return translateOwner('owner.kits.import.nothing');
  return null;
}

/** What the browser can tell about a file before it is sent; the API checks the rest. */
export function kitCsvFileError(file: File): string | null {
  const looksLikeCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!looksLikeCsv) return translateOwner('owner.kits.import.notCsv');
  if (file.size > CATALOGUE_CSV_MAX_BYTES)
    return translateOwner('owner.kits.import.tooBig', { megabytes: CATALOGUE_CSV_MAX_BYTES / (1024 * 1024) });
  return null;
}
