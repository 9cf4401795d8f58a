import { Panel } from '@/components/ui/panel';
import { MapLink } from '@/components/map-link';
import { useT } from '@/i18n';
import { useGetShopQuery } from '../api';
import { useStoreHours } from '../store-hours';

/** Where and when the order is collected, beside the form that places it: nothing is delivered. */
export function PickupWhereWhen() {
  const { data: shop } = useGetShopQuery();
  const { t } = useT();
  const hours = useStoreHours(shop?.hours);
  if (!shop) return null;
  return (
    <Panel heading={t('shop.pickup.heading')} className="text-sm text-slate-700">
      <p className="mt-2 font-medium text-slate-900">{shop.name}</p>
      <address className="not-italic">{shop.address}</address>
      <MapLink href={shop.mapsUrl} className="mt-1 inline-flex min-h-11 items-center" />
      <p>{t('shop.pickup.open', { hours: hours.text })}</p>
      <p className="mt-2">
        {t('shop.pickup.when', { readyHours: shop.readyHours, holdDays: shop.holdDays })}
      </p>
    </Panel>
  );
}
