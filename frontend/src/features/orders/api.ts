import { api } from '@/lib/api-slice';
import type { OrderView, PlaceOrderBody } from '@shop/backend/contract';

/** The order as POST /api/orders takes it, and the key that makes a retry place it once. */
export type PlaceOrderArgs = PlaceOrderBody & { idempotencyKey: string };

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
    getOrdersByEmail: build.query<OrderView[], string>({
      query: (email) => ({ url: `/orders/email/${encodeURIComponent(email)}`, auth: 'customer' }),
      providesTags: (orders) => [
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetOrdersByEmailQuery } = ordersApi;
