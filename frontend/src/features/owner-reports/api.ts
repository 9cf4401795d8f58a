import type { ReceivablesReport, ReportDays, ReportRange } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';
import { errorBodyOf, saveFile } from '@/lib/file-download';
import { fileNameOf, type ReportFile } from './report-files';

/** The file's bytes as sent (a CSV's byte order mark included), or the API's JSON refusal. */
const blobOrError = async (response: Response): Promise<unknown> =>
  response.ok ? response.blob() : errorBodyOf(response);

export const ownerReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportDays: build.query<ReportDays, ReportRange>({
      query: (range) => ({ url: '/reports/days', params: range, auth: 'admin' }),
    }),
    getReceivables: build.query<ReceivablesReport, void>({
      query: () => ({ url: '/reports/receivables', auth: 'admin' }),
      keepUnusedDataFor: 0,
    }),
    downloadReceivables: build.mutation<null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/reports/receivables.csv',
          auth: 'admin',
          responseHandler: blobOrError,
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, 'receivables.csv');
        return { data: null };
      },
    }),
    downloadReport: build.mutation<null, { file: ReportFile; range: ReportRange }>({
      // Saved here, so a year's sales register never sits in the Redux store.
      async queryFn({ file, range }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/reports/${file.name}.${file.extension}`,
          params: range,
          auth: 'admin',
          responseHandler: blobOrError,
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, fileNameOf(file, range));
        return { data: null };
      },
    }),
  }),
});

export const {
  useGetReportDaysQuery,
  useDownloadReportMutation,
  useGetReceivablesQuery,
  useDownloadReceivablesMutation,
} = ownerReportsApi;
