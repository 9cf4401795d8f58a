import type { OrderView } from '@shop/backend/contract';
import { useT } from '@/i18n';
import { OrderStatusBadge, orderTimeText } from './order-status';

/**
 * Number, pickup code, placed-at time and status: the same head on the customer's and the owner's
 * order cards. An order is named by its pickup code, the name both sides say aloud at the counter.
 */
export function OrderCardHeader({
  order,
  number,
  headingId,
  numberClassName = 'bg-brand-600',
  statusLabel,
}: {
  order: OrderView;
  number: number;
  headingId: string;
  numberClassName?: string;
  /** What the badge says instead of the status's name. */
  statusLabel?: string;
}) {
  const { t, number: count, dateTime } = useT();
  return (
    <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
      <div className="min-w-0">
        <h2
          id={headingId}
          className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
        >
          <span className={`rounded-md px-2 py-0.5 text-sm text-white ${numberClassName}`}>
            #{count(number)}
          </span>{' '}
          <span>
            {t('orders.card.order')} <span className="font-mono tracking-widest">{order.pickupCode}</span>
          </span>
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          {t('orders.card.placedOn')}{' '}
          <time dateTime={order.createdAt}>{orderTimeText(dateTime, order.createdAt)}</time>
        </p>
      </div>
      <OrderStatusBadge status={order.status} label={statusLabel} />
    </header>
  );
}
