import type {
  AdminLoginResponse,
  Approval,
  ApprovalRequest,
  CounterStaffEntry,
  PinSession,
  PinSignInRequest,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

/** The owner's login and the staff's PIN: injected only by the owner's chunks, so customers never download it. */
export const ownerSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<Partial<AdminLoginResponse>, { username: string; password: string }>({
      query: (body) => ({ url: '/auth/admin', method: 'POST', body }),
    }),
    renewAdminSession: build.mutation<Partial<AdminLoginResponse>, void>({
      query: () => ({ url: '/auth/admin/renew', method: 'POST', auth: 'admin' }),
    }),
    /** Who may sign in at this counter device: names and roles only. */
    getCounterStaff: build.query<CounterStaffEntry[], void>({
      query: () => ({ url: '/auth/counter-staff' }),
      keepUnusedDataFor: 0,
    }),
    pinSignIn: build.mutation<PinSession, PinSignInRequest>({
      query: (body) => ({ url: '/auth/pin', method: 'POST', body }),
    }),
    /** A manager's PIN typed on a cashier's screen: a one-use approval for one action on one subject. */
    approve: build.mutation<Approval, ApprovalRequest>({
      query: (body) => ({ url: '/auth/approval', method: 'POST', body }),
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useRenewAdminSessionMutation,
  useGetCounterStaffQuery,
  usePinSignInMutation,
  useApproveMutation,
} = ownerSessionApi;
