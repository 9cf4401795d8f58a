import { api } from '@/lib/api-slice';
import type { KitSchool, KitView } from '@shop/backend/contract';

export const kitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The schools with published kits and their classes, for the pickers. */
    getKitSchools: build.query<KitSchool[], void>({
      query: () => '/kits/schools',
      transformResponse: (body: { schools: KitSchool[] }) => body.schools,
    }),
    /**
     * A kit with its items as the shelf has them now. Tagged by its items, so whatever refreshes
     * their stock or price (the owner's edits, a refused order) refreshes the kit too.
     */
    getKit: build.query<KitView, string>({
      query: (id) => `/kits/${encodeURIComponent(id)}`,
      providesTags: (kit) => [
        ...(kit?.lines ?? []).map((line) => ({ type: 'Book' as const, id: line.productId })),
        { type: 'Book', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetKitSchoolsQuery, useGetKitQuery } = kitsApi;
