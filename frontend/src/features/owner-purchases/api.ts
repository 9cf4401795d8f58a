import type {
  Book,
  ItemCostView,
  MarginGroup,
  Purchase,
  PurchaseRequest,
  Supplier,
  SupplierPayment,
  SupplierPaymentRequest,
  SupplierRequest,
  SupplierStatement,
  TaxSettings,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import { errorBodyOf, saveFile } from '@/lib/file-download';
import { totalCountOf } from '@/lib/total-count';

const SUPPLIERS = { type: 'Supplier' as const, id: 'LIST' };
const PURCHASES = { type: 'Purchase' as const, id: 'LIST' };
/** What a supplier is owed: their statements and the payables, changed by every bill and payment. */
const OWED = { type: 'Payable' as const, id: 'LIST' };
/** Suppliers and bills per page of their lists. */
export const SUPPLIERS_PER_PAGE = 25;
export const BILLS_PER_PAGE = 25;
/** Titles offered at once when an item is found by its name. */
const TITLES_FOUND = 8;

export interface SupplierPage {
  suppliers: Supplier[];
  total: number;
}

export interface BillPage {
  bills: Purchase[];
  total: number;
}

/**
 * The owner's CSVs: the purchase register for a range of bill dates, the stock at cost now, what
 * the suppliers are owed now, and the margin of a range of sales by item or category.
 */
export type PurchaseReport =
  | { file: 'purchases'; from: string; to: string }
  | { file: 'stock-value' }
  | { file: 'payables' }
  | { file: 'margin'; from: string; to: string; groupBy: MarginGroup };

const blobOrError = async (response: Response): Promise<unknown> =>
  response.ok ? response.blob() : errorBodyOf(response);

/** The distributors the shop buys from and their GST bills, kept by a manager or the owner. */
export const ownerPurchasesApi = api
  .enhanceEndpoints({ addTagTypes: ['Supplier', 'Purchase', 'Payable'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSuppliers: build.query<SupplierPage, { q: string; page: number }>({
        query: ({ q, page }) => ({
          url: '/suppliers',
          params: { ...(q.trim() ? { q: q.trim() } : {}), page, limit: SUPPLIERS_PER_PAGE },
          auth: 'admin',
        }),
        transformResponse: (suppliers: Supplier[], meta) => ({
          suppliers,
          total: totalCountOf(meta, suppliers.length),
        }),
        providesTags: [SUPPLIERS],
      }),
      getCategoryTax: build.query<Pick<TaxSettings, 'categoryDefaults'>, void>({
        query: () => ({ url: '/shop/tax/categories', auth: 'admin' }),
      }),
      getSupplier: build.query<Supplier, string>({
        query: (id) => ({ url: `/suppliers/${encodeURIComponent(id)}`, auth: 'admin' }),
        providesTags: [SUPPLIERS],
      }),
      addSupplier: build.mutation<Supplier, SupplierRequest>({
        query: (body) => ({ url: '/suppliers', method: 'POST', body, auth: 'admin' }),
        invalidatesTags: (_supplier, error) => (error ? [] : [SUPPLIERS]),
      }),
      updateSupplier: build.mutation<Supplier, SupplierRequest & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `/suppliers/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
          auth: 'admin',
        }),
        invalidatesTags: (_supplier, error) => (error ? [] : [SUPPLIERS, PURCHASES]),
      }),
      paySupplier: build.mutation<SupplierPayment, SupplierPaymentRequest & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `/suppliers/${encodeURIComponent(id)}/payments`,
          method: 'POST',
          body,
          auth: 'admin',
        }),
        invalidatesTags: (_payment, error) => (error ? [] : [OWED]),
      }),
      getSupplierStatement: build.query<SupplierStatement, { id: string; from: string; to: string }>({
        query: ({ id, from, to }) => ({
          url: `/suppliers/${encodeURIComponent(id)}/statement`,
          params: { from, to },
          auth: 'admin',
        }),
        providesTags: [OWED],
      }),
      getBills: build.query<BillPage, { supplierId: string; page: number }>({
        query: ({ supplierId, page }) => ({
          url: '/purchases',
          params: { ...(supplierId ? { supplierId } : {}), page, limit: BILLS_PER_PAGE },
          auth: 'admin',
        }),
        transformResponse: (bills: Purchase[], meta) => ({ bills, total: totalCountOf(meta, bills.length) }),
        providesTags: [PURCHASES],
      }),
      // A bill moves stock and costs: the catalogue's lists must show the units it brought.
      addBill: build.mutation<Purchase, PurchaseRequest>({
        query: (body) => ({ url: '/purchases', method: 'POST', body, auth: 'admin' }),
        invalidatesTags: (_bill, error) => (error ? [] : [PURCHASES, OWED, { type: 'Book', id: 'LIST' }]),
      }),
      cancelBill: build.mutation<Purchase, string>({
        query: (id) => ({
          url: `/purchases/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          auth: 'admin',
        }),
        invalidatesTags: (_bill, error) => (error ? [] : [PURCHASES, OWED, { type: 'Book', id: 'LIST' }]),
      }),
      // Looked up afresh on every scan, as the counter does: a bill needs the item as it is now.
      lookupCode: build.query<Book, string>({
        query: (code) => ({ url: '/counter/lookup', params: { code }, auth: 'admin' }),
        keepUnusedDataFor: 0,
      }),
      findTitles: build.query<Book[], string>({
        query: (q) => ({ url: '/books', params: { q, limit: TITLES_FOUND }, auth: 'admin' }),
      }),
      getItemCosts: build.query<ItemCostView[], string>({
        query: (id) => ({ url: '/item-costs', params: { ids: id }, auth: 'admin' }),
        keepUnusedDataFor: 0,
      }),
      downloadPurchaseReport: build.mutation<null, PurchaseReport>({
        // Saved here, so a month's register never sits in the Redux store.
        async queryFn(report, _api, _extra, baseQuery) {
          const { file, ...params } = report;
          const result = await baseQuery({
            url: `/reports/${file}.csv`,
            params,
            auth: 'admin',
            responseHandler: blobOrError,
          });
          if (result.error) return { error: result.error };
          const name = [
            file,
            'groupBy' in params ? params.groupBy : '',
            'from' in params ? params.from : '',
            'to' in params ? params.to : '',
          ]
            .filter(Boolean)
            .join('-');
          saveFile(result.data as Blob, `${name}.csv`);
          return { data: null };
        },
      }),
    }),
  });

export const {
  useGetSuppliersQuery,
  useGetCategoryTaxQuery,
  useGetSupplierQuery,
  useAddSupplierMutation,
  useUpdateSupplierMutation,
  usePaySupplierMutation,
  useGetSupplierStatementQuery,
  useGetBillsQuery,
  useAddBillMutation,
  useCancelBillMutation,
  useLazyLookupCodeQuery,
  useFindTitlesQuery,
  useLazyGetItemCostsQuery,
  useDownloadPurchaseReportMutation,
} = ownerPurchasesApi;
