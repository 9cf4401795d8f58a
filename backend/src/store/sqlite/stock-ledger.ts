import type Database from 'better-sqlite3';
import { newId } from '../ids';
import { limitsOrders, shortageOf, unitsPerBook } from '../order-rules';
import type { MovementInput, StockMovementRecord } from '../records';
import type { OutOfStockItem, StockMovement } from '../store';
import type { StockPrimitives, Taken, TakeOutcome, Units } from '../unit-of-work-contract';
import type { StaffRef } from '../../contract';
import { staffRefOf } from './order-rows';

/** The stock movements table's columns under the contract's names, for every read of a movement. */
export const MOVEMENT_COLUMNS = `id, book_id AS bookId, at, change, reason, stock_after AS stockAfter,
  order_id AS orderId, owner_id AS ownerId, by_id AS byId, by_name AS byName, purchase_id AS purchaseId`;

/** A movement as its columns read, who made it in two of them. */
export type MovementRow = { id: string } & Omit<StockMovementRecord<string>, 'by' | 'purchaseId'> & {
    byId: string | null;
    byName: string | null;
    purchaseId: string | null;
  };

/** A movement's record, who made it as one field. */
export const movementRecordOf = ({ byId, byName, purchaseId, ...movement }: MovementRow) => ({
  ...movement,
  by: staffRefOf(byId, byName),
  ...(purchaseId ? { purchaseId } : {}),
});

const toMovement = (row: MovementRow): StockMovement => {
  const { id, ...movement } = movementRecordOf(row);
  return { _id: id, ...movement };
};

const summed = (lines: readonly Units[]): Units[] =>
  [...unitsPerBook(lines)].map(([bookId, quantity]) => ({ bookId, quantity }));

/**
 * Counts and their movements. Every method runs inside the caller's transaction, which is what
 * makes a count and its movement (and the order that caused them) one change; the order path's
 * steps are the unit of work's primitives.
 */
export function createStockLedger(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO stock_movements (id, book_id, at, change, reason, stock_after, order_id, owner_id, by_id, by_name,
       purchase_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectStock = db.prepare<[string], { title: string; stock: number | null }>(
    'SELECT title, stock FROM books WHERE id = ?',
  );
  // Counted books only: an uncounted book (NULL) never changes. Placing commits units (what
  // customers can order drops, the shelf stays); a cancel releases them; a collection takes them
  // off the shelf. Right-hand sides read the row as it was.
  const commit = db.prepare<{ units: number; id: string }, { stock: number }>(
    `UPDATE books SET stock = stock - @units, committed = committed + @units
     WHERE id = @id AND stock IS NOT NULL RETURNING stock`,
  );
  const releaseStatement = db.prepare<{ units: number; id: string }, { stock: number }>(
    `UPDATE books SET committed = MAX(0, committed - @units), stock = MAX(0, on_hand - MAX(0, committed - @units))
     WHERE id = @id AND stock IS NOT NULL RETURNING stock`,
  );
  const handOver = db.prepare<{ units: number; id: string }>(
    `UPDATE books SET on_hand = MAX(0, on_hand - @units), committed = MAX(0, committed - @units),
       stock = MAX(0, MAX(0, on_hand - @units) - MAX(0, committed - @units))
     WHERE id = @id AND on_hand IS NOT NULL`,
  );
  // What the order took from a count is what its own movements say: a line placed while its item
  // was not counted has none, so nothing comes back for it.
  const selectTaken = db.prepare<[string], { bookId: string; quantity: number }>(
    `SELECT book_id AS bookId, -SUM(change) AS quantity FROM stock_movements
     WHERE order_id = ? AND reason = 'order' GROUP BY book_id HAVING quantity > 0`,
  );
  // A counter sale hands its units over as it is made: off the shelf and off what can be ordered.
  const sell = db.prepare<{ units: number; id: string }, { stock: number }>(
    `UPDATE books SET stock = stock - @units, on_hand = on_hand - @units
     WHERE id = @id AND stock IS NOT NULL RETURNING stock`,
  );
  // A void or a return puts handed-over units back on the shelf, where customers can order them.
  const restore = db.prepare<{ units: number; id: string }, { stock: number }>(
    `UPDATE books SET stock = stock + @units, on_hand = on_hand + @units
     WHERE id = @id AND stock IS NOT NULL RETURNING stock`,
  );
  const selectSold = db.prepare<[string], { bookId: string; quantity: number }>(
    `SELECT book_id AS bookId, -SUM(change) AS quantity FROM stock_movements
     WHERE order_id = ? AND reason = 'counter_sale' GROUP BY book_id HAVING quantity > 0`,
  );
  const tookFromCount = db.prepare<[string, string], { found: number }>(
    `SELECT 1 AS found FROM stock_movements
     WHERE order_id = ? AND book_id = ? AND reason IN ('order', 'counter_sale') LIMIT 1`,
  );
  const changeUnitsSold = db.prepare<{ id: string; units: number }>(
    'UPDATE books SET units_sold = MAX(0, units_sold + @units) WHERE id = @id',
  );
  const selectMovements = db.prepare<[string, number], MovementRow>(
    `SELECT ${MOVEMENT_COLUMNS} FROM stock_movements WHERE book_id = ? ORDER BY at DESC, rowid DESC LIMIT ?`,
  );

  const record = (movement: MovementInput<string>) =>
    insert.run(
      newId(),
      movement.bookId,
      movement.at,
      movement.change,
      movement.reason,
      movement.stockAfter,
      movement.orderId ?? null,
      movement.ownerId ?? null,
      movement.by?.id ?? null,
      movement.by?.name ?? null,
      movement.purchaseId ?? null,
    );

  /** Releases each counted line's units, as a cancel does, and records why. */
  const release = (lines: readonly Units[], orderId: string, at: string) => {
    for (const line of lines) {
      const after = releaseStatement.get({ units: line.quantity, id: line.bookId });
      if (after)
        record({
          bookId: line.bookId,
          change: line.quantity,
          reason: 'cancel',
          stockAfter: after.stock,
          at,
          orderId,
        });
    }
  };

  /** Handed-over units back on a counted shelf, recorded with why. */
  const putOnShelf = (
    line: Units,
    reason: 'void' | 'return',
    orderId: string,
    at: string,
    by: StaffRef | undefined,
  ) => {
    const after = restore.get({ units: line.quantity, id: line.bookId });
    if (after) {
      const { bookId, quantity: change } = line;
      record({ bookId, change, reason, stockAfter: after.stock, at, orderId, ...(by ? { by } : {}) });
    }
  };

  /**
   * The books asked for more than they have left, summed over the lines that name them (kits
   * sharing an item, and the item on its own line besides).
   */
  const shortages = (lines: readonly Units[]): OutOfStockItem[] =>
    [...unitsPerBook(lines)].flatMap(([bookId, quantity]) => {
      const book = selectStock.get(bookId);
      return limitsOrders(book) && book.stock < quantity ? [shortageOf({ bookId, quantity }, book)] : [];
    });

  /** Every line's units by `update`, once nothing is short: the write lock holds the counts meanwhile. */
  const takeEach = (
    lines: readonly Units[],
    update: Database.Statement<{ units: number; id: string }, { stock: number }>,
  ): TakeOutcome => {
    const short = shortages(lines);
    if (short.length > 0) return { taken: [], short };
    const taken: Taken[] = [];
    for (const line of lines) {
      const after = update.get({ units: line.quantity, id: line.bookId });
      if (after) taken.push({ bookId: line.bookId, quantity: line.quantity, stockAfter: after.stock });
    }
    return { taken, short };
  };

  /** The unit of work's stock primitives: each runs inside the unit's transaction. */
  const primitives: StockPrimitives = {
    takeUnits: async (lines) => takeEach(summed(lines), commit),
    sellUnits: async (lines) => takeEach(lines, sell),
    async recordMovements(movements) {
      for (const movement of movements) record({ ...movement, at: movement.at.toISOString() });
    },
    async handOverUnits(orderId) {
      for (const line of selectTaken.all(orderId)) handOver.run({ units: line.quantity, id: line.bookId });
    },
    async putBackUnits(orderId, at) {
      release(selectTaken.all(orderId), orderId, at.toISOString());
    },
    async unsellUnits(orderId, at, by) {
      for (const line of selectSold.all(orderId)) putOnShelf(line, 'void', orderId, at.toISOString(), by);
    },
    async takeBackUnits(orderId, line, at, by) {
      if (tookFromCount.get(orderId, line.bookId)) putOnShelf(line, 'return', orderId, at.toISOString(), by);
    },
    async addUnitsSold(lines) {
      for (const [id, units] of unitsPerBook(lines)) changeUnitsSold.run({ id, units });
    },
    async removeUnitsSold(lines) {
      for (const [id, units] of unitsPerBook(lines)) changeUnitsSold.run({ id, units: -units });
    },
  };

  return {
    record,
    movements: (bookId: string, limit: number) => selectMovements.all(bookId, limit).map(toMovement),
    primitives,
  };
}

export type StockLedger = ReturnType<typeof createStockLedger>;
