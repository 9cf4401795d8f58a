import { OwnerBillDownload } from './owner-bill-download';
import { isBookLine, type CounterSale } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import { INTL_LOCALE, type Language } from '@/i18n/languages';

const timesOfDay = new Map<Language, Intl.DateTimeFormat>();

/** "4:05 pm" on India's clock, wherever the screen is, as the language shown writes it. */
function saleTime(language: Language, iso: string): string {
  let format = timesOfDay.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    timesOfDay.set(language, format);
  }
  return format.format(new Date(iso));
}

const itemsText = (sale: CounterSale) =>
  sale.lines.map((line) => `${line.title} × ${isBookLine(line) ? line.quantity : 1}`).join(', ');

const isVoid = (sale: CounterSale) => Boolean(sale.voided) || sale.status === 'cancelled';

interface SaleRowProps {
  sale: CounterSale;
  /** Only a sale of the India day that is still going can be voided; the server says so too. */
  today: boolean;
  busy: boolean;
  onReprint: () => void;
  onBillDone: () => void;
  onVoid: () => void;
  onReturn: () => void;
}

function SaleActions({
  headingId,
  voided,
  today,
  busy,
  onReprint,
  onVoid,
  onReturn,
}: Omit<SaleRowProps, 'sale' | 'onBillDone'> & { headingId: string; voided: boolean }) {
  const { t } = useOwnerT();
  const shared = { size: 'sm', 'aria-describedby': headingId } as const;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button variant="secondary" label={t('owner.counter.sale.reprint')} onClick={onReprint} {...shared} />
      {!voided && today && (
        <Button
          variant="dangerOutline"
          label={t('owner.counter.sale.void')}
          busy={busy}
          onClick={onVoid}
          {...shared}
        />
      )}
      {!voided && (
        <Button
          variant="secondary"
          label={t('owner.counter.sale.return')}
          busy={busy}
          onClick={onReturn}
          {...shared}
        />
      )}
    </div>
  );
}

/** One sale of the day: number, time, items, total, payment, status, and what can be done with it. */
export function SaleRow({ sale, onBillDone, ...actions }: SaleRowProps) {
  const { t, money, language } = useOwnerT();
  const headingId = `sale-${sale._id}`;
  const voided = isVoid(sale);
  const payment = t('owner.terms.paymentMethod', { method: sale.payment.method });
  return (
    <article aria-labelledby={headingId} className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('owner.counter.sale.number', { number: sale.number })} ·{' '}
          <time dateTime={sale.createdAt}>{saleTime(language, sale.createdAt)}</time>
        </h3>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${voided ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
        >
          {t(voided ? 'owner.counter.sale.voided' : 'owner.counter.sale.completed')}
        </span>
      </div>
      <p className="text-sm break-words text-slate-700">{itemsText(sale)}</p>
      <p className="text-sm text-slate-700">
        <span className={`font-semibold text-slate-900 ${voided ? 'line-through' : ''}`}>
          {money(sale.totalPrice)}
        </span>{' '}
        ·{' '}
        {sale.payment.reference
          ? t('owner.counter.sale.paymentWithRef', { method: payment, reference: sale.payment.reference })
          : payment}
        {sale.voided && t('owner.counter.sale.voidReason', { reason: sale.voided.reason })}
      </p>
      {sale.invoice && (
        <div className="mt-2">
          <OwnerBillDownload invoice={sale.invoice} describedBy={headingId} onDone={onBillDone} />
        </div>
      )}
      <SaleActions headingId={headingId} voided={voided} {...actions} />
    </article>
  );
}
