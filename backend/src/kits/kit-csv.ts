/**
 * A school's list as a spreadsheet keeps it: one CSV row per item of a class's list,
 * `school,class,academicYear,sku,quantity,optional`, with `barcode` beside or instead of `sku`.
 */
import { AppError } from '../errors';
import { matchColumns, readCsvTable, type CsvTableRow } from '../http/csv-table';

/** The columns as the owner writes them; `barcode` may stand beside or in place of `sku`. */
export const KIT_CSV_COLUMNS = ['school', 'class', 'academicYear', 'sku', 'quantity', 'optional'] as const;

export type KitCsvColumn =
  'school' | 'className' | 'academicYear' | 'sku' | 'barcode' | 'quantity' | 'optional';

export type KitCsvRow = CsvTableRow<KitCsvColumn>;

/** Each column by the names a header may give it, in lower case. */
const COLUMN_BY_NAME = new Map<string, KitCsvColumn>([
  ['school', 'school'],
  ['class', 'className'],
  // The kit's own field name, as the API and an export of it say.
  ['classname', 'className'],
  ['academicyear', 'academicYear'],
  ['sku', 'sku'],
  ['barcode', 'barcode'],
  ['quantity', 'quantity'],
  ['optional', 'optional'],
]);

const NEEDED: readonly { column: KitCsvColumn; name: string }[] = [
  { column: 'school', name: 'school' },
  { column: 'className', name: 'class' },
  { column: 'academicYear', name: 'academicYear' },
  { column: 'quantity', name: 'quantity' },
];

function readHeader(header: readonly string[]): KitCsvColumn[] {
  const columns = matchColumns(header, COLUMN_BY_NAME, [...KIT_CSV_COLUMNS, 'barcode (instead of sku)']);
  const missing = NEEDED.filter(({ column }) => !columns.includes(column)).map(({ name }) => `"${name}"`);
  if (missing.length) {
    throw new AppError(
      'validation',
      `The file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ` +
        `The columns are: ${KIT_CSV_COLUMNS.join(', ')}.`,
    );
  }
  if (!columns.includes('sku') && !columns.includes('barcode')) {
    throw new AppError('validation', 'The file needs a "sku" or a "barcode" column to name the items by.');
  }
  return columns;
}

/** The rows under the header, numbered as the spreadsheet shows them; refuses a file with none. */
export function readKitCsv(bytes: Buffer): KitCsvRow[] {
  const rows = readCsvTable(bytes, readHeader);
  if (rows.length === 0) {
    throw new AppError('validation', 'The file has a header but no rows: add one row per item of each list.');
  }
  return rows;
}
