import { api } from '@/lib/api-slice';
import { totalCountOf } from '@/lib/total-count';
import {
  BOOK_IDS_MAX,
  bookListParams,
  cataloguePageParams,
  ID_PATTERN,
  topSellersParams,
  type BackInStockStatus,
  type Book,
  type CatalogueQuery,
  type Category,
} from '@shop/backend/contract';

export type { CatalogueQuery };

/** How long typing pauses before a search box asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface BookListParams {
  category?: Category;
  trending?: boolean;
  q?: string;
  limit?: number;
}

/** One page of the list, and how many items match in all (X-Total-Count). */
export interface CataloguePage {
  items: Book[];
  total: number;
}

const bookTags = (books: Book[]) => [
  ...books.map((book) => ({ type: 'Book' as const, id: book._id })),
  { type: 'Book' as const, id: 'LIST' },
];

/** Each id once, sorted: one set of books is one request and one cache entry, whatever its order. */
export const bookIdSet = (ids: readonly string[]): string[] => [...new Set(ids)].sort();

/** The `GET /api/books?ids=` calls for these ids, at most BOOK_IDS_MAX ids each. */
function bookIdRequests(ids: readonly string[]): string[] {
  // The API refuses a whole list over one malformed id (an old or tampered cart): such a book is
  // simply not found, as a deleted one is.
  const wellFormed = bookIdSet(ids).filter((id) => ID_PATTERN.test(id));
  const urls: string[] = [];
  for (let start = 0; start < wellFormed.length; start += BOOK_IDS_MAX) {
    urls.push(`/books?ids=${wellFormed.slice(start, start + BOOK_IDS_MAX).join(',')}`);
  }
  return urls;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The first screen's calls are also named by the server in the page, and a browser reuses a
    // preloaded answer only for the very same URL: the contract builds both sides' parameters.
    getBooks: build.query<Book[], BookListParams | void>({
      query: (params) => ({ url: '/books', params: bookListParams(params ?? {}) }),
      providesTags: (books) => bookTags(books ?? []),
    }),
    /** All Products: the list a page at a time; the page param is the offset. */
    getCatalogue: build.infiniteQuery<CataloguePage, CatalogueQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        // The next page starts where this one ended, while fewer than all matches are loaded.
        getNextPageParam: (lastPage, _pages, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/books',
        params: cataloguePageParams(queryArg, pageParam),
      }),
      transformResponse: (items: Book[], meta) => ({
        items,
        total: totalCountOf(meta, items.length),
      }),
      providesTags: (data) => bookTags(data?.pages.flatMap((page) => page.items) ?? []),
    }),
    getTopSellers: build.query<Book[], { category?: Category; limit?: number } | void>({
      query: (params) => ({
        url: '/books/top-sellers',
        params: topSellersParams({ category: params?.category, limit: params?.limit ?? 12 }),
      }),
      providesTags: [
        { type: 'Book', id: 'LIST' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    getBook: build.query<Book, string>({
      query: (id) => `/books/${encodeURIComponent(id)}`,
      providesTags: (_book, _error, id) => [{ type: 'Book', id }],
    }),
    /** The books found among these ids, in no order; a deleted book is simply absent. */
    getBooksByIds: build.query<Book[], readonly string[]>({
      serializeQueryArgs: ({ queryArgs }) => bookIdSet(queryArgs),
      async queryFn(ids, _api, _extra, fetchWithBQ) {
        const results = await Promise.all(bookIdRequests(ids).map((url) => fetchWithBQ(url)));
        const failed = results.find((result) => result.error);
        if (failed?.error) return { error: failed.error };
        return { data: results.flatMap((result) => result.data as Book[]) };
      },
      // Tagged by every id asked for, found or not, and by the list, so owner edits refresh it.
      providesTags: (_books, _error, ids) => [
        ...bookIdSet(ids).map((id) => ({ type: 'Book' as const, id })),
        { type: 'Book', id: 'LIST' },
      ],
    }),
    /** Whether the signed-in customer waits to hear that this item is back. */
    getBackInStock: build.query<BackInStockStatus, string>({
      query: (id) => ({ url: `/books/${encodeURIComponent(id)}/back-in-stock`, auth: 'customer' }),
      providesTags: (_status, _error, id) => [{ type: 'BackInStock', id }],
    }),
    askBackInStock: build.mutation<BackInStockStatus, { id: string; phone?: string }>({
      query: ({ id, phone }) => ({
        url: `/books/${encodeURIComponent(id)}/back-in-stock`,
        method: 'POST',
        body: phone ? { phone } : {},
        auth: 'customer',
      }),
      invalidatesTags: (_status, _error, { id }) => [{ type: 'BackInStock', id }],
    }),
    stopBackInStock: build.mutation<void, string>({
      query: (id) => ({
        url: `/books/${encodeURIComponent(id)}/back-in-stock`,
        method: 'DELETE',
        auth: 'customer',
      }),
      invalidatesTags: (_status, _error, id) => [{ type: 'BackInStock', id }],
    }),
  }),
});

export const {
  useGetBackInStockQuery,
  useAskBackInStockMutation,
  useStopBackInStockMutation,
  useGetBooksQuery,
  useGetCatalogueInfiniteQuery,
  useGetTopSellersQuery,
  useGetBookQuery,
  useGetBooksByIdsQuery,
} = catalogueApi;
