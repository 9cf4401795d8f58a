/**
 * The catalogue as a spreadsheet keeps it: one CSV row per item. Writing neutralises formulas
 * (OWASP CSV injection) so a file opened in Excel or Google Sheets runs nothing; reading takes
 * what those programs write (UTF-8 with or without a BOM, CRLF, quoted commas and line breaks).
 */
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../errors';
import { matchColumns, readCsvTable } from '../http/csv-table';
import { neutralise } from '../http/spreadsheet-cells';

/**
 * The shop's export, in order. `onHand` and `available` are the figures when it was written, for
 * reading; `count` is left empty for a new count of the shelf, the only cell an import sets a
 * known item's stock from, so an export imported again later cannot undo the sales made since.
 */
export const CATALOGUE_COLUMNS = [
  'sku',
  'barcode',
  'title',
  'author',
  'publisher',
  'language',
  'category',
  // Empty: billed at the category's HSN code and rate (the shop's tax settings).
  'hsn',
  'gstRate',
  // A GST unit quantity code (NOS, PAC, BOX…); empty: NOS.
  'unit',
  'oldPrice',
  'newPrice',
  'onHand',
  'available',
  'count',
  'trending',
  'description',
  'coverUrl',
] as const;
/**
 * Not fields of an item: the figures an export shows, read for what they say, and an older
 * export's or a supplier's stock, which only a new item takes (import-stock-cell.ts).
 */
export const READ_ONLY_COLUMNS = ['onHand', 'available', 'stock'] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number] | 'stock';

export type CatalogueCells = Partial<Record<CatalogueColumn, string>>;

export interface CatalogueCsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: number;
  cells: CatalogueCells;
}

export function writeCatalogueCsv(
  rows: readonly Record<(typeof CATALOGUE_COLUMNS)[number], string>[],
): string {
  const neutralised = rows.map((row) =>
    Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, neutralise(row[column])])),
  );
  // The BOM tells Excel the file is UTF-8, so ₹ and Devanagari open as written.
  return stringify(neutralised, {
    header: true,
    columns: [...CATALOGUE_COLUMNS],
    record_delimiter: 'windows',
    bom: true,
  });
}

function readHeader(header: readonly string[]): CatalogueColumn[] {
  const known = new Map(
    [...CATALOGUE_COLUMNS, 'stock' as const].map((column) => [column.toLowerCase(), column]),
  );
  const columns = matchColumns<CatalogueColumn>(header, known, CATALOGUE_COLUMNS);
  if (!columns.includes('sku') && !columns.includes('title')) {
    throw new AppError('validation', 'The file needs a "sku" or a "title" column to match items by.');
  }
  return columns;
}

export function readCatalogueCsv(bytes: Buffer): CatalogueCsvRow[] {
  return readCsvTable(bytes, readHeader);
}
