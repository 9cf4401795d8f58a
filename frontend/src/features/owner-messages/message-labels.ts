import type { NoticeKind, NoticeState } from '@shop/backend/contract';

export const KIND_LABELS: Readonly<Record<NoticeKind, string>> = {
  placed: 'Order placed',
  ready: 'Ready for pickup',
  collected: 'Collected, bill',
  cancelled: 'Cancelled',
  'back-in-stock': 'Back in stock',
};

export const STATE_LABELS: Readonly<Record<NoticeState, string>> = {
  pending: 'Not sent yet',
  sent: 'Sent',
  failed: 'Failed',
};

const indianTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The shop is in India, so its outbox reads in India's time wherever the browser is. */
export function formatIndianTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indianTime.format(date);
}
