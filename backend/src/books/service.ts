import { ID_PATTERN } from '../contract';
import { bookPriceProblems } from '../contract/schemas';
import { AppError } from '../errors';
import type { ImageService } from '../images/service';
import type { Book, BookInput, BookPage, BookStore } from '../store/store';
import type { CreateBookRequest, ListBooksQuery, TopSellersQuery, UpdateBookRequest } from './schemas';

const notFound = () => new AppError('not_found', 'Book not found.');

function assertPricesConsistent(prices: { oldPrice: number; newPrice: number }): void {
  const problems = bookPriceProblems(prices);
  if (problems.length) throw new AppError('validation', `${problems[0]!.message}.`, problems);
}

export function createBookService(deps: { books: BookStore; images: ImageService }) {
  async function resolveCover(
    reference: string | undefined,
    upload: Buffer | undefined,
  ): Promise<string | undefined> {
    if (upload) return deps.images.storeUpload(upload);
    if (!reference) return undefined;
    return deps.images.checkCoverReference(reference);
  }

  async function getOrThrow(id: string): Promise<Book> {
    const book = ID_PATTERN.test(id) ? await deps.books.get(id) : null;
    if (!book) throw notFound();
    return book;
  }

  return {
    async list(query: ListBooksQuery): Promise<BookPage> {
      const { q, ...rest } = query;
      return deps.books.list({ ...rest, search: q || undefined });
    },

    get: getOrThrow,

    catalogueVersion(): Promise<string> {
      return deps.books.catalogueVersion();
    },

    topSellers(query: TopSellersQuery): Promise<Book[]> {
      return deps.books.topSellers(query);
    },

    async create(request: CreateBookRequest, upload?: Buffer): Promise<Book> {
      assertPricesConsistent(request);
      const coverImage = await resolveCover(request.coverImage, upload);
      if (!coverImage) {
        throw new AppError('validation', 'A cover image is required.', [
          { path: 'coverImage', message: 'Upload an image or give an image URL' },
        ]);
      }
      return deps.books.create({ ...request, coverImage });
    },

    async update(id: string, request: UpdateBookRequest, upload?: Buffer): Promise<Book> {
      const current = await getOrThrow(id);
      const { _id, createdAt, updatedAt, __v, coverImage, ...changes } = request;
      const merged: BookInput = {
        title: changes.title ?? current.title,
        description: changes.description ?? current.description,
        category: changes.category ?? current.category,
        trending: changes.trending ?? current.trending,
        oldPrice: changes.oldPrice ?? current.oldPrice,
        newPrice: changes.newPrice ?? current.newPrice,
        coverImage: (await resolveCover(coverImage || undefined, upload)) ?? current.coverImage,
      };
      assertPricesConsistent(merged);
      const updated = await deps.books.update(id, merged);
      if (!updated) throw notFound();
      return updated;
    },

    async delete(id: string): Promise<void> {
      if (!ID_PATTERN.test(id) || !(await deps.books.delete(id))) throw notFound();
    },
  };
}

export type BookService = ReturnType<typeof createBookService>;
