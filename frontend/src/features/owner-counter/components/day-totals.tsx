import type { CounterDayTotals } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';

/** The day's takings: sales less voids, less refunds, and how they were paid. */
export function DayTotals({ totals }: { totals: CounterDayTotals }) {
  const { t, money, number } = useOwnerT();
  const cells: [string, string][] = [
    [t('owner.counter.totals.sales'), number(totals.count)],
    [t('owner.counter.totals.amount'), money(totals.amount)],
    [t('owner.terms.paymentMethod', { method: 'cash' }), money(totals.cash)],
    [t('owner.terms.paymentMethod', { method: 'upi' }), money(totals.upi)],
    [t('owner.terms.paymentMethod', { method: 'card' }), money(totals.card)],
    [t('owner.counter.totals.refunds'), money(totals.refunds)],
  ];
  return (
    <dl aria-label={t('owner.counter.totals.list')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {cells.map(([term, value]) => (
        <div key={term} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-500">{term}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
