import { isBookLine, PAYMENT_METHOD_LABELS, type CounterSale } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { BillDownload } from '@/features/orders';
import { formatRupees } from '@/lib/money';

let timeOfDay: Intl.DateTimeFormat | undefined;

/** "4:05 pm" on India's clock, wherever the screen is. */
const saleTime = (iso: string) =>
  (timeOfDay ??= new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })).format(
    new Date(iso),
  );

const itemsText = (sale: CounterSale) =>
  sale.lines.map((line) => `${line.title} × ${isBookLine(line) ? line.quantity : 1}`).join(', ');

const isVoid = (sale: CounterSale) => Boolean(sale.voided) || sale.status === 'cancelled';

interface SaleRowProps {
  sale: CounterSale;
  /** Only a sale of the India day that is still going can be voided; the server says so too. */
  today: boolean;
  busy: boolean;
  onReprint: () => void;
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
}: Omit<SaleRowProps, 'sale'> & { headingId: string; voided: boolean }) {
  const shared = { size: 'sm', 'aria-describedby': headingId } as const;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button variant="secondary" label="Reprint" onClick={onReprint} {...shared} />
      {!voided && today && (
        <Button variant="dangerOutline" label="Void" busy={busy} onClick={onVoid} {...shared} />
      )}
      {!voided && <Button variant="secondary" label="Return" busy={busy} onClick={onReturn} {...shared} />}
    </div>
  );
}

/** One sale of the day: number, time, items, total, payment, status, and what can be done with it. */
export function SaleRow({ sale, ...actions }: SaleRowProps) {
  const headingId = `sale-${sale._id}`;
  const voided = isVoid(sale);
  const payment = PAYMENT_METHOD_LABELS[sale.payment.method];
  return (
    <article aria-labelledby={headingId} className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          No. {sale.number} · <time dateTime={sale.createdAt}>{saleTime(sale.createdAt)}</time>
        </h3>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${voided ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
        >
          {voided ? 'Voided' : 'Completed'}
        </span>
      </div>
      <p className="text-sm break-words text-slate-700">{itemsText(sale)}</p>
      <p className="text-sm text-slate-700">
        <span className={`font-semibold text-slate-900 ${voided ? 'line-through' : ''}`}>
          {formatRupees(sale.totalPrice)}
        </span>{' '}
        · {sale.payment.reference ? `${payment}, ref. ${sale.payment.reference}` : payment}
        {sale.voided && ` · void: ${sale.voided.reason}`}
      </p>
      {sale.invoice && (
        <div className="mt-2">
          <BillDownload invoice={sale.invoice} auth="admin" label="Bill" describedBy={headingId} />
        </div>
      )}
      <SaleActions headingId={headingId} voided={voided} {...actions} />
    </article>
  );
}
