import { OwnerBillDownload } from './owner-bill-download';
import type { CounterSale } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import type { SaleProblem } from '../hooks/use-counter-sale';
import { ChangeLine, PAYMENT_FORM_ID } from './payment-panel';

/** Why Complete did not go through; for want of stock, which items and how many are left. */
export function SaleProblemBox({ problem }: { problem: SaleProblem | null }) {
  const { t } = useOwnerT();
  if (!problem) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{problem.message}</p>
      {problem.shortages.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {problem.shortages.map((item) => (
            <li key={item.productId}>
              {t('owner.counter.complete.shortage', {
                title: item.title,
                available: Math.max(0, item.available),
                requested: item.requested,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The total and Complete, kept in view at the bottom of a phone's screen while the list scrolls. */
export function CompleteBar({ total, busy, empty }: { total: number; busy: boolean; empty: boolean }) {
  const { t, money } = useOwnerT();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:mx-0 sm:rounded-lg sm:border">
      <p className="flex flex-col">
        <span className="text-sm text-slate-600">{t('owner.counter.complete.total')}</span>
        <span className="text-2xl font-bold text-slate-900 tabular-nums">{money(total)}</span>
      </p>
      <Button
        type="submit"
        form={PAYMENT_FORM_ID}
        variant="success"
        className="min-h-11 min-w-36"
        label={t('owner.counter.complete.button')}
        busy={busy}
        busyLabel={t('owner.counter.complete.busy')}
        disabled={empty}
      />
    </div>
  );
}

/** The sale just completed, until the next scan: its number, the change to hand back, and its bill. */
export function SaleDone({
  sale,
  onReprint,
  onBillDone,
}: {
  sale: CounterSale | null;
  onReprint: () => void;
  onBillDone: () => void;
}) {
  const { t, money } = useOwnerT();
  return (
    <div role="status" aria-live="polite">
      {sale && (
        <div className="space-y-2 rounded-lg border border-green-200 bg-white p-4">
          <p className="font-semibold text-green-900">
            {t('owner.counter.done.completed', {
              number: sale.number,
              amount: money(sale.totalPrice),
              method: t('owner.terms.paymentMethod', { method: sale.payment.method }),
            })}
          </p>
          {sale.payment.change !== undefined && <ChangeLine change={sale.payment.change} />}
          <div className="flex flex-wrap items-start gap-2">
            <Button variant="secondary" label={t('owner.counter.done.reprint')} onClick={onReprint} />
            {sale.invoice && <OwnerBillDownload invoice={sale.invoice} onDone={onBillDone} />}
          </div>
        </div>
      )}
    </div>
  );
}
