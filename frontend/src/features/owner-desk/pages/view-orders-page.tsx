import { useEffect, useRef, useState } from 'react';
import { DESK_PAGE_SIZE } from '@shop/backend/contract';
import { EmptyNote, QueryState } from '@/components/ui/query-state';
import { PageSection } from '@/components/ui/page-heading';
import { useGetShopQuery } from '@/features/shop';
import { useOwnerT } from '@/i18n/owner';
import { useGetDeskCountsQuery, useGetDeskOrdersQuery, type DeskOrdersPage } from '../api';
import { CounterToday } from '../components/counter-today';
import { DeskPager, pageCount, showingText } from '../components/desk-pager';
import { DeskSearch } from '../components/desk-search';
import { DeskTabs } from '../components/desk-tabs';
import { PickupOrderCard } from '../components/pickup-order-card';
import { useDeskParams } from '../hooks/use-desk-params';
import type { Announce } from '../hooks/use-status-change';

function OrderList({
  result,
  busy,
  announce,
}: {
  result: DeskOrdersPage;
  busy: boolean;
  announce: Announce;
}) {
  const { t } = useOwnerT();
  const { data: shop } = useGetShopQuery();
  const offset = (result.page - 1) * DESK_PAGE_SIZE;
  return (
    <div aria-busy={busy} className={`space-y-4 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      <p className="text-sm text-slate-600" aria-live="polite">
        {showingText(offset, result.orders.length, result.total)}
      </p>
      {result.orders.length === 0 ? (
        <EmptyNote>{t('owner.desk.none')}</EmptyNote>
      ) : (
        // The running number goes on across pages, so #51 opens page 2.
        <ol className="space-y-6" start={offset + 1}>
          {result.orders.map((order, index) => (
            <li key={order._id}>
              <PickupOrderCard order={order} number={offset + index + 1} shop={shop} announce={announce} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A page past the last (its orders were handed out meanwhile) gives way to the last one. */
function useLastPageGuard(
  total: number | undefined,
  page: number,
  setPage: (page: number, replace: boolean) => void,
) {
  useEffect(() => {
    // Replacing, so the back button does not return to the page that was not there.
    if (total !== undefined && total > 0 && page > pageCount(total)) setPage(pageCount(total), true);
  }, [total, page, setPage]);
}

export default function ViewOrdersPage() {
  const { t } = useOwnerT();
  const { params, setQuery, setPage } = useDeskParams();
  const { tab, q, page } = params;
  const orders = useGetDeskOrdersQuery({ status: tab, q, page });
  const { data: counts } = useGetDeskCountsQuery(q);
  const [announcement, setAnnouncement] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  useLastPageGuard(orders.currentData?.total, page, setPage);

  function goToPage(next: number) {
    setPage(next);
    // jsdom has no scrolling, hence the optional call.
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <PageSection title={t('owner.desk.heading')} className="space-y-5">
      <p
        role="status"
        className={
          announcement
            ? 'rounded-md border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-800'
            : 'sr-only'
        }
      >
        {announcement}
      </p>
      <DeskSearch value={q} onSearch={setQuery} />
      {/* After a scan or a search, what was found comes first: nobody scrolls past today's work to it. */}
      {!q && <CounterToday announce={setAnnouncement} />}
      <div ref={listTop} className="scroll-mt-4 space-y-4">
        <DeskTabs tab={tab} q={q} counts={counts} />
        <QueryState query={orders} error={t('owner.desk.loadError')}>
          {(result) => <OrderList result={result} busy={orders.isFetching} announce={setAnnouncement} />}
        </QueryState>
        <DeskPager page={page} total={orders.data?.total ?? 0} onPage={goToPage} />
      </div>
      {q && <CounterToday announce={setAnnouncement} />}
    </PageSection>
  );
}
