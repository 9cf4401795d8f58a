import type { CounterDayTotals } from '@shop/backend/contract';
import { formatCount, formatRupees } from '@/lib/money';

/** The day's takings: sales less voids, less refunds, and how they were paid. */
export function DayTotals({ totals }: { totals: CounterDayTotals }) {
  const cells: [string, string][] = [
    ['Sales', formatCount(totals.count)],
    ['Amount', formatRupees(totals.amount)],
    ['Cash', formatRupees(totals.cash)],
    ['UPI', formatRupees(totals.upi)],
    ['Card', formatRupees(totals.card)],
    ['Refunds', formatRupees(totals.refunds)],
  ];
  return (
    <dl aria-label="Totals for the day" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {cells.map(([term, value]) => (
        <div key={term} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-500">{term}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
