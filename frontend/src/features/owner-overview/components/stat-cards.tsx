import type { ComponentType, ReactNode } from 'react';
import { formatCount, formatRupees } from '@/lib/money';
import type { DashboardStats } from '@shop/backend/contract';
import { BagIcon, BookIcon, PrinterIcon, RupeeIcon, TrendIcon } from '@/components/owner-icons';
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
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-6" />
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-medium text-slate-500">{label}</dt>
        <dd className="mt-0.5 text-2xl font-bold break-words text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  const share = trendingShare(stats.trendingBooks, stats.totalBooks);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Products" Icon={BookIcon} tone="bg-brand-50 text-brand-700">
        {formatCount(stats.totalBooks)}
      </StatCard>
      <StatCard label="Total Sales" Icon={RupeeIcon} tone="bg-green-50 text-green-700">
        {formatRupees(stats.totalSales)}
        <span className="block text-sm font-medium text-slate-500">
          {stats.ordersAwaitingPickup > 0
            ? `+ ${formatRupees(stats.awaitingPickupValue)} awaiting pickup`
            : 'Nothing awaiting pickup'}
        </span>
      </StatCard>
      <StatCard label="Trending items in This Month" Icon={TrendIcon} tone="bg-amber-50 text-amber-700">
        {formatCount(stats.trendingBooks)}{' '}
        <span className="text-base font-semibold text-slate-500">({share}%)</span>
      </StatCard>
      <StatCard label="Total Orders" Icon={BagIcon} tone="bg-sky-50 text-sky-700">
        {formatCount(stats.totalOrders)}
      </StatCard>
    </dl>
  );
}

/** Total Sales split into goods (books and stationery) and print jobs; the two add up to it. */
export function SalesSplitCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl aria-label="Sales by kind" className="grid gap-4 sm:grid-cols-2">
      <StatCard label="Goods sales" Icon={BookIcon} tone="bg-green-50 text-green-700">
        {formatRupees(stats.goodsSales)}
      </StatCard>
      <StatCard label="Print sales" Icon={PrinterIcon} tone="bg-teal-50 text-teal-700">
        {formatRupees(stats.printSales)}
      </StatCard>
    </dl>
  );
}

/** The pickup desk's to-do count, one click from the desk (its "Today at the counter" splits it up). */
export function AwaitingPickupCard({ count }: { count: number }) {
  return (
    <CountLinkCard
      to="/dashboard/view-orders"
      count={count}
      title="Orders awaiting pickup"
      detail={count > 0 ? 'Placed or ready for pickup at the counter' : 'Nothing waiting at the counter'}
      action="View orders"
    />
  );
}

/** Counted items at or below the threshold (out of stock included), one click from that list. */
export function LowStockCard({ count, threshold }: { count: number; threshold: number }) {
  return (
    <CountLinkCard
      to="/dashboard/manage-books?stock=low"
      count={count}
      title="Low on stock"
      detail={
        count > 0
          ? `Counted items with ${formatCount(threshold)} or fewer left, out of stock included`
          : `Every counted item has more than ${formatCount(threshold)} left`
      }
      action="View items"
    />
  );
}
