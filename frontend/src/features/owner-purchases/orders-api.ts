import {
  BOOK_IDS_MAX,
  type Book,
  type ItemCostView,
  type PurchaseOrder,
  type PurchaseOrderRequest,
  type ReorderLevelsRequest,
  type ReorderLevelsView,
  type ReorderList,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import { errorBodyOf, saveFile } from '@/lib/file-download';
import { totalCountOf } from '@/lib/total-count';

const REORDER = { type: 'Reorder' as const, id: 'LIST' };
const ORDERS = { type: 'PurchaseOrder' as const, id: 'LIST' };
/** A bill entered fills its order's lines and moves what is on hand. */
const BILLS = { type: 'Purchase' as const, id: 'LIST' };
export const ORDERS_PER_PAGE = 10;

/** An order whose goods came, and its items as the catalogue has them now, for the bill. */
export interface OrderToReceive {
  order: PurchaseOrder;
  items: Book[];
}

export interface OrderPage {
  orders: PurchaseOrder[];
  total: number;
}

/** What to buy again, and the purchase orders for it, for a manager or the owner. */
export const ownerOrdersApi = api
  .enhanceEndpoints({ addTagTypes: ['Reorder', 'PurchaseOrder', 'Purchase', 'ItemCost'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReorderList: build.query<ReorderList, void>({
        query: () => ({ url: '/reorder', auth: 'admin' }),
        providesTags: [REORDER, BILLS],
      }),
      getItemLevels: build.query<ItemCostView[], string>({
        query: (id) => ({ url: '/item-costs', params: { ids: id }, auth: 'admin' }),
        providesTags: ['ItemCost'],
      }),
      setReorderLevels: build.mutation<ReorderLevelsView, ReorderLevelsRequest & { productId: string }>({
        query: ({ productId, ...body }) => ({
          url: `/reorder/${encodeURIComponent(productId)}`,
          method: 'PUT',
          body,
          auth: 'admin',
        }),
        invalidatesTags: (_levels, error) => (error ? [] : [REORDER, 'ItemCost']),
      }),
      getPurchaseOrders: build.query<OrderPage, { open: boolean; page: number }>({
        query: ({ open, page }) => ({
          url: '/purchase-orders',
          params: { ...(open ? { open: 'true' } : {}), page, limit: ORDERS_PER_PAGE },
          auth: 'admin',
        }),
        transformResponse: (orders: PurchaseOrder[], meta) => ({
          orders,
          total: totalCountOf(meta, orders.length),
        }),
        providesTags: [ORDERS, BILLS],
      }),
      getOrderToReceive: build.query<OrderToReceive, string>({
        async queryFn(id, _api, _extra, baseQuery) {
          const read = await baseQuery({ url: `/purchase-orders/${encodeURIComponent(id)}`, auth: 'admin' });
          if (read.error) return { error: read.error };
          const order = read.data as PurchaseOrder;
          const ids = order.lines.filter((line) => line.due > 0).map((line) => line.productId);
          const items: Book[] = [];
          for (let start = 0; start < ids.length; start += BOOK_IDS_MAX) {
            const page = ids.slice(start, start + BOOK_IDS_MAX).join(',');
            const found = await baseQuery({ url: '/books', params: { ids: page }, auth: 'admin' });
            if (found.error) return { error: found.error };
            items.push(...(found.data as Book[]));
          }
          return { data: { order, items } };
        },
        keepUnusedDataFor: 0,
      }),
      raisePurchaseOrder: build.mutation<PurchaseOrder, PurchaseOrderRequest>({
        query: (body) => ({ url: '/purchase-orders', method: 'POST', body, auth: 'admin' }),
        invalidatesTags: (_order, error) => (error ? [] : [ORDERS, REORDER]),
      }),
      closePurchaseOrder: build.mutation<PurchaseOrder, string>({
        query: (id) => ({
          url: `/purchase-orders/${encodeURIComponent(id)}/close`,
          method: 'POST',
          auth: 'admin',
        }),
        invalidatesTags: (_order, error) => (error ? [] : [ORDERS, REORDER]),
      }),
      downloadPurchaseOrder: build.mutation<null, PurchaseOrder>({
        // Saved here, so the PDF's bytes never sit in the Redux store.
        async queryFn(order, _api, _extra, baseQuery) {
          const result = await baseQuery({
            url: order.pdfUrl.replace(/^\/api/, ''),
            auth: 'admin',
            responseHandler: async (response: Response) =>
              response.ok ? response.blob() : errorBodyOf(response),
          });
          if (result.error) return { error: result.error };
          saveFile(result.data as Blob, `purchase-order-${order.number.replace(/\//g, '-')}.pdf`);
          return { data: null };
        },
      }),
    }),
  });

export const {
  useGetReorderListQuery,
  useGetItemLevelsQuery,
  useSetReorderLevelsMutation,
  useGetPurchaseOrdersQuery,
  useGetOrderToReceiveQuery,
  useRaisePurchaseOrderMutation,
  useClosePurchaseOrderMutation,
  useDownloadPurchaseOrderMutation,
} = ownerOrdersApi;
