import type { CartPrintJob } from '@/features/cart';
import { pagesAndSheetsText, PdfBadge, printOptionsText } from '@/features/orders';
import { useT } from '@/i18n';
import { RemoveLineButton } from './remove-line-button';

/** A PDF to print in the cart: its options and size in words, the quoted price, and Remove. */
export function PrintCartLine({ job, onRemove }: { job: CartPrintJob; onRemove: () => void }) {
  const { t, money } = useT();
  const titleId = `cart-print-${job.jobId}`;
  return (
    <li className="flex gap-4 py-5">
      {/* In the cover's place, so print lines line up with the books. */}
      <PdfBadge className="h-28 w-20 rounded-md bg-slate-100 text-sm tracking-wide sm:h-32 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 id={titleId} className="min-w-0 text-base font-semibold break-all text-slate-900">
            {t('print.lineTitle', { fileName: job.fileName })}
          </h2>
          <p data-testid="cart-line-total" className="shrink-0 text-right font-semibold text-slate-900">
            {money(job.quote.price)}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-700">{printOptionsText(t, job.options)}</p>
        <p className="mt-1 text-sm text-slate-500">
          {pagesAndSheetsText(t, job.quote.pages, job.options.copies, job.quote.sheets)}
        </p>
        <div className="mt-auto flex justify-end pt-3 text-sm">
          <RemoveLineButton describedBy={titleId} onClick={onRemove} />
        </div>
      </div>
    </li>
  );
}
