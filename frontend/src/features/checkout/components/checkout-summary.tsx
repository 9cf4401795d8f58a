import { Link } from 'react-router-dom';
import { StockShortageNotice } from '@/components/stock-shortage-notice';
import type { CartPrintJob } from '@/features/cart';
import { formatRupees } from '@/lib/money';
import { CHECKOUT_TEXTS } from '@/lib/spec-texts';
import { describePagesAndSheets, describePrintOptions, type OutOfStockItem } from '@shop/backend/contract';
import type { PricedCartLine } from '../use-priced-cart';

/** What the order holds, as the summary beside the form lists it: books, then files to print. */
function CheckoutSummaryLines({ lines, printJobs }: { lines: PricedCartLine[]; printJobs: CartPrintJob[] }) {
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
              {describePrintOptions(job.options)};{' '}
              {describePagesAndSheets(job.quote.pages, job.options.copies, job.quote.sheets)}
            </span>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{formatRupees(job.quote.price)}</span>
        </li>
      ))}
    </ul>
  );
}

interface OrderSummaryProps {
  lines: PricedCartLine[];
  printJobs: CartPrintJob[];
  subtotal: number;
  units: number;
  unavailableCount: number;
  shortages: OutOfStockItem[];
  onLower: () => void;
}

export function OrderSummary(props: OrderSummaryProps) {
  const { lines, printJobs, subtotal, units, unavailableCount, shortages, onLower } = props;
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 id="checkout-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        Cash On Delivery
      </h1>
      <p className="mt-3 text-slate-700">
        Total Price: <span className="font-semibold text-slate-900">{formatRupees(subtotal)}</span>
      </p>
      <p className="text-slate-700">
        {/* Units, not lines: three pens are three items to the customer collecting them. */}
        Items: <span className="font-semibold text-slate-900">{units}</span>
      </p>
      <CheckoutSummaryLines lines={lines} printJobs={printJobs} />
      {shortages.length > 0 && (
        <div className="mt-4">
          <StockShortageNotice shortages={shortages} onLower={onLower} />
        </div>
      )}
      {unavailableCount > 0 && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {unavailableCount === 1 ? '1 item in your cart is' : `${unavailableCount} items in your cart are`}{' '}
          no longer sold and will not be ordered.{' '}
          <Link to="/cart" className="font-semibold underline">
            Review cart
          </Link>
        </p>
      )}
      <p className="mt-4 text-sm text-slate-500">Pay when you collect your order at the shop.</p>
    </div>
  );
}

export function NothingToPlace() {
  return (
    <section className="page-container max-w-xl text-center">
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 shadow-sm">
        <p className="text-lg font-medium text-slate-700">{CHECKOUT_TEXTS.nothingToPlace}</p>
        <Link to="/" className="btn-primary mt-6">
          Browse Products
        </Link>
      </div>
    </section>
  );
}
