import type { MarginGroup, MarginReport, PayablesReport, StockValueReport } from '@shop/backend/contract';
import { ownerPurchasesApi } from './api';

/** The owner's reports of what is bought: what the suppliers are owed, the margin, the stock at cost. */
export const ownerPurchaseReportsApi = ownerPurchasesApi.injectEndpoints({
  endpoints: (build) => ({
    getPayables: build.query<PayablesReport, void>({
      query: () => ({ url: '/reports/payables', auth: 'admin' }),
      providesTags: [{ type: 'Payable', id: 'LIST' }],
    }),
    getMargin: build.query<MarginReport, { from: string; to: string; groupBy: MarginGroup }>({
      query: (params) => ({ url: '/reports/margin', params, auth: 'admin' }),
    }),
    // Bills move stock and costs, so the value is asked again after one is saved or cancelled.
    getStockValue: build.query<StockValueReport, void>({
      query: () => ({ url: '/reports/stock-value', auth: 'admin' }),
      providesTags: [{ type: 'Purchase', id: 'LIST' }],
    }),
  }),
});

export const { useGetPayablesQuery, useGetMarginQuery, useGetStockValueQuery } = ownerPurchaseReportsApi;
