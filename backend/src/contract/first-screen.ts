import { BOOK_SORTS, type BookSort } from './books';
import { isCategory, type Category } from './categories';
import { CATALOGUE_PAGE_SIZE } from './limits';
import { isWebAddress } from './web-address';

/**
 * The API calls of a storefront's first screen are made twice: by the server, which names them
 * in the page so the browser fetches them early, and by the storefront itself. A browser reuses
 * a preloaded answer only for the very same URL, so both build their query parameters here, in
 * one fixed order.
 */

/** The address of a book's page. */
export const bookPath = (book: { _id: string }): string => `/books/${encodeURIComponent(book._id)}`;

/** Where the API serves an image it stores, by the image's name. */
export const storedImagePath = (name: string): string => `/api/images/${encodeURIComponent(name)}`;

/**
 * Where a cover is fetched from on the API's origin: a web address as it is, a stored image's
 * name under /api/images/. The storefront shows it so, and the server preloads it so.
 */
export const coverPath = (coverImage: string): string =>
  isWebAddress(coverImage) ? coverImage : storedImagePath(coverImage);

const BOOK_PATH = /^\/books\/([^/]+)\/?$/;

/**
 * The id a book page's address names: undefined when the address is no book page, null when it
 * is one whose id cannot be decoded (the page reports it as not found).
 */
export function bookIdOfPath(pathname: string): string | null | undefined {
  const id = BOOK_PATH.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** GET /api/books: category, trending, q (trimmed, left out when blank), limit. */
export function bookListParams(params: {
  category?: Category;
  trending?: boolean;
  q?: string;
  limit?: number;
}): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.category) query.category = params.category;
  if (params.trending !== undefined) query.trending = String(params.trending);
  if (params.q?.trim()) query.q = params.q.trim();
  if (params.limit !== undefined) query.limit = String(params.limit);
  return query;
}

/** GET /api/books/top-sellers: the category when there is one, then the limit. */
export const topSellersParams = (params: { category?: Category; limit: number }): Record<string, string> => ({
  ...(params.category ? { category: params.category } : {}),
  limit: String(params.limit),
});

/** One screen's worth of the catalogue's list: what All Products filters by. */
export interface CatalogueQuery {
  category?: Category;
  /** Trimmed; absent for no search. */
  q?: string;
  /** Absent: the API's own order (newest, or best match for a search). */
  sort?: BookSort;
}

/** All Products' address's parameters as its list query, as the server reads them for the first screen. */
export const catalogueQueryOfAddress = (address: URLSearchParams): CatalogueQuery =>
  catalogueQueryOf({ category: address.get('category'), q: address.get('q'), sort: address.get('sort') });

/** All Products' address (`?category=…&q=…&sort=…`) as its list query: unknown values dropped, the search trimmed. */
export function catalogueQueryOf(values: {
  category?: string | null;
  q?: string | null;
  sort?: string | null;
}): CatalogueQuery {
  const search = (values.q ?? '').trim();
  const sort = BOOK_SORTS.find((known) => known === values.sort);
  return {
    ...(isCategory(values.category) ? { category: values.category } : {}),
    ...(search ? { q: search } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** A page of the list: category, q, sort, limit, then offset only past the first page. */
export function cataloguePageParams(query: CatalogueQuery, offset: number): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.category) params.category = query.category;
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.sort) params.sort = query.sort;
  params.limit = String(CATALOGUE_PAGE_SIZE);
  if (offset > 0) params.offset = String(offset);
  return params;
}
