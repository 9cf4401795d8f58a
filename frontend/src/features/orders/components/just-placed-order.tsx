import type { OrderView } from '@shop/backend/contract';
import { PickupWhereWhen, useGetShopQuery } from '@/features/shop';
import { useT } from '@/i18n';
import { OrderCard } from './order-card';

/**
 * The order the customer has just placed, first and large: its card (the code to show at the
 * counter, paying by UPI, what is in it), what happens next, and where and when to collect it.
 */
export function JustPlacedOrder({ order, number }: { order: OrderView; number: number }) {
  const { t, money } = useT();
  const { data: shop } = useGetShopQuery();
  const amount = money(order.totalPrice);
  return (
    <section
      aria-labelledby="just-placed-heading"
      className="space-y-5 rounded-2xl border-2 border-brand-600 bg-white p-4 shadow-md sm:p-6"
    >
      <div>
        <p className="text-sm font-semibold text-green-700">{t('orders.justPlaced.label')}</p>
        <h2 id="just-placed-heading" className="text-2xl font-bold text-slate-900">
          {t('orders.justPlaced.heading')}{' '}
          <span className="font-mono tracking-widest">{order.pickupCode}</span>
        </h2>
      </div>
      <OrderCard order={order} number={number} />
      <div>
        <h3 id="just-placed-next" className="text-base font-semibold text-slate-900">
          {t('orders.next.heading')}
        </h3>
        <ol
          aria-labelledby="just-placed-next"
          className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700"
        >
          <li>{shop ? t('orders.next.readyWithin', { hours: shop.readyHours }) : t('orders.next.ready')}</li>
          <li>{t('orders.next.showCode')}</li>
          <li>{order.upiLink ? t('orders.next.payOrUpi', { amount }) : t('orders.next.pay', { amount })}</li>
        </ol>
      </div>
      <PickupWhereWhen />
    </section>
  );
}
