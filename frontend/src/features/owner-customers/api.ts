import type {
  AccountEntry,
  AccountPaymentRequest,
  AccountReceipt,
  AccountReminder,
  AccountStanding,
  AccountStatement,
  CustomerRequest,
  Receivable,
  ShopCustomer,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import { errorBodyOf, saveFile } from '@/lib/file-download';
import { totalCountOf } from '@/lib/total-count';

const CUSTOMERS = { type: 'Customer' as const, id: 'LIST' };
/** Customers per page of the list. */
export const CUSTOMERS_PER_PAGE = 25;

/** A customer as the list answers them: with what they owe. */
export type ListedCustomer = ShopCustomer & { balance: number };

export interface CustomerPage {
  customers: ListedCustomer[];
  total: number;
}

/** GET /api/customers/:id/account */
export type CustomerAccount = AccountStanding & { customer: ShopCustomer; entries: AccountEntry[] };

const ACCOUNTS = { type: 'Customer' as const, id: 'ACCOUNTS' };

/** The customers the shop knows: found by the counter, kept by a manager or the owner. */
export const ownerCustomersApi = api.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, { q: string; page: number }>({
      query: ({ q, page }) => ({
        url: '/customers',
        params: { ...(q.trim() ? { q: q.trim() } : {}), page, limit: CUSTOMERS_PER_PAGE },
        auth: 'admin',
      }),
      transformResponse: (customers: ListedCustomer[], meta) => ({
        customers,
        total: totalCountOf(meta, customers.length),
      }),
      providesTags: [CUSTOMERS, ACCOUNTS],
    }),
    getAccount: build.query<CustomerAccount, string>({
      query: (id) => ({ url: `/customers/${encodeURIComponent(id)}/account`, auth: 'admin' }),
      providesTags: [ACCOUNTS],
    }),
    getDues: build.query<Receivable[], void>({
      query: () => ({ url: '/customers/dues', auth: 'admin' }),
      providesTags: [ACCOUNTS],
    }),
    getStatement: build.query<AccountStatement, { id: string; from: string; to: string }>({
      query: ({ id, from, to }) => ({
        url: `/customers/${encodeURIComponent(id)}/statement`,
        params: { from, to },
        auth: 'admin',
      }),
      providesTags: [ACCOUNTS],
    }),
    downloadStatement: build.mutation<null, { id: string; from: string; to: string; phone: string }>({
      // Saved here, so the PDF's bytes never sit in the Redux store.
      async queryFn({ id, from, to, phone }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/customers/${encodeURIComponent(id)}/statement.pdf`,
          params: { from, to },
          auth: 'admin',
          responseHandler: async (response: Response) =>
            response.ok ? response.blob() : errorBodyOf(response),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `statement-${phone.replace(/\D/g, '').slice(-10)}-${from}-${to}.pdf`);
        return { data: null };
      },
    }),
    takePayment: build.mutation<AccountReceipt, AccountPaymentRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/customers/${encodeURIComponent(id)}/payments`,
        method: 'POST',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (_receipt, error) => (error ? [] : [ACCOUNTS]),
    }),
    sendReminder: build.mutation<AccountReminder, string>({
      query: (id) => ({
        url: `/customers/${encodeURIComponent(id)}/reminders`,
        method: 'POST',
        auth: 'admin',
      }),
      invalidatesTags: (_reminder, error) => (error ? [] : [ACCOUNTS, CUSTOMERS]),
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

export const {
  useGetCustomersQuery,
  useAddCustomerMutation,
  useUpdateCustomerMutation,
  useGetAccountQuery,
  useGetDuesQuery,
  useGetStatementQuery,
  useDownloadStatementMutation,
  useTakePaymentMutation,
  useSendReminderMutation,
} = ownerCustomersApi;
