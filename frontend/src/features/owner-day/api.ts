import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type {
  CashMovement,
  CashMovementRequest,
  CloseDayRequest,
  ClosedDayReport,
  ClosedDaysResponse,
  DayReport,
  OpenDayRequest,
} from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

const CURRENT = { type: 'CounterDay' as const, id: 'CURRENT' };
const CLOSED = { type: 'CounterDay' as const, id: 'LIST' };

export const ownerDayApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The X report, or null while no day is open (the API's 404). */
    getCurrentDay: build.query<DayReport | null, void>({
      query: () => ({
        url: '/counter/days/current',
        auth: 'admin',
        validateStatus: (response) => response.ok || response.status === 404,
      }),
      transformResponse: (report: DayReport, meta) =>
        (meta as FetchBaseQueryMeta | undefined)?.response?.status === 404 ? null : report,
      // Sales, voids, returns and collections elsewhere move the drawer's figures too.
      providesTags: [CURRENT, { type: 'CounterSale', id: 'LIST' }, { type: 'Order', id: 'LIST' }],
    }),
    getClosedDays: build.query<ClosedDayReport[], void>({
      query: () => ({ url: '/counter/days', auth: 'admin' }),
      transformResponse: ({ days }: ClosedDaysResponse) => days,
      providesTags: [CLOSED],
    }),
    openDay: build.mutation<DayReport, OpenDayRequest>({
      query: (body) => ({ url: '/counter/days/open', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: (_report, error) => (error && error.status !== 409 ? [] : [CURRENT]),
    }),
    addCashMovement: build.mutation<CashMovement, CashMovementRequest>({
      query: (body) => ({
        url: '/counter/days/current/cash-movements',
        method: 'POST',
        body,
        auth: 'admin',
      }),
      invalidatesTags: (movement) => (movement ? [CURRENT] : []),
    }),
    closeDay: build.mutation<ClosedDayReport, CloseDayRequest>({
      query: (body) => ({ url: '/counter/days/current/close', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: (_report, error) => (error && error.status !== 409 ? [] : [CURRENT, CLOSED]),
    }),
  }),
});

export const {
  useGetCurrentDayQuery,
  useGetClosedDaysQuery,
  useOpenDayMutation,
  useAddCashMovementMutation,
  useCloseDayMutation,
} = ownerDayApi;
