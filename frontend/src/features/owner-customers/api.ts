import type { CustomerRequest, ShopCustomer } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import { totalCountOf } from '@/lib/total-count';

const CUSTOMERS = { type: 'Customer' as const, id: 'LIST' };
/** Customers per page of the list. */
export const CUSTOMERS_PER_PAGE = 25;

export interface CustomerPage {
  customers: ShopCustomer[];
  total: number;
}

/** The customers the shop knows: found by the counter, kept by a manager or the owner. */
export const ownerCustomersApi = api.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, { q: string; page: number }>({
      query: ({ q, page }) => ({
        url: '/customers',
        params: { ...(q.trim() ? { q: q.trim() } : {}), page, limit: CUSTOMERS_PER_PAGE },
        auth: 'admin',
      }),
      transformResponse: (customers: ShopCustomer[], meta) => ({
        customers,
        total: totalCountOf(meta, customers.length),
      }),
      providesTags: [CUSTOMERS],
    }),
    addCustomer: build.mutation<ShopCustomer, CustomerRequest>({
      query: (body) => ({ url: '/customers', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: (_customer, error) => (error ? [] : [CUSTOMERS]),
    }),
    updateCustomer: build.mutation<ShopCustomer, CustomerRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/customers/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (_customer, error) => (error ? [] : [CUSTOMERS]),
    }),
  }),
});

export const { useGetCustomersQuery, useAddCustomerMutation, useUpdateCustomerMutation } = ownerCustomersApi;
