/** POST /api/books/import: what a catalogue CSV does, or would do, row by row. */
import type { ItemTaxSuggestion } from './item-tax-suggestions';

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** The cells a new item's opening count is read from, the first one the row fills. */
export type OpeningCountColumn = 'count' | 'stock';

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
  /**
   * A new item's units on hand to begin with (null: not counted) and the cell they came from: its
   * `count`, else, when it has none, the `stock` of an older export or a supplier's list.
   */
  openingCount?: { from: OpeningCountColumn; units: number | null };
  /** What the import made of a cell, in plain words, where it does not do the obvious. */
  notes?: string[];
  /** Why the row is refused. */
  problems?: string[];
  /** A new item's HSN code, rate or unit its row left empty, taken from its title's suggestion. */
  suggested?: ImportedSuggestion;
}

/** Only the cells the suggestion filled, and why; a cell the owner fills is never overruled. */
export type ImportedSuggestion = Partial<Pick<ItemTaxSuggestion, 'hsn' | 'gstRate' | 'unit'>> &
  Pick<ItemTaxSuggestion, 'reason'>;

/** The answer to a dry run or an applied import; a refused import sends it as `error.report`. */
export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  summary: Record<ImportAction, number>;
  rows: ImportRowReport[];
}
