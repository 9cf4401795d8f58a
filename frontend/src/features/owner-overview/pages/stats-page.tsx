import { useEffect } from 'react';
import { Loading } from '@/components/status';
import { useGetShopQuery } from '@/features/shop';
import { useOwnerT } from '@/i18n/owner';
import { useGetAdminStatsQuery } from '../api';
import { SalesChart } from '../components/sales-chart';
import { AwaitingPickupCard, LowStockCard, SalesSplitCards, StatCards } from '../components/stat-cards';
import { ChannelSplit } from '../components/channel-split';
import { TakingsThisMonth } from '../components/takings';
import { PageSection } from '@/components/ui/page-heading';

export default function StatsPage() {
  const { t } = useOwnerT();
  const { data: stats, error } = useGetAdminStatsQuery();
  const { data: shop } = useGetShopQuery();

  // A failed stats fetch is only logged and the loader stays (a 401 ends the session instead).
  useEffect(() => {
    if (error) console.error('Failed to load the dashboard statistics', error);
  }, [error]);

  return (
    <PageSection
      title={t('owner.overview.heading')}
      intro={t('owner.overview.intro', { shop: shop?.name ?? t('owner.overview.theShop') })}
      smallIntro
      className="space-y-6"
    >
      {stats ? (
        <>
          <StatCards stats={stats} />
          <SalesSplitCards stats={stats} />
          <div className="grid gap-4 lg:grid-cols-2">
            <AwaitingPickupCard count={stats.ordersAwaitingPickup} />
            <LowStockCard count={stats.lowStockBooks} threshold={stats.lowStockThreshold} />
          </div>
          {stats.channels && <ChannelSplit channels={stats.channels} />}
          {stats.takingsThisMonth && <TakingsThisMonth takings={stats.takingsThisMonth} />}
          <SalesChart months={stats.monthlySales} />
        </>
      ) : (
        <Loading />
      )}
    </PageSection>
  );
}
