import type { ClientSession } from 'mongoose';
import { STOCK_MAX } from '../../contract';
import { countSetMovement } from '../stock-rules';
import {
  BookGoneError,
  skuWriteFailure,
  type Book,
  type BookInput,
  type BookStore,
  type BookUpdate,
  type StockActor,
  type StockAdjustResult,
  type StockReason,
} from '../store';
import { createMongoBookReader } from './book-reads';
import { toBook, toBookDoc, toBookFields } from './mapping';
import { isDuplicateKey, newDocumentId, type BookDoc, type CounterDoc, type Models } from './models';
import { createMongoStockLedger } from './stock-ledger';
import type { Transactions } from './transactions';

/** Only the SKU index: a duplicate `_id` is a different failure. */
function isSkuKey(error: unknown): boolean {
  const pattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  return isDuplicateKey(error) && !!pattern && 'sku' in pattern;
}

/** The unique SKU index refused a write: the contract's error, naming the SKU. */
async function guardSku<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw skuWriteFailure(error, sku, isSkuKey);
  }
}

export function createMongoBookStore(models: Models, transactions: Transactions): BookStore {
  const { Book, Counter } = models;
  const ledger = createMongoStockLedger(models);
  const reader = createMongoBookReader(models);
  // After the write, never before: a reader that cached the old book under the old version
  // sees the new version on its next request.
  const bumpCatalogueVersion = (session?: ClientSession) => ledger.bumpCatalogueVersion(session);

  /** Records a count the owner or an import set, when it differs from the one before. */
  async function recordSet(
    bookId: string,
    before: number | null,
    after: number | null,
    reason: StockReason,
    at: Date,
    actor: StockActor | undefined,
    session: ClientSession | undefined,
  ) {
    const movement = countSetMovement(bookId, before, after, { reason, at, actor });
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
    await recordSet(doc._id, null, input.stock, reason, doc.createdAt, actor, session);
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
    const set = { ...toBookFields(input, now), ...(input.stock !== undefined ? { stock: input.stock } : {}) };
    const before = await Book.findOneAndUpdate(
      { _id: id },
      { $set: set },
      { returnDocument: 'before', runValidators: true, session },
    ).lean<BookDoc>();
    if (!before) return null;
    if (input.stock !== undefined)
      await recordSet(id, before.stock ?? null, input.stock, reason, now, actor, session);
    return toBook({
      ...before,
      ...set,
      stock: input.stock !== undefined ? input.stock : (before.stock ?? null),
    });
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
    if ('set' in adjustment) {
      const doc = await Book.findOneAndUpdate(
        { _id: id },
        { $set: { stock: adjustment.set } },
        { returnDocument: 'before', session },
      ).lean<BookDoc>();
      if (!doc) return { outcome: 'not_found' };
      before = doc.stock ?? null;
      after = adjustment.set;
    } else {
      // The filter is the guard: a counted book with enough units and room for the change, so the
      // count never goes below 0 nor past the maximum.
      const doc = await Book.findOneAndUpdate(
        { _id: id, stock: { $gte: -adjustment.change, $lte: STOCK_MAX - adjustment.change } },
        { $inc: { stock: adjustment.change } },
        { returnDocument: 'after', session },
      ).lean<BookDoc>();
      if (!doc) {
        const current = await Book.findById(id, { stock: 1 }, { session }).lean<Pick<BookDoc, 'stock'>>();
        if (!current) return { outcome: 'not_found' };
        if (current.stock === null || current.stock === undefined) return { outcome: 'not_counted' };
        if (current.stock + adjustment.change > STOCK_MAX)
          return { outcome: 'above_maximum', stock: current.stock };
        return { outcome: 'below_zero', stock: current.stock };
      }
      after = doc.stock!;
      before = after - adjustment.change;
    }
    await ledger.record(
      [{ bookId: id, change: after - (before ?? 0), reason, stockAfter: after, at, ownerId: actor.ownerId }],
      session,
    );
    await bumpCatalogueVersion(session);
    const book = await Book.findById(id, null, { session }).lean<BookDoc>();
    return book ? { outcome: 'changed', book: toBook(book) } : { outcome: 'not_found' };
  }

  return {
    list: reader.list,
    async get(id) {
      const doc = await Book.findById(id).lean<BookDoc>();
      return doc ? toBook(doc) : null;
    },
    getMany: reader.getMany,
    topSellers: reader.topSellers,
    async create(input, actor) {
      const book = await guardSku(input.sku, () =>
        transactions.run((session) => createOne(input, 'correction', actor, session)),
      );
      await bumpCatalogueVersion();
      return book;
    },
    async update(id, input, actor) {
      const book = await guardSku(input.sku, () =>
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
          const book = await guardSku(operation.input.sku, () =>
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
