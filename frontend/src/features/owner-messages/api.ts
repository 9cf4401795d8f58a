import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { OutboxMessage, OwnerNotice } from '@shop/backend/contract';
import { api } from '@/lib/api-slice';

export const MESSAGES_PAGE_SIZE = 50;

export interface OutboxPage {
  messages: OwnerNotice[];
  /** Every message in the outbox (X-Total-Count). */
  total: number;
  page: number;
}

export const ownerMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxPage, number>({
      query: (page) => ({
        url: '/admin/messages',
        params: { limit: String(MESSAGES_PAGE_SIZE), offset: String((page - 1) * MESSAGES_PAGE_SIZE) },
        auth: 'admin',
      }),
      transformResponse: (messages: OwnerNotice[], meta, page) => {
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('X-Total-Count');
        const counted = header ? Number(header) : NaN;
        // Without the header (an older API) the page itself is all that is known.
        const total =
          Number.isSafeInteger(counted) && counted >= 0
            ? counted
            : (page - 1) * MESSAGES_PAGE_SIZE + messages.length;
        return { messages, total, page };
      },
      // Every order change writes a notice, so the outbox is stale whenever the order lists are.
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    markMessageSent: build.mutation<OutboxMessage, string>({
      query: (id) => ({
        url: `/admin/messages/${encodeURIComponent(id)}/sent`,
        method: 'POST',
        auth: 'admin',
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetOutboxQuery, useMarkMessageSentMutation } = ownerMessagesApi;
