/** The store contract's catalogue part: books, their stock and its movements, imports. */
import type { Book, BookDetail, BookSort, Category, StockMovement, StockReason } from '../contract';

/**
 * A book as written: a stock given is a count of the shelf, which sets the units on hand. A
 * detail (author, publisher, language), a barcode or an HSN code or GST rate left out is none, and
 * a unit left out is NOS, on an update too: a write sets every field it describes, and the service
 * fills in the current ones a client did not send.
 */
export type BookInput = Omit<Book, '_id' | 'createdAt' | 'updatedAt' | 'onHand' | OptionalBookField> &
  Partial<Pick<Book, OptionalBookField>>;

type OptionalBookField = BookDetail | 'barcode' | 'hsn' | 'gstRate' | 'unit';

/**
 * A book's new fields. Stock left out stays as it is: an edit form read a while ago must not
 * undo the units orders took meanwhile. A stock given is set, and recorded as a correction.
 */
export type BookUpdate = Omit<BookInput, 'stock'> & { stock?: number | null };

/** Who changed stock by hand or by import: the owner or a staff member, and their name then. */
export interface StockActor {
  ownerId: string;
  /** Named on the movement (`by`) with `ownerId`; none names nobody. */
  name?: string;
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

/** A write gave a barcode that another book has; nothing was written. */
export class DuplicateBarcodeError extends Error {
  constructor(readonly barcode: string) {
    super(`Barcode ${barcode} belongs to another book`);
    this.name = 'DuplicateBarcodeError';
  }
}

/** Which of a book's unique fields a unique index refused, as each adapter tells it. */
export type RefusedBookKey = 'sku' | 'barcode' | null;

/**
 * What a write of `input` throws when it fails: the contract's error where the adapter's unique
 * index refused its SKU or its barcode, else the failure itself. Both adapters share this rule.
 */
export function bookWriteFailure(
  error: unknown,
  input: Pick<BookInput, 'sku' | 'barcode'>,
  refusedKey: (error: unknown) => RefusedBookKey,
): unknown {
  const key = refusedKey(error);
  if (key === 'sku' && input.sku) return new DuplicateSkuError(input.sku);
  if (key === 'barcode' && input.barcode) return new DuplicateBarcodeError(input.barcode);
  return error;
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

/** A page of a list: `limit` items (all when left out) after the first `offset`. */
export interface PageQuery {
  limit?: number;
  offset?: number;
}

export interface BookStore {
  list(query: BookQuery): Promise<BookPage>;
  /**
   * The books billed at their category's HSN code or rate because they lack their own (no code,
   * an empty one, or no rate), for the owner to confirm: by title whatever its case, then oldest.
   */
  listBilledAtCategoryDefault(page: PageQuery): Promise<BookPage>;
  get(id: string): Promise<Book | null>;
  getMany(ids: readonly string[]): Promise<Book[]>;
  /**
   * Most units collected first (kept up to date by each collection, so the cost does not grow with
   * the order history); books with none follow, newest first.
   */
  topSellers(options: { category?: Category; limit: number }): Promise<Book[]>;
  /**
   * The book whose barcode is `code`, else the one whose SKU is `code` whatever its case; null
   * when none. `code` is matched as given: reading what was scanned or typed is the caller's.
   */
  findByCode(code: string): Promise<Book | null>;
  /** A stock given is recorded as a correction by `actor`. Throws DuplicateSkuError or DuplicateBarcodeError. */
  create(input: BookInput, actor?: StockActor): Promise<Book>;
  /** Null when there is no such book. Throws DuplicateSkuError or DuplicateBarcodeError. */
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
   * Stock set by a row is recorded as an import by `actor`. Throws DuplicateSkuError,
   * DuplicateBarcodeError, or
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
