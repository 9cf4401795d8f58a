/** The store contract's catalogue part: books, their stock and its movements, imports. */
import type { Book, BookDetail, BookSort, Category, StockMovement, StockReason } from '../contract';

/**
 * A book as written: a stock given is a count of the shelf, which sets the units on hand. A
 * detail (author, publisher, language) left out is none, on an update too: a write sets every
 * field it describes, and the service fills in the current ones a client did not send.
 */
export type BookInput = Omit<Book, '_id' | 'createdAt' | 'updatedAt' | 'onHand' | BookDetail> &
  Partial<Pick<Book, BookDetail>>;

/**
 * A book's new fields. Stock left out stays as it is: an edit form read a while ago must not
 * undo the units orders took meanwhile. A stock given is set, and recorded as a correction.
 */
export type BookUpdate = Omit<BookInput, 'stock'> & { stock?: number | null };

/** Who changed stock by hand or by import: an owner account. */
export interface StockActor {
  ownerId: string;
}

/** Units received or lost (`change`), or a count taken (`set`). */
export type StockAdjustment = { change: number } | { set: number };

export type StockAdjustResult =
  | { outcome: 'changed'; book: Book }
  | { outcome: 'not_found' }
  /** The change would leave fewer than 0; `stock` is what there is. */
  | { outcome: 'below_zero'; stock: number }
  /** The change would take the count past STOCK_MAX; `stock` is what there is. */
  | { outcome: 'above_maximum'; stock: number }
  /** A change to an item whose units are not counted; set a count first. */
  | { outcome: 'not_counted' };

/** One row of a catalogue import, already checked. */
export type ImportOperation =
  | { kind: 'create'; input: BookInput }
  /** Stock left out of `input` stays as it is, as in BookStore.update. */
  | { kind: 'update'; id: string; input: BookUpdate };

/** A write gave a SKU that another book has; nothing was written. */
export class DuplicateSkuError extends Error {
  constructor(readonly sku: string) {
    super(`SKU ${sku} belongs to another book`);
    this.name = 'DuplicateSkuError';
  }
}

/**
 * What a write that set `sku` throws when it fails: the contract's error where the adapter's unique
 * index refused that SKU, else the failure itself. Both adapters' SKU guards share this rule.
 */
export function skuWriteFailure(
  error: unknown,
  sku: string | null | undefined,
  refusedSku: (error: unknown) => boolean,
): unknown {
  return sku && refusedSku(error) ? new DuplicateSkuError(sku) : error;
}

/** A write named a book that is no longer there (deleted meanwhile); nothing was written. */
export class BookGoneError extends Error {
  constructor(readonly bookId: string) {
    super(`Book ${bookId} is no longer in the catalogue`);
    this.name = 'BookGoneError';
  }
}

export interface BookQuery {
  category?: Category;
  trending?: boolean;
  search?: string;
  sort?: BookSort;
  limit?: number;
  offset?: number;
  /** Only counted books with at most this many units (0: out of stock). */
  stockAtMost?: number;
}

export interface BookPage {
  items: Book[];
  total: number;
}

export interface BookStore {
  list(query: BookQuery): Promise<BookPage>;
  get(id: string): Promise<Book | null>;
  getMany(ids: readonly string[]): Promise<Book[]>;
  /**
   * Most units collected first (kept up to date by each collection, so the cost does not grow with
   * the order history); books with none follow, newest first.
   */
  topSellers(options: { category?: Category; limit: number }): Promise<Book[]>;
  /** A stock given is recorded as a correction by `actor`. Throws DuplicateSkuError. */
  create(input: BookInput, actor?: StockActor): Promise<Book>;
  /** Null when there is no such book. Throws DuplicateSkuError. */
  update(id: string, input: BookUpdate, actor?: StockActor): Promise<Book | null>;
  delete(id: string): Promise<boolean>;
  /** Atomic: the count moves and the movement is recorded, or neither; never below 0 nor past STOCK_MAX. */
  adjustStock(
    id: string,
    adjustment: StockAdjustment,
    reason: StockReason,
    actor: StockActor,
  ): Promise<StockAdjustResult>;
  /** A book's stock movements, newest first. */
  stockMovements(bookId: string, limit: number): Promise<StockMovement[]>;
  /**
   * Every operation or none (one transaction; see docs/decisions/0006 for MongoDB without one).
   * Stock set by a row is recorded as an import by `actor`. Throws DuplicateSkuError, or
   * BookGoneError when a book to update was deleted meanwhile.
   */
  applyImport(operations: readonly ImportOperation[], actor: StockActor): Promise<Book[]>;
  count(): Promise<number>;
  /**
   * Changes whenever any book is created, changed or deleted, by any process sharing the store;
   * a response cached under one version is still true while the version is the same.
   */
  catalogueVersion(): Promise<string>;
}
