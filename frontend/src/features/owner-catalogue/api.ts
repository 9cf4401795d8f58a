import type { Book } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

/** JSON for a cover given by URL or kept; FormData when the owner picked a new file. */
export type BookPayload = FormData | Record<string, unknown>;

export const ownerCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    addBook: build.mutation<Book, BookPayload>({
      query: (body) => ({ url: '/books/create-book', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: [{ type: 'Book', id: 'LIST' }, 'Stats'],
    }),
    updateBook: build.mutation<Book, { id: string; body: BookPayload }>({
      query: ({ id, body }) => ({
        url: `/books/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (_book, _error, { id }) => [
        { type: 'Book', id },
        { type: 'Book', id: 'LIST' },
        'Stats',
      ],
    }),
    deleteBook: build.mutation<void, string>({
      query: (id) => ({ url: `/books/${encodeURIComponent(id)}`, method: 'DELETE', auth: 'admin' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Book', id }, { type: 'Book', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useAddBookMutation, useUpdateBookMutation, useDeleteBookMutation } = ownerCatalogueApi;
