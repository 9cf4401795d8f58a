import type { ClientSession } from 'mongoose';
import { STOCK_MAX } from '../../contract';
import { byOf, countSetMovement } from '../stock-rules';
import {
  BookGoneError,
  bookWriteFailure,
  type Book,
  type BookInput,
  type BookStore,
  type BookUpdate,
  type RefusedBookKey,
  type StockActor,
  type StockAdjustResult,
  type StockReason,
} from '../store';
import { createMongoBookReader } from './book-reads';
import { toBook, toBookDoc, toBookFields } from './mapping';
import {
  isDuplicateKey,
  newDocumentId,
  TITLE_COLLATION,
  type BookDoc,
  type CounterDoc,
  type Models,
} from './models';
import { AVAILABLE, createMongoStockLedger, HELD } from './stock-ledger';
import type { Transactions } from './transactions';

/** Only the SKU and barcode indexes: a duplicate `_id` is a different failure. */
function refusedBookKey(error: unknown): RefusedBookKey {
  const pattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  if (!isDuplicateKey(error) || !pattern) return null;
  if ('barcode' in pattern) return 'barcode';
  return 'sku' in pattern ? 'sku' : null;
}

/** A unique index refused a write: the contract's error, naming the SKU or barcode. */
async function guardUnique<T>(
  input: Pick<BookInput, 'sku' | 'barcode'>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw bookWriteFailure(error, input, refusedBookKey);
  }
}

export function createMongoBookStore(models: Models, transactions: Transactions): BookStore {
  const { Book, Counter } = models;
  const ledger = createMongoStockLedger(models);
  const reader = createMongoBookReader(models);
  // After the write, never before: a reader that cached the old book under the old version
  // sees the new version on its next request.
  const bumpCatalogueVersion = (session?: ClientSession) => ledger.bumpCatalogueVersion(session);

  /**
   * Sets the units on hand; what customers can order becomes them less what open orders hold, in
   * the same document update. Answers the book as it was before, or null when there is none.
   */
  const setOnHand = (id: string, onHand: number | null, session?: ClientSession) =>
    Book.findOneAndUpdate(
      { _id: id },
      [
        {
          $set:
            onHand === null
              ? { onHand: null, stock: null, committed: 0 }
              : { onHand, stock: { $max: [0, { $subtract: [onHand, HELD] }] }, committed: HELD },
        },
      ],
      { returnDocument: 'before', updatePipeline: true, session },
    ).lean<BookDoc>();

  /** What customers can order once `onHand` is set on a book that was `before`. */
  const availableAfter = (before: BookDoc, onHand: number | null) =>
    onHand === null ? null : Math.max(0, onHand - (before.committed ?? 0));

  /** Records a count the owner or an import set, when it differs from the one before. */
  async function recordSet(
    bookId: string,
    onHand: { before: number | null; after: number | null },
    stockAfter: number | null,
    why: { reason: StockReason; at: Date; actor: StockActor | undefined },
    session: ClientSession | undefined,
  ) {
    const movement = countSetMovement(bookId, onHand, stockAfter, why);
    if (movement) await ledger.record([movement], session);
  }

  async function createOne(
    input: BookInput,
    reason: StockReason,
    actor?: StockActor,
    session?: ClientSession,
  ) {
    const doc = toBookDoc(newDocumentId(), input, new Date());
    await Book.create([doc], { session });
    const why = { reason, at: doc.createdAt, actor };
    await recordSet(doc._id, { before: null, after: input.stock }, input.stock, why, session);
    return toBook(doc);
  }

  async function updateOne(
    id: string,
    input: BookUpdate,
    reason: StockReason,
    actor?: StockActor,
    session?: ClientSession,
  ): Promise<Book | null> {
    const now = new Date();
    const set = toBookFields(input, now);
    const before = await Book.findOneAndUpdate(
      { _id: id },
      { $set: set },
      { returnDocument: 'before', runValidators: true, session },
    ).lean<BookDoc>();
    if (!before) return null;
    const counted = { stock: before.stock ?? null, onHand: before.onHand ?? null };
    if (input.stock !== undefined && input.stock !== counted.onHand) {
      const atCount = (await setOnHand(id, input.stock, session)) ?? before;
      counted.onHand = input.stock;
      counted.stock = availableAfter(atCount, input.stock);
      const onHand = { before: atCount.onHand ?? null, after: input.stock };
      await recordSet(id, onHand, counted.stock, { reason, at: now, actor }, session);
    }
    return toBook({ ...before, ...set, ...counted });
  }

  async function adjust(
    id: string,
    adjustment: Parameters<BookStore['adjustStock']>[1],
    reason: StockReason,
    actor: StockActor,
    session?: ClientSession,
  ): Promise<StockAdjustResult> {
    const at = new Date();
    let before: number | null;
    let after: number;
    let stockAfter: number | null;
    if ('set' in adjustment) {
      const doc = await setOnHand(id, adjustment.set, session);
      if (!doc) return { outcome: 'not_found' };
      before = doc.onHand ?? null;
      after = adjustment.set;
      stockAfter = availableAfter(doc, after);
    } else {
      // Received and lost units are units on the shelf. The filter is the guard: a counted book with
      // enough units and room for the change, so on hand never goes below 0 nor past the maximum.
      const { change } = adjustment;
      const doc = await Book.findOneAndUpdate(
        { _id: id, onHand: { $gte: -change, $lte: STOCK_MAX - change } },
        [{ $set: { onHand: { $add: ['$onHand', change] } } }, { $set: { stock: AVAILABLE } }],
        { returnDocument: 'after', updatePipeline: true, session },
      ).lean<BookDoc>();
      if (!doc) {
        const current = await Book.findById(id, { onHand: 1 }, { session }).lean<Pick<BookDoc, 'onHand'>>();
        if (!current) return { outcome: 'not_found' };
        if (current.onHand === null || current.onHand === undefined) return { outcome: 'not_counted' };
        if (current.onHand + change > STOCK_MAX) return { outcome: 'above_maximum', stock: current.onHand };
        return { outcome: 'below_zero', stock: current.onHand };
      }
      after = doc.onHand!;
      before = after - change;
      stockAfter = doc.stock ?? null;
    }
    await ledger.record(
      [
        {
          bookId: id,
          change: after - (before ?? 0),
          reason,
          stockAfter,
          at,
          ownerId: actor.ownerId,
          by: byOf(actor),
        },
      ],
      session,
    );
    await bumpCatalogueVersion(session);
    const book = await Book.findById(id, null, { session }).lean<BookDoc>();
    return book ? { outcome: 'changed', book: toBook(book) } : { outcome: 'not_found' };
  }

  return {
    list: reader.list,
    listBilledAtCategoryDefault: reader.listBilledAtCategoryDefault,
    async get(id) {
      const doc = await Book.findById(id).lean<BookDoc>();
      return doc ? toBook(doc) : null;
    },
    async findByCode(code) {
      // Each read by its unique index: the filters name the indexes' own conditions, and the SKU's
      // collation is the index's, which ignores case.
      const byBarcode = await Book.findOne({ barcode: { $eq: code, $type: 'string' } }).lean<BookDoc>();
      const doc =
        byBarcode ??
        (await Book.findOne({ sku: { $eq: code, $type: 'string' } })
          .collation(TITLE_COLLATION)
          .lean<BookDoc>());
      return doc ? toBook(doc) : null;
    },
    getMany: reader.getMany,
    topSellers: reader.topSellers,
    async create(input, actor) {
      const book = await guardUnique(input, () =>
        transactions.run((session) => createOne(input, 'correction', actor, session)),
      );
      await bumpCatalogueVersion();
      return book;
    },
    async update(id, input, actor) {
      const book = await guardUnique(input, () =>
        transactions.run((session) => updateOne(id, input, 'correction', actor, session)),
      );
      if (book) await bumpCatalogueVersion();
      return book;
    },
    async delete(id) {
      const deleted = (await Book.deleteOne({ _id: id })).deletedCount > 0;
      if (deleted) await bumpCatalogueVersion();
      return deleted;
    },
    async count() {
      return Book.countDocuments();
    },
    async catalogueVersion() {
      const counter = await Counter.findById('catalogue').lean<CounterDoc>();
      return String(counter?.value ?? 0);
    },
    adjustStock: (id, adjustment, reason, actor) =>
      transactions.run((session) => adjust(id, adjustment, reason, actor, session)),
    stockMovements: (bookId, limit) => ledger.movements(bookId, limit),
    async applyImport(operations, actor) {
      const books = await transactions.run(async (session) => {
        const written: Book[] = [];
        for (const operation of operations) {
          const book = await guardUnique(operation.input, () =>
            operation.kind === 'create'
              ? createOne(operation.input, 'import', actor, session)
              : updateOne(operation.id, operation.input, 'import', actor, session),
          );
          if (!book) throw new BookGoneError(operation.kind === 'update' ? operation.id : '');
          written.push(book);
        }
        return written;
      });
      await bumpCatalogueVersion();
      return books;
    },
  };
}
