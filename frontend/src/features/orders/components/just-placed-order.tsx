import type { OrderView } from '@shop/backend/contract';
import { PickupWhereWhen, useGetShopQuery } from '@/features/shop';
import { countOf, formatRupees } from '@/lib/money';
import { OrderCard } from './order-card';

/**
 * The order the customer has just placed, first and large: its card (the code to show at the
 * counter, paying by UPI, what is in it), what happens next, and where and when to collect it.
 */
export function JustPlacedOrder({ order, number }: { order: OrderView; number: number }) {
  const { data: shop } = useGetShopQuery();
  return (
    <section
      aria-labelledby="just-placed-heading"
      className="space-y-5 rounded-2xl border-2 border-brand-600 bg-white p-4 shadow-md sm:p-6"
    >
      <div>
        <p className="text-sm font-semibold text-green-700">Order placed</p>
        <h2 id="just-placed-heading" className="text-2xl font-bold text-slate-900">
          Your order <span className="font-mono tracking-widest">{order.pickupCode}</span>
        </h2>
      </div>
      <OrderCard order={order} number={number} />
      <div>
        <h3 id="just-placed-next" className="text-base font-semibold text-slate-900">
          What happens next
        </h3>
        <ol
          aria-labelledby="just-placed-next"
          className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700"
        >
          <li>
            We&apos;ll tell you when it&apos;s ready
            {shop ? `, usually within ${countOf(shop.readyHours, 'hour', 'hours')}` : ''}.
          </li>
          <li>Come to the shop and show this code at the counter.</li>
          <li>
            Pay {formatRupees(order.totalPrice)} when you collect it
            {order.upiLink ? ', or pay ahead by UPI' : ''}.
          </li>
        </ol>
      </div>
      <PickupWhereWhen />
    </section>
  );
}
