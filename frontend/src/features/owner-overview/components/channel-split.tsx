import { Panel } from '@/components/ui/panel';
import { formatRupees } from '@/lib/money';
import type { ChannelTakings } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';

/** What the website and the counter each took, so the owner sees where the money comes from. */
export function ChannelSplit({ channels }: { channels: ChannelTakings }) {
  const { t } = useOwnerT();
  const rows = [
    { label: t('owner.overview.onlineOrders'), ...channels.online },
    { label: t('owner.overview.counterSales'), ...channels.counter },
  ];
  return (
    <Panel padding="even" heading={t('owner.overview.channelsHeading')}>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.label} className="rounded-lg bg-slate-50 px-4 py-3">
            <span className="block text-sm font-medium text-slate-500">{row.label}</span>{' '}
            <span className="block text-xl font-bold text-slate-900">{formatRupees(row.total)}</span>{' '}
            <span className="block text-sm text-slate-600">
              {t('owner.overview.saleCount', { count: row.orders })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        {t('owner.overview.channelsNote', { refunds: formatRupees(channels.refunds) })}
      </p>
    </Panel>
  );
}
