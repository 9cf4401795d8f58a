import { ID_PATTERN, readBarcode, STOCK_MAX, type StockMovement } from '../contract';
import { bookPriceProblems, type StockAdjustment } from '../contract/schemas';
import { AppError } from '../errors';
import type { ImageService } from '../images/service';
import {
  BookGoneError,
  DuplicateBarcodeError,
  DuplicateSkuError,
  type Book,
  type BookPage,
  type BookQuery,
  type BookStore,
  type BookUpdate,
  type StockActor,
} from '../store/store';
import type { CreateBookRequest, ListBooksQuery, TopSellersQuery, UpdateBookRequest } from './schemas';

const notFound = () => new AppError('not_found', 'Book not found.');

function assertPricesConsistent(prices: { oldPrice: number; newPrice: number }): void {
  const problems = bookPriceProblems(prices);
  if (problems.length) throw new AppError('validation', `${problems[0]!.message}.`, problems);
}

/** A barcode another item has: the owner is told which item, to correct one or the other. */
async function barcodeTaken(books: Pick<BookStore, 'findByCode'>, barcode: string): Promise<AppError> {
  const holder = await books.findByCode(barcode);
  // Deleted or changed since the write was refused, it can no longer be named.
  const named = holder?.barcode === barcode ? `“${holder.title}”` : null;
  return new AppError('conflict', `${named ?? 'Another item'} already has barcode ${barcode}.`, [
    { path: 'barcode', message: `This barcode belongs to ${named ?? 'another item'}` },
  ]);
}

/** The store's refusals of a catalogue write, as the client should hear them. */
export async function catalogueWrite<T>(
  books: Pick<BookStore, 'findByCode'>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateSkuError) {
      throw new AppError('conflict', `Another item already has SKU ${error.sku}.`, [
        { path: 'sku', message: 'This SKU belongs to another item' },
      ]);
    }
    if (error instanceof DuplicateBarcodeError) throw await barcodeTaken(books, error.barcode);
    if (error instanceof BookGoneError) {
      throw new AppError(
        'conflict',
        'An item was deleted while this change was made. Nothing was changed; try again.',
      );
    }
    throw error;
  }
}

/** How many movements one request lists at most. */
const MOVEMENTS_MAX = 500;

export function createBookService(deps: {
  books: BookStore;
  images: ImageService;
  lowStockThreshold: number;
  /** Told after a change that may have freed units, for the customers waiting for them. */
  stockMayHaveReturned?: () => void;
}) {
  const stockMayHaveReturned = deps.stockMayHaveReturned ?? (() => {});
  async function resolveCover(
    reference: string | undefined,
    upload: Buffer | undefined,
  ): Promise<string | undefined> {
    if (upload) return deps.images.storeUpload(upload);
    if (!reference) return undefined;
    return deps.images.checkCoverReference(reference);
  }

  /**
   * A search that is an item's barcode, as typed or scanned (an ISBN-10 too), finds that item
   * alone, within the list's filters; null when the search is no item's barcode. The word search
   * would find a barcode only where some text happened to hold it.
   */
  async function barcodeSearch(query: BookQuery): Promise<BookPage | null> {
    const reading = query.search ? readBarcode(query.search) : null;
    if (!reading || 'problem' in reading) return null;
    const book = await deps.books.findByCode(reading.barcode);
    if (book?.barcode !== reading.barcode) return null;
    const listed =
      (query.category === undefined || book.category === query.category) &&
      (query.trending === undefined || book.trending === query.trending) &&
      (query.stockAtMost === undefined || (book.stock !== null && book.stock <= query.stockAtMost));
    if (!listed) return { items: [], total: 0 };
    const onPage = !query.offset && query.limit !== 0;
    return { items: onPage ? [book] : [], total: 1 };
  }

  async function getOrThrow(id: string): Promise<Book> {
    const book = ID_PATTERN.test(id) ? await deps.books.get(id) : null;
    if (!book) throw notFound();
    return book;
  }

  return {
    async list(query: ListBooksQuery): Promise<BookPage> {
      const { q, stock, ids, ...rest } = query;
      if (ids) {
        // Unknown ids (an item since deleted) are simply absent.
        const items = await deps.books.getMany(ids);
        return { items, total: items.length };
      }
      const stockAtMost = stock === 'out' ? 0 : stock === 'low' ? deps.lowStockThreshold : undefined;
      const bookQuery: BookQuery = { ...rest, search: q || undefined, stockAtMost };
      return (await barcodeSearch(bookQuery)) ?? deps.books.list(bookQuery);
    },

    get: getOrThrow,

    catalogueVersion(): Promise<string> {
      return deps.books.catalogueVersion();
    },

    topSellers(query: TopSellersQuery): Promise<Book[]> {
      return deps.books.topSellers(query);
    },

    async create(request: CreateBookRequest, actor: StockActor, upload?: Buffer): Promise<Book> {
      assertPricesConsistent(request);
      const coverImage = await resolveCover(request.coverImage, upload);
      if (!coverImage) {
        throw new AppError('validation', 'A cover image is required.', [
          { path: 'coverImage', message: 'Upload an image or give an image URL' },
        ]);
      }
      return catalogueWrite(deps.books, () => deps.books.create({ ...request, coverImage }, actor));
    },

    async update(id: string, request: UpdateBookRequest, actor: StockActor, upload?: Buffer): Promise<Book> {
      const current = await getOrThrow(id);
      const { _id, createdAt, updatedAt, __v, onHand, coverImage, ...changes } = request;
      const merged: BookUpdate = {
        title: changes.title ?? current.title,
        description: changes.description ?? current.description,
        category: changes.category ?? current.category,
        trending: changes.trending ?? current.trending,
        oldPrice: changes.oldPrice ?? current.oldPrice,
        newPrice: changes.newPrice ?? current.newPrice,
        coverImage: (await resolveCover(coverImage || undefined, upload)) ?? current.coverImage,
        sku: changes.sku === undefined ? current.sku : changes.sku,
        barcode: changes.barcode === undefined ? current.barcode : changes.barcode,
        author: changes.author === undefined ? current.author : changes.author,
        publisher: changes.publisher === undefined ? current.publisher : changes.publisher,
        language: changes.language === undefined ? current.language : changes.language,
        hsn: changes.hsn === undefined ? current.hsn : changes.hsn,
        gstRate: changes.gstRate === undefined ? current.gstRate : changes.gstRate,
        unit: changes.unit ?? current.unit,
        // Only a count the owner sent: the rest of the form was read before orders took units.
        ...(changes.stock !== undefined && changes.stock !== current.stock ? { stock: changes.stock } : {}),
      };
      assertPricesConsistent(merged);
      const updated = await catalogueWrite(deps.books, () => deps.books.update(id, merged, actor));
      if (!updated) throw notFound();
      if (merged.stock !== undefined) stockMayHaveReturned();
      return updated;
    },

    async adjustStock(id: string, adjustment: StockAdjustment, actor: StockActor): Promise<Book> {
      if (!ID_PATTERN.test(id)) throw notFound();
      const { reason, ...amount } = adjustment;
      const change = amount.change !== undefined ? { change: amount.change } : { set: amount.set! };
      const result = await deps.books.adjustStock(id, change, reason, actor);
      switch (result.outcome) {
        case 'changed':
          stockMayHaveReturned();
          return result.book;
        case 'not_found':
          throw notFound();
        case 'not_counted':
          throw new AppError('conflict', "This item's stock is not counted. Set a count first.");
        case 'below_zero':
          throw new AppError(
            'conflict',
            `That would leave fewer than 0: there ${result.stock === 1 ? 'is' : 'are'} ${result.stock} in stock.`,
          );
        case 'above_maximum':
          throw new AppError(
            'conflict',
            `That would make more than ${STOCK_MAX.toLocaleString('en-IN')}: there ${result.stock === 1 ? 'is' : 'are'} ${result.stock} in stock.`,
          );
      }
    },

    async stockMovements(id: string, limit = MOVEMENTS_MAX): Promise<StockMovement[]> {
      await getOrThrow(id);
      return deps.books.stockMovements(id, Math.min(limit, MOVEMENTS_MAX));
    },

    async delete(id: string): Promise<void> {
      if (!ID_PATTERN.test(id) || !(await deps.books.delete(id))) throw notFound();
    },
  };
}

export type BookService = ReturnType<typeof createBookService>;
