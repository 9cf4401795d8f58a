import type { AdminLoginResponse } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

/** The owner's login: injected only by the owner's chunks, so customers never download it. */
export const ownerSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<Partial<AdminLoginResponse>, { username: string; password: string }>({
      query: (body) => ({ url: '/auth/admin', method: 'POST', body }),
    }),
  }),
});

export const { useAdminLoginMutation } = ownerSessionApi;
