import type { TaxSettings } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

export const ownerTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/tax: the owner's GST settings, or the defaults before they were saved. */
    getTaxSettings: build.query<TaxSettings, void>({
      query: () => ({ url: '/shop/tax', auth: 'admin' }),
      providesTags: ['TaxSettings'],
    }),
    /** PUT /api/shop/tax: the settings whole; every bill from now on is made with them. */
    saveTaxSettings: build.mutation<TaxSettings, TaxSettings>({
      query: (body) => ({ url: '/shop/tax', method: 'PUT', body, auth: 'admin' }),
      // Only saved settings changed anything; refused ones (400) left them as they were.
      invalidatesTags: (saved) => (saved ? ['TaxSettings'] : []),
    }),
  }),
});

export const { useGetTaxSettingsQuery, useSaveTaxSettingsMutation } = ownerTaxApi;
