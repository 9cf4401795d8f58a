import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import {
  APPROVAL_HEADER,
  DESK_PAGE_SIZE,
  type CounterToday,
  type DeskCounts,
  type DeskFilter,
  type OrderView,
  type PaymentMethod,
  type PaymentPart,
  type StatusChangeBody,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import type { SaleBuyer } from '@/features/owner-counter';
import { printFileFromResponse, savePrintFile } from './print-file';

/** One page of the desk's list: which orders, which search, which page (from 1). */
export interface DeskOrdersArgs {
  status: DeskFilter | 'all';
  q: string;
  page: number;
}

export interface DeskOrdersPage {
  orders: OrderView[];
  /** Every order matching the tab and search, on all pages (X-Total-Count). */
  total: number;
  /** The page these orders are, so a list kept on screen while the next loads numbers them right. */
  page: number;
}

/** The desk's tick on one print job of an order. */
export interface PrintedTickArgs {
  orderId: string;
  jobId: string;
  printed: boolean;
}

export type CollectPayment = { method: PaymentMethod; reference?: string };

/**
 * What the owner says on collecting: how the customer paid, in one way or in parts (some perhaps
 * on the account of the shop's customer), who the customer is, and the business buyer the bill names.
 */
export type CollectAnswer = ({ payment: CollectPayment } | { payments: PaymentPart[] }) & {
  customerId?: string;
  buyer?: SaleBuyer;
};

/**
 * The status change as the desk sends it: collecting carries how the customer paid, and a
 * manager's one-use approval when the part on account passes the customer's credit limit.
 */
export type StatusChangeArgs = { id: string } & (
  { status: 'ready' | 'cancelled' } | ({ status: 'collected'; approval?: string } & CollectAnswer)
);

// Every desk view reads the same orders: one tag refreshes the list, the tabs' counts and today's work.
const ORDER_LIST = { type: 'Order' as const, id: 'LIST' };

/** Any of limit/offset makes the API answer one page with X-Total-Count, not the whole stream. */
export function deskOrdersParams({ status, q, page }: DeskOrdersArgs): Record<string, string> {
  const search = q.trim();
  return {
    ...(status === 'all' ? {} : { status }),
    ...(search ? { q: search } : {}),
    limit: String(DESK_PAGE_SIZE),
    offset: String((Math.max(1, page) - 1) * DESK_PAGE_SIZE),
  };
}

function totalFrom(meta: FetchBaseQueryMeta | undefined, fallback: number): number {
  const header = meta?.response?.headers.get('X-Total-Count');
  // Number(null) is 0, so a missing header is told apart first.
  const total = header ? Number(header) : NaN;
  return Number.isSafeInteger(total) && total >= 0 ? total : fallback;
}

export const ownerDeskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeskOrders: build.query<DeskOrdersPage, DeskOrdersArgs>({
      query: (args) => ({ url: '/orders/allorders', params: deskOrdersParams(args), auth: 'admin' }),
      transformResponse: (orders: OrderView[], meta, args) => ({
        orders,
        page: args.page,
        // Without the header (an older API) the page itself is all that is known.
        total: totalFrom(
          meta as FetchBaseQueryMeta | undefined,
          (args.page - 1) * DESK_PAGE_SIZE + orders.length,
        ),
      }),
      providesTags: (page) => [
        ...(page?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        ORDER_LIST,
      ],
    }),
    getDeskCounts: build.query<DeskCounts, string>({
      query: (q) => ({ url: '/orders/counts', params: q.trim() ? { q: q.trim() } : {}, auth: 'admin' }),
      providesTags: [ORDER_LIST],
    }),
    getCounterToday: build.query<CounterToday, void>({
      query: () => ({ url: '/orders/today', auth: 'admin' }),
      providesTags: [ORDER_LIST],
    }),
    updateOrderStatus: build.mutation<OrderView, StatusChangeArgs>({
      query: ({ id, ...change }) => {
        const { approval, ...body } = 'approval' in change ? change : { ...change, approval: undefined };
        return {
          url: `/orders/${encodeURIComponent(id)}/status`,
          method: 'PATCH',
          body: body satisfies StatusChangeBody,
          headers: approval ? { [APPROVAL_HEADER]: approval } : {},
          auth: 'admin',
        };
      },
      invalidatesTags: (_order, _error, { id, status }) => [
        { type: 'Order', id },
        ORDER_LIST,
        'Stats',
        // A cancelled order's units go back on the shelves.
        ...(status === 'cancelled' ? [{ type: 'Book' as const, id: 'LIST' }] : []),
      ],
    }),
    setPrintJobPrinted: build.mutation<OrderView, PrintedTickArgs>({
      query: ({ orderId, jobId, printed }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/print-jobs/${encodeURIComponent(jobId)}`,
        method: 'PATCH',
        body: { printed },
        auth: 'admin',
      }),
      // The order goes into the cached pages at once, so the box does not flick back while they reload.
      async onQueryStarted({ orderId }, { dispatch, getState, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: null }));
        if (!order) return;
        for (const { endpointName, originalArgs } of ownerDeskApi.util.selectInvalidatedBy(getState(), [
          { type: 'Order', id: orderId },
        ])) {
          if (endpointName !== 'getDeskOrders') continue;
          dispatch(
            ownerDeskApi.util.updateQueryData('getDeskOrders', originalArgs as DeskOrdersArgs, (page) => {
              page.orders = page.orders.map((cached) => (cached._id === order._id ? order : cached));
            }),
          );
        }
      },
      // Today's print jobs to run change with every tick.
      invalidatesTags: (_order, _error, { orderId }) => [{ type: 'Order', id: orderId }, ORDER_LIST],
    }),
    downloadPrintFile: build.mutation<null, { jobId: string; fileName: string }>({
      // Saved here, so the PDF's megabytes never sit in the Redux store.
      async queryFn({ jobId, fileName }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/print-jobs/${encodeURIComponent(jobId)}/file`,
          auth: 'admin',
          responseHandler: printFileFromResponse,
        });
        if (result.error) return { error: result.error };
        savePrintFile(result.data as Blob, fileName);
        return { data: null };
      },
    }),
    cancelOverdueOrders: build.mutation<{ cancelled: number }, void>({
      query: () => ({ url: '/orders/cancel-overdue', method: 'POST', auth: 'admin' }),
      // Their stock went back to the shelves, so the catalogue's counts changed too.
      invalidatesTags: [ORDER_LIST, { type: 'Book', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const {
  useGetDeskOrdersQuery,
  useGetDeskCountsQuery,
  useGetCounterTodayQuery,
  useUpdateOrderStatusMutation,
  useSetPrintJobPrintedMutation,
  useDownloadPrintFileMutation,
  useCancelOverdueOrdersMutation,
} = ownerDeskApi;
