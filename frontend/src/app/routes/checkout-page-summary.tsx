import type { CartPrintJob } from '@/features/cart';
import { formatRupees } from '@/lib/money';
import { describePagesAndSheets, describePrintOptions } from '@shop/backend/contract';
import type { PricedCartLine } from './use-priced-cart';

/** What the order holds, as the summary beside the form lists it: books, then files to print. */
export function CheckoutSummaryLines({
  lines,
  printJobs,
}: {
  lines: PricedCartLine[];
  printJobs: CartPrintJob[];
}) {
  return (
    <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
      {lines.map(({ item, quantity, total }) => (
        <li key={item._id} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 text-slate-700">
            <span className="truncate">{item.title}</span>{' '}
            <span className="whitespace-nowrap text-slate-500">× {quantity}</span>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{formatRupees(total)}</span>
        </li>
      ))}
      {printJobs.map((job) => (
        <li key={job.jobId} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 text-slate-700">
            <span className="block break-all">Print: {job.fileName}</span>
            <span className="block text-xs text-slate-500">
              {describePrintOptions(job.options)}; {describePagesAndSheets(job.quote.pages, job.quote.sheets)}
            </span>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{formatRupees(job.quote.price)}</span>
        </li>
      ))}
    </ul>
  );
}
