import type Database from 'better-sqlite3';
import { STOCK_MAX } from '../../contract';
import { newId } from '../ids';
import {
  BookGoneError,
  bookWriteFailure,
  type Book,
  type BookInput,
  type BookStore,
  type BookUpdate,
  type StockActor,
  type StockAdjustResult,
  type StockReason,
} from '../store';
import { createBookReader } from './book-reads';
import { bookColumns, refusedBookKey, toBook, type BookRow } from './book-rows';
import { createStockLedger } from './stock-ledger';
import { byOf, countSetMovement } from '../stock-rules';

/** Runs a write of a book; a unique index's refusal of its SKU or barcode becomes the contract's error. */
function guardUnique<T>(input: Pick<BookInput, 'sku' | 'barcode'>, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw bookWriteFailure(error, input, refusedBookKey);
  }
}

export function createSqliteBookStore(db: Database.Database): BookStore {
  const reader = createBookReader(db);
  const ledger = createStockLedger(db);
  const selectById = db.prepare<[string], BookRow>('SELECT * FROM books WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO books (id, title, description, category, trending, old_price_paise,
       new_price_paise, cover_image, sku, barcode, author, publisher, language, hsn, gst_rate, unit,
       stock, created_at, updated_at)
     VALUES (@id, @title, @description, @category, @trending, @oldPricePaise, @newPricePaise, @coverImage,
       @sku, @barcode, @author, @publisher, @language, @hsn, @gstRate, @unit, @stock, @now, @now)`,
  );
  const updateFields = db.prepare(
    `UPDATE books SET title = @title, description = @description, category = @category,
       trending = @trending, old_price_paise = @oldPricePaise, new_price_paise = @newPricePaise,
       cover_image = @coverImage, sku = @sku, barcode = @barcode, author = @author,
       publisher = @publisher, language = @language, hsn = @hsn, gst_rate = @gstRate, unit = @unit,
       updated_at = @now
     WHERE id = @id`,
  );
  // Right-hand sides read the row as it was: `committed` is what open orders hold before the count.
  const setOnHand = db.prepare<{ id: string; onHand: number | null }, { stock: number | null }>(
    `UPDATE books SET on_hand = @onHand,
       stock = CASE WHEN @onHand IS NULL THEN NULL ELSE MAX(0, @onHand - committed) END,
       committed = CASE WHEN @onHand IS NULL THEN 0 ELSE committed END
     WHERE id = @id RETURNING stock`,
  );
  // Each read by its unique index; a barcode is a code before a SKU is.
  const selectByBarcode = db.prepare<[string], BookRow>('SELECT * FROM books WHERE barcode = ?');
  const selectBySku = db.prepare<[string], BookRow>('SELECT * FROM books WHERE sku = ? COLLATE NOCASE');
  const deleteStmt = db.prepare('DELETE FROM books WHERE id = ?');
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM books');
  const versionStmt = db.prepare<[], { version: number }>('SELECT version FROM catalogue_version');

  /** Sets the units on hand and records it, when they differ from what the book had. */
  function setCount(
    book: Pick<BookRow, 'id' | 'on_hand'>,
    onHand: number | null,
    reason: StockReason,
    at: string,
    actor?: StockActor,
  ) {
    if (book.on_hand === onHand) return;
    const { stock } = setOnHand.get({ id: book.id, onHand })!;
    const movement = countSetMovement(book.id, { before: book.on_hand, after: onHand }, stock, {
      reason,
      at,
      actor,
    });
    if (movement) ledger.record(movement);
  }

  function createOne(input: BookInput, reason: StockReason, actor?: StockActor): Book {
    const id = newId();
    const now = new Date().toISOString();
    insert.run({ ...bookColumns(id, input, now), stock: null });
    setCount({ id, on_hand: null }, input.stock, reason, now, actor);
    return toBook(selectById.get(id)!);
  }

  function updateOne(id: string, input: BookUpdate, reason: StockReason, actor?: StockActor): Book | null {
    const current = selectById.get(id);
    if (!current) return null;
    const now = new Date().toISOString();
    updateFields.run(bookColumns(id, input, now));
    if (input.stock !== undefined) setCount(current, input.stock, reason, now, actor);
    return toBook(selectById.get(id)!);
  }

  const createAtomically = db.transaction((input: BookInput, actor?: StockActor) =>
    createOne(input, 'correction', actor),
  );
  const updateAtomically = db.transaction((id: string, input: BookUpdate, actor?: StockActor) =>
    updateOne(id, input, 'correction', actor),
  );

  const adjustAtomically = db.transaction(
    (
      id: string,
      adjustment: Parameters<BookStore['adjustStock']>[1],
      reason: StockReason,
      actor: StockActor,
    ) => {
      const book = selectById.get(id);
      if (!book) return { outcome: 'not_found' } satisfies StockAdjustResult;
      if ('change' in adjustment && book.on_hand === null)
        return { outcome: 'not_counted' } satisfies StockAdjustResult;
      // Received, lost and counted units are units on the shelf.
      const next = 'set' in adjustment ? adjustment.set : book.on_hand! + adjustment.change;
      if (next < 0) return { outcome: 'below_zero', stock: book.on_hand ?? 0 } satisfies StockAdjustResult;
      if (next > STOCK_MAX)
        return { outcome: 'above_maximum', stock: book.on_hand ?? 0 } satisfies StockAdjustResult;
      const at = new Date().toISOString();
      // A count that confirms what the shelf already holds is still worth its line in the record.
      if (next === book.on_hand)
        ledger.record({
          bookId: id,
          change: 0,
          reason,
          stockAfter: book.stock,
          at,
          ownerId: actor.ownerId,
          by: byOf(actor),
        });
      else setCount(book, next, reason, at, actor);
      return { outcome: 'changed', book: toBook(selectById.get(id)!) } satisfies StockAdjustResult;
    },
  );

  const importAtomically = db.transaction(
    (operations: Parameters<BookStore['applyImport']>[0], actor: StockActor) =>
      operations.map((operation) => {
        if (operation.kind === 'create')
          return guardUnique(operation.input, () => createOne(operation.input, 'import', actor));
        const updated = guardUnique(operation.input, () =>
          updateOne(operation.id, operation.input, 'import', actor),
        );
        // Thrown inside the transaction, so the rows already written are rolled back with it.
        if (!updated) throw new BookGoneError(operation.id);
        return updated;
      }),
  );

  return {
    async list(query) {
      return reader.list(query);
    },
    async listBilledAtCategoryDefault(page) {
      return reader.billedAtCategoryDefault(page);
    },
    async catalogueVersion() {
      return String(versionStmt.get()!.version);
    },
    async get(id) {
      const row = selectById.get(id);
      return row ? toBook(row) : null;
    },
    async findByCode(code) {
      const row = selectByBarcode.get(code) ?? selectBySku.get(code);
      return row ? toBook(row) : null;
    },
    async getMany(ids) {
      return reader.getMany(ids);
    },
    async topSellers(options) {
      return reader.topSellers(options);
    },
    async create(input, actor) {
      return guardUnique(input, () => createAtomically.immediate(input, actor));
    },
    async update(id, input, actor) {
      return guardUnique(input, () => updateAtomically.immediate(id, input, actor));
    },
    async delete(id) {
      return deleteStmt.run(id).changes > 0;
    },
    async count() {
      return countStmt.get()!.n;
    },
    async adjustStock(id, adjustment, reason, actor) {
      return adjustAtomically.immediate(id, adjustment, reason, actor);
    },
    async stockMovements(bookId, limit) {
      return ledger.movements(bookId, limit);
    },
    async applyImport(operations, actor) {
      return importAtomically.immediate(operations, actor);
    },
  };
}
