import { Panel } from '@/components/ui/panel';
import { formatRupees, sumPrices } from '@/lib/money';
import { PAYMENT_METHODS, type DashboardStats } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';

/**
 * This month's money taken at the counter by how the owner recorded it was paid, to tally against
 * the cash drawer, the UPI app and the card machine's statement. A list, not cards: products,
 * total sales, trending items and total orders stay the only four cards.
 */
export function TakingsThisMonth({ takings }: { takings: DashboardStats['takingsThisMonth'] }) {
  const { t } = useOwnerT();
  const total = sumPrices(PAYMENT_METHODS.map((method) => takings[method] ?? 0));
  return (
    <Panel as="section" padding="even" aria-labelledby="takings-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="takings-heading" className="text-lg font-semibold text-slate-900">
          {t('owner.overview.takingsHeading')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('owner.overview.totalCollected')}{' '}
          <span className="font-semibold text-slate-900">{formatRupees(total)}</span>
        </p>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className="rounded-lg bg-slate-50 px-4 py-3">
            <span className="block text-sm font-medium text-slate-500">
              {t('owner.terms.paymentMethod', { method })}
            </span>{' '}
            <span className="block text-xl font-bold text-slate-900">
              {formatRupees(takings[method] ?? 0)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('owner.overview.takingsNote')}</p>
    </Panel>
  );
}
