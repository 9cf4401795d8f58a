/**
 * The catalogue as a spreadsheet keeps it: one CSV row per item. Writing neutralises formulas
 * (OWASP CSV injection) so a file opened in Excel or Google Sheets runs nothing; reading takes
 * what those programs write (UTF-8 with or without a BOM, CRLF, quoted commas and line breaks).
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_MAX_ROWS } from '../contract';
import { AppError } from '../errors';

/**
 * The shop's export, in order. `onHand` and `available` are the figures when it was written, for
 * reading; `count` is left empty for a new count of the shelf, the only cell an import sets stock
 * from, so an export imported again later cannot undo the sales made since.
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
  'oldPrice',
  'newPrice',
  'onHand',
  'available',
  'count',
  'trending',
  'description',
  'coverUrl',
] as const;
/** Read for what they say and never imported: the figures an export shows, and older exports' stock. */
export const READ_ONLY_COLUMNS = ['onHand', 'available', 'stock'] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number] | 'stock';

export type CatalogueCells = Partial<Record<CatalogueColumn, string>>;

export interface CatalogueCsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: number;
  cells: CatalogueCells;
}

/** What a spreadsheet would read as the start of a formula (OWASP: = + - @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Cells that start with the guard itself are guarded too, so that reading takes off exactly one
 * apostrophe: a title typed as '=1+1 is written ''=1+1 and read back as typed.
 */
const GUARDED_START = /^['=+\-@\t\r]/;

/** A cell as text a spreadsheet shows but never runs: a leading apostrophe, which it hides. */
export const neutralise = (cell: string): string => (GUARDED_START.test(cell) ? `'${cell}` : cell);

/**
 * A cell as it was meant: our own neutralising apostrophe is taken off again, and only it. Null
 * when the cell would be a formula in a spreadsheet, which the shop refuses rather than guesses at.
 */
export function unneutralise(cell: string): string | null {
  if (cell.startsWith("'") && GUARDED_START.test(cell.slice(1))) return cell.slice(1);
  return FORMULA_START.test(cell) ? null : cell;
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

const notCsv = () =>
  new AppError(
    'unsupported_media_type',
    'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.',
  );

function decodeText(bytes: Buffer): string {
  // A NUL never appears in a text CSV; it marks a spreadsheet's own format or another binary file.
  if (bytes.includes(0)) throw notCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notCsv();
  }
}

function readHeader(header: readonly string[]): (CatalogueColumn | null)[] {
  const known = new Map(
    [...CATALOGUE_COLUMNS, 'stock' as const].map((column) => [column.toLowerCase(), column]),
  );
  const columns = header.map((name) => known.get(name.trim().toLowerCase()) ?? null);
  const unknown = header.filter((_name, index) => columns[index] === null);
  if (unknown.length) {
    throw new AppError(
      'validation',
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}. ` +
        `The columns are: ${CATALOGUE_COLUMNS.join(', ')}.`,
    );
  }
  const seen = new Set<string>();
  for (const column of columns as CatalogueColumn[]) {
    if (seen.has(column)) throw new AppError('validation', `The column "${column}" appears twice.`);
    seen.add(column);
  }
  if (!seen.has('sku') && !seen.has('title')) {
    throw new AppError('validation', 'The file needs a "sku" or a "title" column to match items by.');
  }
  return columns;
}

export function readCatalogueCsv(bytes: Buffer): CatalogueCsvRow[] {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('validation', `The file could not be read as CSV: ${reason}`);
  }
  if (records.length === 0) throw new AppError('validation', 'The file is empty: it needs a header row.');
  const [header, ...rows] = records;
  if (rows.length > CATALOGUE_CSV_MAX_ROWS) {
    throw new AppError(
      'validation',
      `The file has ${rows.length} rows; at most ${CATALOGUE_CSV_MAX_ROWS} can be imported at once.`,
    );
  }
  const columns = readHeader(header!);
  return (
    rows
      // Numbered as the spreadsheet numbers its rows (the header is row 1), whatever a cell's line breaks.
      .map((record, index) => ({
        line: index + 2,
        cells: Object.fromEntries(
          columns.map((column, position) => [column, (record[position] ?? '').trim()]),
        ) as CatalogueCells,
      }))
      // Spreadsheets save rows of empty cells below the data; they are not items.
      .filter((row) => Object.values(row.cells).some((cell) => cell !== ''))
  );
}
