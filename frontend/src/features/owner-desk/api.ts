import type { OrderView, StatusChangeBody } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

export const ownerDeskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllOrders: build.query<OrderView[], void>({
      query: () => ({ url: '/orders/allorders', auth: 'admin' }),
      providesTags: (orders) => [
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        { type: 'Order', id: 'LIST' },
      ],
    }),
    updateOrderStatus: build.mutation<OrderView, StatusChangeBody & { id: string }>({
      query: ({ id, status }) => ({
        url: `/orders/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
        auth: 'admin',
      }),
      invalidatesTags: (_order, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
        'Stats',
      ],
    }),
  }),
});

export const { useGetAllOrdersQuery, useUpdateOrderStatusMutation } = ownerDeskApi;
