/**
 * An uploaded spreadsheet saved as CSV, read as Excel and Google Sheets write it: UTF-8 with or
 * without a BOM, CRLF, quoted commas and line breaks. Shared by the imports (catalogue, school
 * kits), which each name their own columns.
 */
import { parse } from 'csv-parse/sync';
import { CATALOGUE_CSV_MAX_ROWS } from '../contract';
import { AppError } from '../errors';

export interface CsvTableRow<C extends string> {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: number;
  cells: Partial<Record<C, string>>;
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

/**
 * The header's names as columns, matched without regard to case or spaces around them; an
 * unknown or repeated name is refused in words that list the `expected` columns.
 */
export function matchColumns<C extends string>(
  header: readonly string[],
  known: ReadonlyMap<string, C>,
  expected: readonly string[],
): C[] {
  const columns = header.map((name) => known.get(name.trim().toLowerCase()) ?? null);
  const unknown = header.filter((_name, index) => columns[index] === null);
  if (unknown.length) {
    throw new AppError(
      'validation',
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}. ` +
        `The columns are: ${expected.join(', ')}.`,
    );
  }
  const seen = new Set<string>();
  for (const column of columns as C[]) {
    if (seen.has(column)) throw new AppError('validation', `The column "${column}" appears twice.`);
    seen.add(column);
  }
  return columns as C[];
}

/** The file's rows under its header, each cell trimmed; `readHeader` names (and checks) the columns. */
export function readCsvTable<C extends string>(
  bytes: Buffer,
  readHeader: (header: readonly string[]) => readonly C[],
): CsvTableRow<C>[] {
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
        ) as Partial<Record<C, string>>,
      }))
      // Spreadsheets save rows of empty cells below the data; they are not items.
      .filter((row) => Object.values(row.cells).some((cell) => cell !== ''))
  );
}
