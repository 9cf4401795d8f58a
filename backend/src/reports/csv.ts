/**
 * The accountant's CSV files as Excel and LibreOffice open them: UTF-8 with a BOM, CRLF, quoted where
 * needed. Text that came from people (titles, buyers' names) is neutralised as the catalogue export
 * does, so no cell runs as a formula; figures the shop wrote itself stay numbers, minus sign included.
 */
import { stringify } from 'csv-stringify/sync';
import { neutralise } from '../http/spreadsheet-cells';

/** A figure the shop computed: written as it is, so a spreadsheet sums it. */
export interface NumberCell {
  figure: string;
}
export type Cell = string | NumberCell;

/** Rupees with two decimals from paise, negative for a credit note. */
export const money = (paise: number): NumberCell => ({ figure: (paise / 100).toFixed(2) });
export const count = (n: number): NumberCell => ({ figure: String(n) });

export interface CsvTable {
  header: readonly string[];
  rows: readonly Cell[][];
}

/**
 * The table as CSV. Excel needs the BOM to read UTF-8; the GSTN's offline tool reads its header
 * byte for byte, so its files go without one (`bom: false`).
 */
export function writeCsv({ header, rows }: CsvTable, options: { bom?: boolean } = {}): string {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell.figure)),
  );
  return stringify([[...header], ...cells], { record_delimiter: 'windows', bom: options.bom ?? true });
}
