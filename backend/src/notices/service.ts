import { ID_PATTERN, type OutboxMessage, type OwnerNotice } from '../contract';
import { AppError } from '../errors';
import type { OutboxStore } from '../store/store';

/** The owner's view of the notices to customers. */
export function createNoticeService(deps: { outbox: OutboxStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    list(page: { limit: number; offset: number }): Promise<{ items: OwnerNotice[]; total: number }> {
      return deps.outbox.list(page);
    },

    /** The owner sent it themselves: it counts as sent and the sender leaves it alone. */
    async markSentByHand(id: string): Promise<OutboxMessage> {
      const notice = ID_PATTERN.test(id) ? await deps.outbox.markSentByHand(id, now()) : null;
      if (!notice) throw new AppError('not_found', 'Message not found.');
      return notice;
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
