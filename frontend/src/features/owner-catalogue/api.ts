import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import {
  ITEM_COSTS_MAX,
  type Book,
  type ItemCostView,
  type OwnerStockReason,
  type Purchase,
  type StockMovement,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import { csvDownloadFromResponse, type CsvDownload } from './csv-download';
import type { ImportReport } from './import-report';

/** JSON for a cover given by URL or kept; FormData when the owner picked a new file. */
export type BookPayload = FormData | Record<string, unknown>;

/** Which items Manage Items lists: all, those at or below the low-stock threshold, or those at 0. */
export type StockFilter = 'all' | 'low' | 'out';

export interface OwnerBookListParams {
  q?: string;
  stock?: StockFilter;
}

/** PATCH /api/books/:id/stock: units received or lost (`change`), or a counted total (`set`). */
export type StockAdjustmentRequest = { id: string; reason: OwnerStockReason } & (
  { change: number } | { set: number }
);

const listParams = ({ q, stock }: OwnerBookListParams): Record<string, string> => ({
  ...(q?.trim() ? { q: q.trim() } : {}),
  ...(stock && stock !== 'all' ? { stock } : {}),
});

/** An item's own tag: its detail, its stock history and every list holding it refresh together. */
const bookTags = (id: string) => [
  { type: 'Book' as const, id },
  { type: 'Book' as const, id: 'LIST' },
  'Stats' as const,
];

export const ownerCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Manage Items' own list: the catalogue's customer query has no stock filter, and the owner's
    // filters are not the storefront's business.
    getOwnerBooks: build.query<Book[], OwnerBookListParams>({
      query: (params) => ({ url: '/books', params: listParams(params), auth: 'admin' }),
      providesTags: (books) => [
        ...(books ?? []).map((book) => ({ type: 'Book' as const, id: book._id })),
        { type: 'Book', id: 'LIST' },
      ],
    }),
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
      invalidatesTags: (_book, _error, { id }) => bookTags(id),
    }),
    deleteBook: build.mutation<void, string>({
      query: (id) => ({ url: `/books/${encodeURIComponent(id)}`, method: 'DELETE', auth: 'admin' }),
      invalidatesTags: (_result, _error, id) => bookTags(id),
    }),
    adjustStock: build.mutation<Book, StockAdjustmentRequest>({
      query: ({ id, ...body }) => ({
        url: `/books/${encodeURIComponent(id)}/stock`,
        method: 'PATCH',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (_book, _error, { id }) => bookTags(id),
    }),
    getStockMovements: build.query<StockMovement[], string>({
      query: (id) => ({ url: `/books/${encodeURIComponent(id)}/stock-movements`, auth: 'admin' }),
      providesTags: (_movements, _error, id) => [{ type: 'Book', id }],
    }),
    // The labels of a supplier's bill: which items it brought and how many of each.
    getBillForLabels: build.query<Purchase, string>({
      query: (id) => ({ url: `/purchases/${encodeURIComponent(id)}`, auth: 'admin' }),
    }),
    // What each listed item cost the shop, for its margin: asked a page's worth at a time.
    getItemCostsOf: build.query<ItemCostView[], readonly string[]>({
      async queryFn(ids, _api, _extra, fetchWithBQ) {
        const chunks: string[] = [];
        for (let start = 0; start < ids.length; start += ITEM_COSTS_MAX) {
          chunks.push(ids.slice(start, start + ITEM_COSTS_MAX).join(','));
        }
        const results = await Promise.all(
          chunks.map((chunk) => fetchWithBQ({ url: '/item-costs', params: { ids: chunk }, auth: 'admin' })),
        );
        const failed = results.find((result) => result.error);
        if (failed?.error) return { error: failed.error };
        return { data: results.flatMap((result) => result.data as ItemCostView[]) };
      },
      providesTags: [{ type: 'Book', id: 'LIST' }],
    }),
    exportCatalogue: build.mutation<CsvDownload, void>({
      query: () => ({ url: '/books/export.csv', auth: 'admin', responseHandler: csvDownloadFromResponse }),
      transformResponse: (csv: string, meta) => ({
        csv,
        // The base query is fetchBaseQuery's, so its meta holds the Response.
        fileName: fileNameFrom(
          (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
        ),
      }),
    }),
    previewImport: build.mutation<ImportReport, File>({
      query: (file) => ({
        url: '/books/import',
        method: 'POST',
        params: { dryRun: 'true' },
        body: csvForm(file),
        auth: 'admin',
      }),
    }),
    applyImport: build.mutation<ImportReport, File>({
      query: (file) => ({ url: '/books/import', method: 'POST', body: csvForm(file), auth: 'admin' }),
      // Only a successful import changed anything; a refused one (400) left the catalogue as it was.
      invalidatesTags: (report) =>
        report
          ? [
              { type: 'Book', id: 'LIST' },
              ...report.rows.flatMap((row) =>
                row.bookId ? [{ type: 'Book' as const, id: row.bookId }] : [],
              ),
              'Stats',
            ]
          : [],
    }),
  }),
});

function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** The name the API gives the attachment, or a dated default. */
function fileNameFrom(disposition: string | null | undefined): string {
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  if (!name) return 'catalogue.csv';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export const {
  useGetOwnerBooksQuery,
  useAddBookMutation,
  useUpdateBookMutation,
  useDeleteBookMutation,
  useAdjustStockMutation,
  useGetStockMovementsQuery,
  useGetBillForLabelsQuery,
  useGetItemCostsOfQuery,
  useExportCatalogueMutation,
  usePreviewImportMutation,
  useApplyImportMutation,
} = ownerCatalogueApi;
