import { api } from '@/lib/api-slice';
import type { Book, Category } from '@shop/backend/contract';

/** How long typing pauses before a search box asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface BookListParams {
  category?: Category;
  trending?: boolean;
  q?: string;
}

const toQuery = (params: BookListParams = {}): Record<string, string> => {
  const query: Record<string, string> = {};
  if (params.category) query.category = params.category;
  if (params.trending !== undefined) query.trending = String(params.trending);
  if (params.q?.trim()) query.q = params.q.trim();
  return query;
};

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<Book[], BookListParams | void>({
      query: (params) => ({ url: '/books', params: toQuery(params ?? {}) }),
      providesTags: (books) =>
        books
          ? [...books.map((book) => ({ type: 'Book' as const, id: book._id })), { type: 'Book', id: 'LIST' }]
          : [{ type: 'Book', id: 'LIST' }],
    }),
    getTopSellers: build.query<Book[], { category?: Category; limit?: number } | void>({
      query: (params) => ({
        url: '/books/top-sellers',
        params: {
          ...(params?.category ? { category: params.category } : {}),
          limit: String(params?.limit ?? 12),
        },
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
  }),
});

export const { useGetBooksQuery, useGetTopSellersQuery, useGetBookQuery } = catalogApi;
