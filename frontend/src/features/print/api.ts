import type { PrintJobChoice, PrintJobUpload, PrintQuote, PrintRates } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

export const printApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shop's rate card; anyone may read it. */
    getPrintRates: build.query<PrintRates, void>({
      query: () => '/print-rates',
      providesTags: ['PrintRates'],
    }),
    /** POST /api/print-jobs: the server reads the PDF and answers how many pages it counted. */
    uploadPrintJob: build.mutation<PrintJobUpload, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/print-jobs', method: 'POST', body, auth: 'customer' };
      },
    }),
    /**
     * The price of a job with these options. A query although it is a POST: it changes nothing,
     * and the cache answers a choice the customer comes back to without asking again.
     */
    quotePrintJob: build.query<PrintQuote, PrintJobChoice>({
      query: (choice) => ({ url: '/print-jobs/quote', method: 'POST', body: choice, auth: 'customer' }),
      // A new rate card prices every quote afresh.
      providesTags: ['PrintRates'],
    }),
  }),
});

export const { useGetPrintRatesQuery, useUploadPrintJobMutation, useQuotePrintJobQuery } = printApi;
