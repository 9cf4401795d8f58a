import type { DashboardStats } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

export const ownerOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<DashboardStats, void>({
      query: () => ({ url: '/admin', auth: 'admin' }),
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = ownerOverviewApi;
