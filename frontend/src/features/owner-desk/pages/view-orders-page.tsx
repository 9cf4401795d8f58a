import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, Loading } from '@/components/status';
import { useGetShopQuery } from '@/features/shop';
import { useGetAllOrdersQuery } from '../api';
import { PickupOrderCard } from '../components/pickup-order-card';
import { filterOrders, parseStatusFilter, STATUS_FILTERS, type StatusFilter } from '../pickup';

/** The status filter lives in ?status= so the stats card can link to it and a reload keeps it. */
function useStatusFilter(): [StatusFilter, (filter: StatusFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseStatusFilter(searchParams.get('status'));
  const setFilter = useCallback(
    (next: StatusFilter) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next === 'all') updated.delete('status');
          else updated.set('status', next);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filter, setFilter];
}

function FilterBar({
  filter,
  onChange,
  shown,
  total,
}: {
  filter: StatusFilter;
  onChange: (filter: StatusFilter) => void;
  shown: number;
  total: number;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <div className="flex items-center gap-2">
        <label htmlFor="order-status-filter" className="text-sm font-semibold text-slate-700">
          Show
        </label>
        <select
          id="order-status-filter"
          value={filter}
          onChange={(event) => onChange(event.target.value as StatusFilter)}
          className="field-input w-auto py-1.5"
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {total} {total === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}

export default function ViewOrdersPage() {
  const { data, isLoading, isError } = useGetAllOrdersQuery();
  const { data: shop } = useGetShopQuery();
  const [filter, setFilter] = useStatusFilter();
  const [announcement, setAnnouncement] = useState('');
  const orders = useMemo(() => filterOrders(data ?? [], filter), [data, filter]);

  return (
    <section aria-labelledby="view-orders-heading" className="space-y-5">
      <h1 id="view-orders-heading" className="text-2xl font-bold text-slate-900">
        All Successfully placed orders (latest first)
      </h1>
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
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <ErrorMessage text="Error getting orders data" />
      ) : (
        <>
          <FilterBar filter={filter} onChange={setFilter} shown={orders.length} total={data?.length ?? 0} />
          {orders.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 shadow-sm">
              No orders found!
            </p>
          ) : (
            <ol className="space-y-6">
              {orders.map((order, index) => (
                <li key={order._id}>
                  <PickupOrderCard order={order} number={index + 1} shop={shop} announce={setAnnouncement} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
