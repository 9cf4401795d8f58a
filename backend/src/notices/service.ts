import { ID_PATTERN, type OutboxMessage, type OwnerNotice } from '../contract';
import { AppError } from '../errors';
import type { ListedNotice, OutboxStore } from '../store/store';
import { whatsAppLinkTo } from './whatsapp-link';

/** A customer who signed in by phone has no e-mail: the owner sends the notice on WhatsApp, in one click. */
function withWhatsAppLink({ whatsAppOnly, ...notice }: ListedNotice): OwnerNotice {
  const whatsAppLink = whatsAppLinkTo(whatsAppOnly, notice.text);
  return whatsAppLink ? { ...notice, whatsAppLink } : notice;
}

/** The owner's view of the notices to customers. */
export function createNoticeService(deps: { outbox: OutboxStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(page: { limit: number; offset: number }): Promise<{ items: OwnerNotice[]; total: number }> {
      const { items, total } = await deps.outbox.list(page);
      return { items: items.map(withWhatsAppLink), total };
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
