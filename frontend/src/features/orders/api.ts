import { api } from '@/lib/api-slice';
import { saveFile } from '@/lib/file-download';
import { isBookLine, type OrderView, type PlaceOrderBody, type PlaceOrderItem } from '@shop/backend/contract';
import { billFileName, billFromResponse, billPdfPath } from './bill';

/** A bill to save: its number, and whose token asks for it (the owner, or the order's customer). */
export interface BillDownloadArgs {
  number: string;
  auth: 'admin' | 'customer';
}

/** The order as POST /api/orders takes it (school kits beside books and print jobs), and the key that makes a retry place it once. */
export type PlaceOrderArgs = Omit<PlaceOrderBody, 'items'> & {
  items?: PlaceOrderItem[];
  idempotencyKey: string;
};

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<OrderView, PlaceOrderArgs>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/orders',
        method: 'POST',
        body,
        auth: 'customer',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Stats'],
    }),
    /** The customer's own order, while it is still placed; the server puts its stock back. */
    cancelOrder: build.mutation<OrderView, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/cancel`, method: 'POST', auth: 'customer' }),
      invalidatesTags: (order, error, id) => {
        const theOrder = [
          { type: 'Order' as const, id },
          { type: 'Order' as const, id: 'LIST' },
        ];
        if (order) {
          // Its units are back on the shelf, and the owner's figures change.
          const books = order.lines
            .filter(isBookLine)
            .map((line) => ({ type: 'Book' as const, id: line.bookId }));
          return [...theOrder, ...books, { type: 'Book', id: 'LIST' }, 'Stats'];
        }
        // A 409 means the order moved on meanwhile (ready, say): refetch it so the card shows
        // why. Not after other failures: a refetch that failed too would replace the list.
        return error?.status === 409 ? theOrder : [];
      },
    }),
    getOrdersByEmail: build.query<OrderView[], string>({
      query: (email) => ({ url: `/orders/email/${encodeURIComponent(email)}`, auth: 'customer' }),
      providesTags: (orders) => [
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** The signed-in customer's orders, newest first, found by their account (e-mail or phone alike). */
    getMyOrders: build.query<OrderView[], void>({
      query: () => ({ url: '/orders/mine', auth: 'customer' }),
      providesTags: (orders) => [
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        { type: 'Order', id: 'LIST' },
      ],
    }),
    downloadBill: build.mutation<null, BillDownloadArgs>({
      // Saved here, so the PDF's bytes never sit in the Redux store.
      async queryFn({ number, auth }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: billPdfPath(number), auth, responseHandler: billFromResponse });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, billFileName(number));
        return { data: null };
      },
    }),
  }),
});

export const {
  usePlaceOrderMutation,
  useGetOrdersByEmailQuery,
  useGetMyOrdersQuery,
  useCancelOrderMutation,
  useDownloadBillMutation,
} = ordersApi;
