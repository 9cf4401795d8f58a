import { MapLink } from '@/components/map-link';
import { useGetShopQuery } from '../api';
import { countOf } from '@/lib/money';

/** Where and when the order is collected, beside the form that places it: nothing is delivered. */
export function PickupWhereWhen() {
  const { data: shop } = useGetShopQuery();
  if (!shop) return null;
  return (
    <section
      aria-labelledby="pickup-where-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm sm:p-6"
    >
      <h2 id="pickup-where-heading" className="text-lg font-semibold text-slate-900">
        Collect from the shop
      </h2>
      <p className="mt-2 font-medium text-slate-900">{shop.name}</p>
      <address className="not-italic">{shop.address}</address>
      <MapLink href={shop.mapsUrl} className="mt-1 inline-flex min-h-11 items-center" />
      <p>Open {shop.hours}.</p>
      <p className="mt-2">
        Usually ready in {countOf(shop.readyHours, 'hour', 'hours')}: we will tell you when it is. We keep a
        ready order for {countOf(shop.holdDays, 'day', 'days')}, and you pay when you collect it.
      </p>
    </section>
  );
}
