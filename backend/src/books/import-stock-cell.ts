/**
 * A `stock` cell, as an older export of this shop or a supplier's list writes one. For an item
 * already in the shop it is never imported: that export imported again would undo every sale
 * made since it was written, so only a count of the shelf (`count`) sets units. A new item has no
 * sales to undo: without a count its stock cell is its opening count, and the report says so.
 */
import type { ImportRowReport } from '../contract';
import { bookFieldSchemas } from '../contract/schemas';
import { unneutralise } from '../http/spreadsheet-cells';
import type { CatalogueCells } from './catalogue-csv';

export const STOCK_NOT_IMPORTED =
  'The stock cell is not imported for an item already in the shop: only a count sets its units, so an older export cannot undo the sales made since.';
export const STOCK_BESIDE_COUNT =
  'The count cell sets the opening count; the stock cell beside it is not read.';
export const stockAsOpeningCount = (cell: string) =>
  `No count cell: the stock cell (${cell}) is taken as the new item's opening count.`;

export interface StockCellReading {
  /** The units a new item opens with, when its stock cell gives them (null: not counted). */
  stock?: number | null;
  problem?: string;
  notes: string[];
}

/** What a row's stock cell does, beside its `count` (`fields.stock`), for a new item or a known one. */
export function readStockCell(
  cells: CatalogueCells,
  fields: { stock?: number | null },
  isNew: boolean,
): StockCellReading {
  const raw = cells.stock?.trim() ?? '';
  if (raw === '') return { notes: [] };
  if (!isNew) return { notes: [STOCK_NOT_IMPORTED] };
  if (fields.stock !== undefined) return { notes: [STOCK_BESIDE_COUNT] };
  const value = unneutralise(raw);
  if (value === null) {
    return {
      notes: [],
      problem: 'stock starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula',
    };
  }
  const parsed = bookFieldSchemas.stock.safeParse(value);
  if (!parsed.success) return { notes: [], problem: `stock: ${parsed.error.issues[0]!.message}` };
  return { stock: parsed.data, notes: [stockAsOpeningCount(value)] };
}

/** A created row's opening count, from whichever cell gave it; none when neither did. */
export function openingCountOf(
  stock: number | null | undefined,
  fromStockCell: boolean,
): Pick<ImportRowReport, 'openingCount'> {
  if (stock === undefined) return {};
  return { openingCount: { from: fromStockCell ? 'stock' : 'count', units: stock } };
}
