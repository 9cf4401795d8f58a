import { api } from '@/lib/api-slice';
import type { Address, Order } from '@/lib/types';

export interface PlaceOrderRequest {
  name: string;
  email: string;
  phone: string;
  address: Address;
  productIds: string[];
  totalPrice: number;
  idempotencyKey: string;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, PlaceOrderRequest>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/orders',
        method: 'POST',
        body,
        auth: 'customer',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Stats'],
    }),
    getOrdersByEmail: build.query<Order[], string>({
      query: (email) => ({ url: `/orders/email/${encodeURIComponent(email)}`, auth: 'customer' }),
      providesTags: (orders) => [
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetOrdersByEmailQuery } = ordersApi;
