import type { NoticeKind, NoticeState } from '@shop/backend/contract';
import type { OwnerMessageId } from '@/i18n/owner';

export const KIND_LABELS: Readonly<Record<NoticeKind, OwnerMessageId>> = {
  placed: 'owner.messages.kind.placed',
  ready: 'owner.messages.kind.ready',
  collected: 'owner.messages.kind.collected',
  cancelled: 'owner.messages.kind.cancelled',
  'back-in-stock': 'owner.messages.kind.backInStock',
};

export const STATE_LABELS: Readonly<Record<NoticeState, OwnerMessageId>> = {
  pending: 'owner.messages.state.pending',
  sent: 'owner.messages.state.sent',
  failed: 'owner.messages.state.failed',
};

/**
 * The shop is in India, so its outbox reads in India's time wherever the browser is (useOwnerT's
 * dateTime); a time that cannot be read is shown as it came.
 */
export function formatIndianTime(iso: string, dateTime: (when: Date) => string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime(date);
}
