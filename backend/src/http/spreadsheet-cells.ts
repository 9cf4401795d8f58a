/**
 * A cell of a CSV file the shop writes or reads, as a spreadsheet treats it: a cell that starts
 * like a formula (OWASP CSV injection) is written so Excel or Google Sheets shows it and runs
 * nothing, and read back as it was typed. Shared by every export and import.
 */

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
