import { useState } from 'react';
import { STOCK_REASON_LABELS, type StockMovement } from '@shop/backend/contract';
import { ErrorMessage, Loading } from '@/components/status';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatCount } from '@/lib/money';
import { useGetStockMovementsQuery } from '../api';

/** Most items change rarely; a busy one lists every order, so the table starts with the latest. */
export const HISTORY_FIRST_ROWS = 20;

const indianTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The shop is in India: the counter reads the same time wherever the owner's browser is set. */
export function formatMovementTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indianTime.format(date);
}

/** "+5" or "-3", with Indian digit grouping. */
export const signedChange = (change: number): string => `${change > 0 ? '+' : ''}${formatCount(change)}`;

/** The Edit page's record of every stock change of one item, newest first. */
export function StockHistory({ bookId }: { bookId: string }) {
  const { data: movements, isLoading, isError } = useGetStockMovementsQuery(bookId);
  return (
    <section aria-labelledby="stock-history-heading" className="mt-8">
      <h2 id="stock-history-heading" className="text-lg font-bold text-slate-900">
        Stock history
      </h2>
      {isLoading ? (
        <Loading text="Loading stock history…" />
      ) : isError || !movements ? (
        <ErrorMessage text="Could not load the stock history." />
      ) : (
        <MovementTable movements={movements} />
      )}
    </section>
  );
}

const MOVEMENT_COLUMNS: readonly Column<StockMovement>[] = [
  {
    header: 'When',
    cell: ({ at }) => <time dateTime={at}>{formatMovementTime(at)}</time>,
    className: 'whitespace-nowrap text-slate-700',
  },
  {
    header: 'Change',
    cell: ({ change }) => (
      <span className={change < 0 ? 'text-red-700' : 'text-green-700'}>{signedChange(change)}</span>
    ),
    numeric: true,
    className: 'font-semibold whitespace-nowrap',
  },
  {
    header: 'Reason',
    cell: ({ reason }) => STOCK_REASON_LABELS[reason] ?? reason,
    className: 'text-slate-700',
  },
  {
    header: 'Stock after',
    cell: ({ stockAfter }) => (stockAfter === null ? 'Not counted' : formatCount(stockAfter)),
    numeric: true,
    className: 'whitespace-nowrap text-slate-900',
  },
  {
    header: 'By',
    cell: ({ orderId }) =>
      orderId ? (
        <>
          Order <code className="text-xs break-all">{orderId}</code>
        </>
      ) : (
        'Owner'
      ),
    className: 'text-slate-700',
  },
];

function MovementTable({ movements }: { movements: StockMovement[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? movements : movements.slice(0, HISTORY_FIRST_ROWS);
  return (
    <>
      <DataTable
        caption="Stock changes, newest first"
        columns={MOVEMENT_COLUMNS}
        rows={shown}
        rowKey={(movement) => movement._id}
        empty={<p className="mt-2 text-sm text-slate-600">No stock changes yet.</p>}
        className="mt-3"
      />
      {movements.length > shown.length && (
        <button
          type="button"
          className="mt-3 rounded-sm text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => setShowAll(true)}
        >
          Show all {formatCount(movements.length)} changes
        </button>
      )}
    </>
  );
}
