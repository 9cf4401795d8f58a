import type { PrintRates } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

export const ownerPrintApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/print-rates: the whole rate card; every quote from now on uses it. */
    savePrintRates: build.mutation<PrintRates, PrintRates>({
      query: (body) => ({ url: '/print-rates', method: 'PUT', body, auth: 'admin' }),
      // Only a saved card changed anything; a refused one (400) left the rates as they were.
      invalidatesTags: (saved) => (saved ? ['PrintRates'] : []),
    }),
  }),
});

export const { useSavePrintRatesMutation } = ownerPrintApi;
