import { api } from '@/lib/api-slice';
import type { Book, OrderView, OrderStatus } from '@shop/backend/contract';

export interface AdminLoginResponse {
  token?: string;
  user?: { username: string; displayName: string; role: 'admin' };
}

export interface DashboardStats {
  totalBooks: number;
  totalSales: number;
  trendingBooks: number;
  totalOrders: number;
  ordersAwaitingPickup: number;
  monthlySales: { month: string; orders: number; total: number }[];
}

/** JSON for a cover given by URL or kept; FormData when the owner picked a new file. */
export type BookPayload = FormData | Record<string, unknown>;

/** The owner's endpoints: injected only by the admin chunk, so customers never download them. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, { username: string; password: string }>({
      query: (body) => ({ url: '/auth/admin', method: 'POST', body }),
    }),
    getAdminStats: build.query<DashboardStats, void>({
      query: () => ({ url: '/admin', auth: 'admin' }),
      providesTags: ['Stats'],
    }),
    getAllOrders: build.query<OrderView[], void>({
      query: () => ({ url: '/orders/allorders', auth: 'admin' }),
      providesTags: (orders) => [
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
        { type: 'Order', id: 'LIST' },
      ],
    }),
    updateOrderStatus: build.mutation<OrderView, { id: string; status: OrderStatus }>({
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
      invalidatesTags: (_book, _error, { id }) => [
        { type: 'Book', id },
        { type: 'Book', id: 'LIST' },
        'Stats',
      ],
    }),
    deleteBook: build.mutation<void, string>({
      query: (id) => ({ url: `/books/${encodeURIComponent(id)}`, method: 'DELETE', auth: 'admin' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Book', id }, { type: 'Book', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useGetAdminStatsQuery,
  useGetAllOrdersQuery,
  useUpdateOrderStatusMutation,
  useAddBookMutation,
  useUpdateBookMutation,
  useDeleteBookMutation,
} = adminApi;
