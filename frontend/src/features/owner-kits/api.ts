import type { KitImportReport, KitInput, KitSummary, KitView } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

/** GET /api/kits/all's filters, each optional. */
export interface OwnerKitListParams {
  school?: string;
  academicYear?: string;
  q?: string;
}

const listParams = (params: OwnerKitListParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : ''])
      .filter(([, value]) => value !== ''),
  );

const kitUrl = (id: string) => `/kits/${encodeURIComponent(id)}`;

/** A kit's own tag and the list's: a kit saved, copied or deleted refreshes both. */
const kitTags = (id?: string) => [
  ...(id ? [{ type: 'Kit' as const, id }] : []),
  { type: 'Kit' as const, id: 'LIST' },
];

/** The owner's kits; their tag is added here so the shared slice need not know of kits. */
export const ownerKitsApi = api.enhanceEndpoints({ addTagTypes: ['Kit'] }).injectEndpoints({
  endpoints: (build) => ({
    getOwnerKits: build.query<KitSummary[], OwnerKitListParams>({
      query: (params) => ({ url: '/kits/all', params: listParams(params), auth: 'admin' }),
      transformResponse: (answer: { kits: KitSummary[] }) => answer.kits,
      providesTags: (kits) => [
        ...(kits ?? []).map((kit) => ({ type: 'Kit' as const, id: kit._id })),
        { type: 'Kit', id: 'LIST' },
      ],
    }),
    // With the owner's token, so an unpublished kit opens too.
    getOwnerKit: build.query<KitView, string>({
      query: (id) => ({ url: kitUrl(id), auth: 'admin' }),
      providesTags: (_kit, _error, id) => [{ type: 'Kit', id }],
    }),
    createKit: build.mutation<KitView, KitInput>({
      query: (body) => ({ url: '/kits', method: 'POST', body, auth: 'admin' }),
      invalidatesTags: (kit) => (kit ? kitTags() : []),
    }),
    updateKit: build.mutation<KitView, { id: string; body: KitInput }>({
      query: ({ id, body }) => ({ url: kitUrl(id), method: 'PUT', body, auth: 'admin' }),
      invalidatesTags: (kit, _error, { id }) => (kit ? kitTags(id) : []),
    }),
    deleteKit: build.mutation<void, string>({
      query: (id) => ({ url: kitUrl(id), method: 'DELETE', auth: 'admin' }),
      invalidatesTags: (_result, error, id) => (error ? [] : kitTags(id)),
    }),
    copyKit: build.mutation<KitView, { id: string; academicYear: string }>({
      query: ({ id, academicYear }) => ({
        url: `${kitUrl(id)}/copy`,
        method: 'POST',
        body: { academicYear },
        auth: 'admin',
      }),
      invalidatesTags: (kit) => (kit ? kitTags() : []),
    }),
    previewKitImport: build.mutation<KitImportReport, File>({
      query: (file) => ({
        url: '/kits/import',
        method: 'POST',
        params: { dryRun: 'true' },
        body: csvForm(file),
        auth: 'admin',
      }),
    }),
    applyKitImport: build.mutation<KitImportReport, File>({
      query: (file) => ({ url: '/kits/import', method: 'POST', body: csvForm(file), auth: 'admin' }),
      // Only an applied import changed anything; a refused one (400) left every kit as it was.
      invalidatesTags: (report) =>
        report
          ? [
              { type: 'Kit', id: 'LIST' },
              ...report.kits.flatMap((kit) => (kit.kitId ? [{ type: 'Kit' as const, id: kit.kitId }] : [])),
            ]
          : [],
    }),
  }),
});

function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export const {
  useGetOwnerKitsQuery,
  useGetOwnerKitQuery,
  useCreateKitMutation,
  useUpdateKitMutation,
  useDeleteKitMutation,
  useCopyKitMutation,
  usePreviewKitImportMutation,
  useApplyKitImportMutation,
} = ownerKitsApi;
