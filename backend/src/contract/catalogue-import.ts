/** POST /api/books/import: what a catalogue CSV does, or would do, row by row. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** One row of the CSV and what the import does with it. */
export interface ImportRowReport {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  action: ImportAction;
  sku: string | null;
  title: string;
  bookId?: string;
  /** The fields an update would change. */
  changes?: string[];
  /** The units on hand before and after, when a count in the row changes them. */
  onHand?: { from: number | null; to: number | null };
  /** Why the row is refused. */
  problems?: string[];
}

/** The answer to a dry run or an applied import; a refused import sends it as `error.report`. */
export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  summary: Record<ImportAction, number>;
  rows: ImportRowReport[];
}
