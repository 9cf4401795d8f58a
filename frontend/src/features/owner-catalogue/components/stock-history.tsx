import { useState } from 'react';
import { STOCK_REASON_LABELS, type StockMovement } from '@shop/backend/contract';
import { ErrorMessage, Loading } from '@/components/status';
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
      ) : movements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No stock changes yet.</p>
      ) : (
        <MovementTable movements={movements} />
      )}
    </section>
  );
}

function MovementTable({ movements }: { movements: StockMovement[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? movements : movements.slice(0, HISTORY_FIRST_ROWS);
  return (
    <>
      <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm">
          <caption className="sr-only">Stock changes, newest first</caption>
          <thead className="bg-slate-100 text-left text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                When
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Change
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Reason
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Stock after
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                By
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((movement) => (
              <MovementRow key={movement._id} movement={movement} />
            ))}
          </tbody>
        </table>
      </div>
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

function MovementRow({ movement }: { movement: StockMovement }) {
  const { at, change, reason, stockAfter, orderId } = movement;
  return (
    <tr>
      <td className="px-4 py-2 whitespace-nowrap text-slate-700">
        <time dateTime={at}>{formatMovementTime(at)}</time>
      </td>
      <td
        className={`px-4 py-2 text-right font-semibold whitespace-nowrap tabular-nums ${
          change < 0 ? 'text-red-700' : 'text-green-700'
        }`}
      >
        {signedChange(change)}
      </td>
      <td className="px-4 py-2 text-slate-700">{STOCK_REASON_LABELS[reason] ?? reason}</td>
      <td className="px-4 py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {stockAfter === null ? 'Not counted' : formatCount(stockAfter)}
      </td>
      <td className="px-4 py-2 text-slate-700">
        {orderId ? (
          <>
            Order <code className="text-xs break-all">{orderId}</code>
          </>
        ) : (
          'Owner'
        )}
      </td>
    </tr>
  );
}
