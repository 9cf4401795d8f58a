import {
  TAX_DEFAULT_ITEMS_PAGE_SIZE,
  type Book,
  type HsnRate,
  type SeriesUsage,
  type TaxDefaultItemsPage,
  type TaxSettings,
  type Unit,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

/** PUT /api/books/edit/:id with these fields alone: the rest of the item stays as it is. */
export interface ConfirmItemTaxRequest {
  id: string;
  tax: HsnRate & { unit: Unit };
}

export const ownerTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/tax: the owner's GST settings, or the defaults before they were saved. */
    getTaxSettings: build.query<TaxSettings, void>({
      query: () => ({ url: '/shop/tax', auth: 'admin' }),
      providesTags: ['TaxSettings'],
    }),
    /** PUT /api/shop/tax: the settings whole; every bill from now on is made with them. */
    saveTaxSettings: build.mutation<TaxSettings, TaxSettings>({
      query: (body) => ({ url: '/shop/tax', method: 'PUT', body, auth: 'admin' }),
      // Only saved settings changed anything; refused ones (400) left them as they were.
      invalidatesTags: (saved) => (saved ? ['TaxSettings'] : []),
    }),
    /** GET /api/shop/tax/series: how far this year's bills and credit notes have got under the prefix. */
    getSeriesUsage: build.query<{ series: SeriesUsage[] }, void>({
      query: () => ({ url: '/shop/tax/series', auth: 'admin' }),
      // A new prefix starts new series.
      providesTags: ['TaxSettings'],
    }),
    /** GET /api/shop/tax/default-items: a page of the items billed at a category's code or rate. */
    getTaxDefaultItems: build.query<TaxDefaultItemsPage, { offset: number }>({
      query: ({ offset }) => ({
        url: '/shop/tax/default-items',
        params: { limit: TAX_DEFAULT_ITEMS_PAGE_SIZE, offset },
        auth: 'admin',
      }),
      // Any change to the catalogue may add or take an item, and new settings change what each is billed at.
      providesTags: (page) => [
        { type: 'Book', id: 'LIST' },
        ...(page?.items ?? []).map((item) => ({ type: 'Book' as const, id: item._id })),
        'TaxSettings',
      ],
    }),
    /** The item's code, rate and unit made its own: it leaves the list, and every list of items is fresh. */
    confirmItemTax: build.mutation<Book, ConfirmItemTaxRequest>({
      query: ({ id, tax }) => ({
        url: `/books/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: tax,
        auth: 'admin',
      }),
      invalidatesTags: (book, _error, { id }) =>
        book
          ? [
              { type: 'Book', id },
              { type: 'Book', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const {
  useGetTaxSettingsQuery,
  useSaveTaxSettingsMutation,
  useGetTaxDefaultItemsQuery,
  useConfirmItemTaxMutation,
  useGetSeriesUsageQuery,
} = ownerTaxApi;
