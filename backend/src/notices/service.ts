import type { OutboxMessage } from '../contract';
import type { OutboxStore } from '../store/store';

/** The owner's view of the notices to customers. */
export function createNoticeService(deps: { outbox: OutboxStore }) {
  return {
    list(page: { limit: number; offset: number }): Promise<{ items: OutboxMessage[]; total: number }> {
      return deps.outbox.list(page);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
