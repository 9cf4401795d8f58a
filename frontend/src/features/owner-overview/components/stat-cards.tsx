import type { ComponentType, ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { formatCount, formatRupees } from '@/lib/money';
import type { DashboardStats } from '@shop/backend/contract';
import { BagIcon, BookIcon, PrinterIcon, RupeeIcon, TrendIcon } from '@/components/owner-icons';
import { useOwnerT } from '@/i18n/owner';
import { CountLinkCard } from './count-link-card';

/** The trending items' real share of the catalogue, in whole percent, not a fixed '(13%)'. */
export function trendingShare(trendingBooks: number, totalBooks: number): number {
  if (totalBooks <= 0) return 0;
  return Math.round((trendingBooks / totalBooks) * 100);
}

function StatCard({
  label,
  Icon,
  tone,
  children,
}: {
  label: string;
  Icon: ComponentType<{ className?: string }>;
  tone: string;
  children: ReactNode;
}) {
  return (
    <Panel padding="even" className="flex items-center gap-4">
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-6" />
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-medium text-slate-500">{label}</dt>
        <dd className="mt-0.5 text-2xl font-bold break-words text-slate-900">{children}</dd>
      </div>
    </Panel>
  );
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useOwnerT();
  const share = trendingShare(stats.trendingBooks, stats.totalBooks);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={t('owner.overview.products')} Icon={BookIcon} tone="bg-brand-50 text-brand-700">
        {formatCount(stats.totalBooks)}
      </StatCard>
      <StatCard label={t('owner.overview.totalSales')} Icon={RupeeIcon} tone="bg-green-50 text-green-700">
        {formatRupees(stats.totalSales)}
        <span className="block text-sm font-medium text-slate-500">
          {stats.ordersAwaitingPickup > 0
            ? t('owner.overview.awaitingValue', { amount: formatRupees(stats.awaitingPickupValue) })
            : t('owner.overview.nothingAwaiting')}
        </span>
      </StatCard>
      <StatCard label={t('owner.overview.trending')} Icon={TrendIcon} tone="bg-amber-50 text-amber-700">
        {formatCount(stats.trendingBooks)}{' '}
        <span className="text-base font-semibold text-slate-500">({share}%)</span>
      </StatCard>
      <StatCard label={t('owner.overview.totalOrders')} Icon={BagIcon} tone="bg-sky-50 text-sky-700">
        {formatCount(stats.totalOrders)}
      </StatCard>
    </dl>
  );
}

/** Total Sales split into goods (books and stationery) and print jobs; the two add up to it. */
export function SalesSplitCards({ stats }: { stats: DashboardStats }) {
  const { t } = useOwnerT();
  return (
    <dl aria-label={t('owner.overview.salesByKind')} className="grid gap-4 sm:grid-cols-2">
      <StatCard label={t('owner.overview.goodsSales')} Icon={BookIcon} tone="bg-green-50 text-green-700">
        {formatRupees(stats.goodsSales)}
      </StatCard>
      <StatCard label={t('owner.overview.printSales')} Icon={PrinterIcon} tone="bg-teal-50 text-teal-700">
        {formatRupees(stats.printSales)}
      </StatCard>
    </dl>
  );
}

/** The pickup desk's to-do count, one click from the desk (its "Today at the counter" splits it up). */
export function AwaitingPickupCard({ count }: { count: number }) {
  const { t } = useOwnerT();
  return (
    <CountLinkCard
      to="/dashboard/view-orders"
      count={count}
      title={t('owner.overview.awaitingTitle')}
      detail={t(count > 0 ? 'owner.overview.awaitingDetail' : 'owner.overview.awaitingNone')}
      action={t('owner.overview.viewOrders')}
    />
  );
}

/** Counted items at or below the threshold (out of stock included), one click from that list. */
export function LowStockCard({ count, threshold }: { count: number; threshold: number }) {
  const { t } = useOwnerT();
  return (
    <CountLinkCard
      to="/dashboard/manage-books?stock=low"
      count={count}
      title={t('owner.overview.lowStockTitle')}
      detail={t(count > 0 ? 'owner.overview.lowStockDetail' : 'owner.overview.lowStockNone', {
        threshold: formatCount(threshold),
      })}
      action={t('owner.overview.viewItems')}
    />
  );
}
