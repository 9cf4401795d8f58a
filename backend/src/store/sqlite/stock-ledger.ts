import type Database from 'better-sqlite3';
import { newId } from '../ids';
import { limitsOrders, shortageOf, unitsPerBook } from '../order-rules';
import type { MovementInput, StockMovementRecord } from '../records';
import type { BookOrderLine, OutOfStockItem, StockMovement, StockReason } from '../store';

/** The stock movements table's columns under the contract's names, for every read of a movement. */
export const MOVEMENT_COLUMNS = `id, book_id AS bookId, at, change, reason, stock_after AS stockAfter,
  order_id AS orderId, owner_id AS ownerId`;

type MovementRow = { id: string } & StockMovementRecord<string>;

type Units = Pick<BookOrderLine, 'bookId' | 'quantity'>;

const toMovement = ({ id, ...movement }: MovementRow): StockMovement => ({ _id: id, ...movement });

const summed = (lines: readonly Units[]): Units[] =>
  [...unitsPerBook(lines)].map(([bookId, quantity]) => ({ bookId, quantity }));

/**
 * Counts and their movements. Every method runs inside the caller's transaction, which is what
 * makes a count and its movement (and the order that caused them) one change.
 */
export function createStockLedger(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO stock_movements (id, book_id, at, change, reason, stock_after, order_id, owner_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
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
  const release = db.prepare<{ units: number; id: string }, { stock: number }>(
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
    );

  /** Commits or releases each counted line's units and records why. */
  const move = (lines: readonly Units[], sign: 1 | -1, reason: StockReason, orderId: string, at: string) => {
    const update = sign < 0 ? commit : release;
    for (const line of lines) {
      const after = update.get({ units: line.quantity, id: line.bookId });
      if (after)
        record({
          bookId: line.bookId,
          change: sign * line.quantity,
          reason,
          stockAfter: after.stock,
          at,
          orderId,
        });
    }
  };

  /** Handed-over units back on a counted shelf, recorded with why. */
  const putOnShelf = (line: Units, reason: 'void' | 'return', orderId: string, at: string) => {
    const after = restore.get({ units: line.quantity, id: line.bookId });
    if (after)
      record({ bookId: line.bookId, change: line.quantity, reason, stockAfter: after.stock, at, orderId });
  };

  return {
    record,
    /**
     * The books asked for more than they have left, summed over the lines that name them (kits
     * sharing an item, and the item on its own line besides).
     */
    shortages(lines: readonly Units[]): OutOfStockItem[] {
      return [...unitsPerBook(lines)].flatMap(([bookId, quantity]) => {
        const book = selectStock.get(bookId);
        return limitsOrders(book) && book.stock < quantity ? [shortageOf({ bookId, quantity }, book)] : [];
      });
    },
    /** Each book's units taken once for all the lines that name it, as one movement. */
    take: (lines: readonly Units[], orderId: string, at: string) =>
      move(summed(lines), -1, 'order', orderId, at),
    /** A cancelled order's units back on the count, only as many as it took from a count. */
    putBack: (orderId: string, at: string) => move(selectTaken.all(orderId), 1, 'cancel', orderId, at),
    /** A collected order's units off the shelf: only what it took from a count. */
    handOver: (orderId: string) => {
      for (const line of selectTaken.all(orderId)) handOver.run({ units: line.quantity, id: line.bookId });
    },
    /** A counter sale's counted units off the shelf, as `counter_sale` movements. */
    sell(lines: readonly Units[], orderId: string, at: string) {
      for (const line of lines) {
        const after = sell.get({ units: line.quantity, id: line.bookId });
        if (after)
          record({
            bookId: line.bookId,
            change: -line.quantity,
            reason: 'counter_sale',
            stockAfter: after.stock,
            at,
            orderId,
          });
      }
    },
    /** A voided sale's units back on the shelf: only what it took from a count. */
    unsell(orderId: string, at: string) {
      for (const line of selectSold.all(orderId)) putOnShelf(line, 'void', orderId, at);
    },
    /** Returned units back on the shelf, when the order took them from a count. */
    takeBack(orderId: string, line: Units, at: string) {
      if (tookFromCount.get(orderId, line.bookId)) putOnShelf(line, 'return', orderId, at);
    },
    movements: (bookId: string, limit: number) => selectMovements.all(bookId, limit).map(toMovement),
  };
}

export type StockLedger = ReturnType<typeof createStockLedger>;
