import type { AdminLoginResponse } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

/** The owner's login: injected only by the owner's chunks, so customers never download it. */
export const ownerSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<Partial<AdminLoginResponse>, { username: string; password: string }>({
      query: (body) => ({ url: '/auth/admin', method: 'POST', body }),
    }),
    renewAdminSession: build.mutation<Partial<AdminLoginResponse>, void>({
      query: () => ({ url: '/auth/admin/renew', method: 'POST', auth: 'admin' }),
    }),
  }),
});

export const { useAdminLoginMutation, useRenewAdminSessionMutation } = ownerSessionApi;
