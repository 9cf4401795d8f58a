import type { OrderView, OrderStatus } from '@shop/backend/contract';
import { useT } from '@/i18n';
import { statusName } from '../order-status-labels';

const indianTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The shop is in India, so times read the same to the customer and the counter wherever the browser is. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indianTime.format(date);
}

/** formatOrderTime in the language shown (in English the same words), with useT's dateTime. */
export const orderTimeText = (dateTime: (when: string) => string, iso: string): string =>
  Number.isNaN(Date.parse(iso)) ? iso : dateTime(iso);

const BADGE_STYLES: Record<OrderStatus, string> = {
  placed: 'bg-blue-100 text-blue-800 ring-blue-200',
  ready: 'bg-amber-100 text-amber-900 ring-amber-300',
  collected: 'bg-green-100 text-green-800 ring-green-200',
  cancelled: 'bg-slate-200 text-slate-700 ring-slate-300',
};

/** The status as a pill; `label` replaces its name where a screen says more (the customer's hold date). */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  const { t } = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_STYLES[status] ?? BADGE_STYLES.placed}`}
    >
      {label ?? statusName(status, t)}
    </span>
  );
}

/**
 * Each step the order went through, oldest first, in Indian time. `byline` words who at the shop
 * made a step, for the owner's screens; without it (the customer's) nobody is named.
 */
export function OrderStatusHistory({
  history,
  byline,
}: {
  history: OrderView['statusHistory'];
  byline?: (name: string) => string;
}) {
  const { t, dateTime } = useT();
  if (history.length === 0) return null;
  return (
    <ol className="space-y-1 text-sm" aria-label={t('orders.statusHistory')}>
      {history.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-slate-800">{statusName(entry.status, t)}</span>
          <time dateTime={entry.at} className="text-slate-500">
            {orderTimeText(dateTime, entry.at)}
          </time>
          {byline && entry.by && <span className="text-slate-600">{byline(entry.by.name)}</span>}
        </li>
      ))}
    </ol>
  );
}
