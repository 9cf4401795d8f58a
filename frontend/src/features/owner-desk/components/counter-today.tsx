import { Link } from 'react-router-dom';
import { confirmDialog } from '@/components/dialogs';
import { formatCount } from '@/lib/money';
import { useCancelOverdueOrdersMutation, useGetCounterTodayQuery } from '../api';
import { reportFailure, type Announce } from '../hooks/use-status-change';
import { deskSearch } from '../hooks/use-desk-params';
import { countOf, type DeskTab } from '../pickup';
import { PickList } from './pick-list';

/** Cancels every ready order past its hold in one go, after asking; their stock goes back. */
function CancelOverdueButton({ count, announce }: { count: number; announce: Announce }) {
  const [cancelOverdue, { isLoading }] = useCancelOverdueOrdersMutation();
  const orders = countOf(count, 'overdue order', 'overdue orders');

  async function confirmAndCancel() {
    const confirmed = await confirmDialog({
      title: `Cancel ${orders}?`,
      text: 'Ready orders not collected by their last hold day are cancelled, and their items go back into stock.',
      confirmText: 'Yes, cancel them',
      cancelText: 'No, keep them',
    });
    if (!confirmed) return;
    try {
      const { cancelled } = await cancelOverdue().unwrap();
      announce(`Cancelled ${countOf(cancelled, 'overdue order', 'overdue orders')}.`);
    } catch (caught) {
      reportFailure(
        'Cancelling overdue orders failed',
        caught,
        'Could not cancel the overdue orders. Please try again.',
      );
    }
  }

  return (
    <button
      type="button"
      disabled={isLoading}
      onClick={() => void confirmAndCancel()}
      className="inline-flex min-h-11 items-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      Cancel {orders}
    </button>
  );
}

function CountLink({
  tab,
  label,
  count,
  urgent,
}: {
  tab: DeskTab;
  label: string;
  count: number;
  urgent?: boolean;
}) {
  const tone =
    count > 0 ? (urgent ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50') : '';
  return (
    <li>
      <Link
        to={{ search: deskSearch({ tab }) }}
        className={`flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 transition hover:shadow-sm ${tone}`}
      >
        <span className="text-sm font-medium">{label}</span>{' '}
        <span className="text-2xl font-bold">{formatCount(count)}</span>
      </Link>
    </li>
  );
}

/** What the counter has to do today: orders to prepare, to hand out, overdue, the pick list and the printing. */
export function CounterToday({ announce }: { announce: Announce }) {
  const { data, isLoading, isError } = useGetCounterTodayQuery();
  return (
    <section
      aria-labelledby="counter-today-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="counter-today-heading" className="text-lg font-semibold text-slate-900">
          Today at the counter
        </h2>
        {data && data.counts.overdue > 0 && (
          <CancelOverdueButton count={data.counts.overdue} announce={announce} />
        )}
      </div>
      {isLoading ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : isError || !data ? (
        <p className="mt-3 text-sm font-medium text-red-700">Could not load today&apos;s work.</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            <CountLink tab="placed" label="To prepare" count={data.counts.toPrepare} />
            <CountLink tab="ready" label="To hand out" count={data.counts.toHandOut} />
            <CountLink tab="overdue" label="Overdue" count={data.counts.overdue} urgent />
          </ul>
          <PickList lines={data.pickList} printJobs={data.printJobs} bags={data.bags} />
        </>
      )}
    </section>
  );
}
