import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type {
  Book,
  CounterDay,
  CounterSale,
  CounterSaleRequest,
  CounterSaleResponse,
  InvoiceView,
  OrderReturn,
  ReturnRequest,
  VoidSaleRequest,
} from '@shop/backend/contract';
import { APPROVAL_HEADER } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import type { AccountCustomer, SaleRequest } from './sale';

/** One India day at the counter, and how many sales it holds in all (X-Total-Count). */
export interface CounterDayPage extends CounterDay {
  total: number;
}

export type NewSaleArgs = SaleRequest & { idempotencyKey: string };

const DAY_LIST = { type: 'CounterSale' as const, id: 'LIST' };

/**
 * What a sale, a void or a return changes beyond the day's list: the stock of the items it moved
 * (each item's own tag, and every catalogue list), the orders the desk lists, and the statistics.
 */
const movedStock = (productIds: readonly string[]) => [
  DAY_LIST,
  ...productIds.map((id) => ({ type: 'Book' as const, id })),
  { type: 'Book' as const, id: 'LIST' },
  { type: 'Order' as const, id: 'LIST' },
  'Stats' as const,
];

const bookIdsOf = (sale: Pick<CounterSale, 'productIds'> | undefined) => sale?.productIds ?? [];

function totalFrom(meta: FetchBaseQueryMeta | undefined, fallback: number): number {
  const header = meta?.response?.headers.get('X-Total-Count');
  // Number(null) is 0, so a missing header is told apart first.
  const total = header ? Number(header) : NaN;
  return Number.isSafeInteger(total) && total >= 0 ? total : fallback;
}

/** A manager's one-use approval, when a cashier's void or return carries one. */
interface Approved {
  approval?: string;
}

const approvalHeader = (approval: string | undefined): Record<string, string> =>
  approval ? { [APPROVAL_HEADER]: approval } : {};

export const ownerCounterApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Looked up afresh on every scan: the stock warning must see what is left now.
    lookupCode: build.query<Book, string>({
      query: (code) => ({ url: '/counter/lookup', params: { code }, auth: 'admin' }),
      keepUnusedDataFor: 0,
    }),
    getCounterDay: build.query<CounterDayPage, string>({
      query: (date) => ({ url: '/counter/sales', params: { date }, auth: 'admin' }),
      transformResponse: (day: CounterDay, meta) => ({
        ...day,
        total: totalFrom(meta as FetchBaseQueryMeta | undefined, day.sales.length),
      }),
      providesTags: (day) => [
        ...(day?.sales ?? []).map((sale) => ({ type: 'CounterSale' as const, id: sale._id })),
        DAY_LIST,
      ],
    }),
    completeSale: build.mutation<CounterSale, NewSaleArgs & Approved>({
      query: ({ idempotencyKey, approval, ...body }) => ({
        url: '/counter/sales',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey, ...approvalHeader(approval) },
        body: body satisfies CounterSaleRequest,
        auth: 'admin',
      }),
      transformResponse: ({ sale }: CounterSaleResponse) => sale,
      // A refusal for want of stock means the counts on screen were stale.
      invalidatesTags: (sale, error, { items }) =>
        sale
          ? movedStock(items.map((item) => item.productId))
          : error?.status === 409
            ? [{ type: 'Book', id: 'LIST' }]
            : [],
    }),
    voidSale: build.mutation<CounterSale, VoidSaleRequest & { id: string } & Approved>({
      query: ({ id, reason, approval }) => ({
        url: `/counter/sales/${encodeURIComponent(id)}/void`,
        method: 'POST',
        body: { reason } satisfies VoidSaleRequest,
        headers: approvalHeader(approval),
        auth: 'admin',
      }),
      transformResponse: ({ sale }: CounterSaleResponse) => sale,
      invalidatesTags: (sale, _error, { id }) =>
        sale ? [{ type: 'CounterSale', id }, ...movedStock(bookIdsOf(sale))] : [],
    }),
    // The bill as issued, read afresh to print its receipt: the lines' units, the buyer, the tax.
    getBill: build.query<InvoiceView, string>({
      query: (number) => ({ url: `/invoices/${encodeURIComponent(number)}`, auth: 'admin' }),
      keepUnusedDataFor: 0,
    }),
    // The customers a sale may be on account to, found by phone digits or name as typed.
    findCustomers: build.query<AccountCustomer[], string>({
      query: (q) => ({ url: '/customers', params: { q, limit: 8 }, auth: 'admin' }),
      keepUnusedDataFor: 0,
    }),
    returnItems: build.mutation<OrderReturn, ReturnRequest & { orderId: string } & Approved>({
      query: ({ orderId, approval, ...body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body: body satisfies ReturnRequest,
        headers: approvalHeader(approval),
        auth: 'admin',
      }),
      invalidatesTags: (given, _error, { orderId, items }) =>
        given
          ? [
              { type: 'CounterSale', id: orderId },
              { type: 'Order', id: orderId },
              ...movedStock(items.map((item) => item.productId)),
            ]
          : [],
    }),
  }),
});

export const {
  useLazyLookupCodeQuery,
  useGetCounterDayQuery,
  useCompleteSaleMutation,
  useVoidSaleMutation,
  useReturnItemsMutation,
  useLazyGetBillQuery,
  useFindCustomersQuery,
} = ownerCounterApi;
