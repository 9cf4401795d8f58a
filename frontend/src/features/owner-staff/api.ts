import type {
  AuditAction,
  AuditPage,
  AuditVerification,
  CounterDevice,
  NewCounterDevice,
  NewStaffRequest,
  StaffChangeRequest,
  StaffLoginRequest,
  StaffMember,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

const STAFF = { type: 'Staff' as const, id: 'LIST' };
const DEVICES = { type: 'Staff' as const, id: 'DEVICES' };
const AUDIT = { type: 'Staff' as const, id: 'AUDIT' };

export interface AuditQuery {
  action?: AuditAction;
  page: number;
}

/** The owner's Staff page and audit log. */
export const ownerStaffApi = api.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffMember[], void>({
      query: () => ({ url: '/staff', auth: 'admin' }),
      providesTags: [STAFF],
    }),
    addStaff: build.mutation<StaffMember, NewStaffRequest>({
      query: (body) => ({ url: '/staff', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: (_member, error) => (error ? [] : [STAFF, AUDIT]),
    }),
    changeStaff: build.mutation<StaffMember, StaffChangeRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/staff/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (_member, error) => (error ? [] : [STAFF, AUDIT]),
    }),
    setStaffPin: build.mutation<StaffMember, { id: string; pin: string }>({
      query: ({ id, pin }) => ({
        url: `/staff/${encodeURIComponent(id)}/pin`,
        method: 'POST',
        body: { pin },
        auth: 'admin',
      }),
      invalidatesTags: (_member, error) => (error ? [] : [STAFF, AUDIT]),
    }),
    /** A manager's username and password for the dashboard away from the counter. */
    setStaffLogin: build.mutation<StaffMember, StaffLoginRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/staff/${encodeURIComponent(id)}/login`,
        method: 'PUT',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (_member, error) => (error ? [] : [STAFF, AUDIT]),
    }),
    removeStaffLogin: build.mutation<StaffMember, string>({
      query: (id) => ({ url: `/staff/${encodeURIComponent(id)}/login`, method: 'DELETE', auth: 'admin' }),
      invalidatesTags: (_member, error) => (error ? [] : [STAFF, AUDIT]),
    }),
    getCounterDevices: build.query<CounterDevice[], void>({
      query: () => ({ url: '/staff/devices', auth: 'admin' }),
      providesTags: [DEVICES],
    }),
    addCounterDevice: build.mutation<NewCounterDevice, { name: string }>({
      query: (body) => ({ url: '/staff/devices', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: (_device, error) => (error ? [] : [DEVICES, AUDIT]),
    }),
    revokeCounterDevice: build.mutation<CounterDevice, string>({
      query: (id) => ({
        url: `/staff/devices/${encodeURIComponent(id)}/revoke`,
        method: 'POST',
        auth: 'admin',
      }),
      invalidatesTags: (_device, error) => (error ? [] : [DEVICES, AUDIT]),
    }),
    getAudit: build.query<AuditPage, AuditQuery>({
      query: ({ action, page }) => ({ url: '/audit', params: { action, page, limit: 50 }, auth: 'admin' }),
      providesTags: [AUDIT],
    }),
    verifyAudit: build.query<AuditVerification, void>({
      query: () => ({ url: '/audit/verify', auth: 'admin' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetStaffQuery,
  useAddStaffMutation,
  useChangeStaffMutation,
  useSetStaffPinMutation,
  useSetStaffLoginMutation,
  useRemoveStaffLoginMutation,
  useGetCounterDevicesQuery,
  useAddCounterDeviceMutation,
  useRevokeCounterDeviceMutation,
  useGetAuditQuery,
  useLazyVerifyAuditQuery,
} = ownerStaffApi;
