import { Link } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { StockShortageNotice } from '@/components/stock-shortage-notice';
import { pagesAndSheetsText, printOptionsText } from '@/features/orders';
import { useT } from '@/i18n';
import type { PricedCart } from '../use-priced-cart';
import { BackToShop } from './back-to-shop';

/** What the order holds, as the summary beside the form lists it: books, kits, then files to print. */
function CheckoutSummaryLines({ cart: { orderable, printJobs, kits } }: { cart: PricedCart }) {
  const { t, money, number } = useT();
  return (
    <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
      {orderable.map(({ item, quantity, total }) => (
        <li key={item._id} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 text-slate-700">
            <span className="truncate">{item.title}</span>{' '}
            <span className="whitespace-nowrap text-slate-500">× {number(quantity)}</span>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{money(total)}</span>
        </li>
      ))}
      {kits.map(({ kit, key, total }) => (
        <li key={key} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 text-slate-700">
            <span className="break-words">
              {t('kits.kitName', { className: kit.className, school: kit.school })}
            </span>{' '}
            <span className="whitespace-nowrap text-slate-500">× {number(kit.quantity)}</span>
            <span className="block text-xs text-slate-500">
              {kit.lines
                .map((line) => t('kits.cart.line', { title: line.title, count: line.quantity }))
                .join(', ')}
            </span>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{money(total)}</span>
        </li>
      ))}
      {printJobs.map((job) => (
        <li key={job.jobId} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 text-slate-700">
            <span className="block break-all">{t('print.lineTitle', { fileName: job.fileName })}</span>
            <span className="block text-xs text-slate-500">
              {printOptionsText(t, job.options)};{' '}
              {pagesAndSheetsText(t, job.quote.pages, job.options.copies, job.quote.sheets)}
            </span>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{money(job.quote.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The order as the server will price it: its total, its units and its lines, with what stands in
 * its way (too few left, items no longer sold). `onLower` takes the short lines down to what is left.
 */
export function OrderSummary({ cart, onLower }: { cart: PricedCart; onLower: () => void }) {
  const { subtotal, units, shortages } = cart;
  const unavailableCount = cart.lines.filter((line) => !line.available).length;
  const { t, money, number } = useT();
  return (
    <Panel className="min-w-0">
      <h1 id="checkout-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('checkout.summaryHeading')}
      </h1>
      <p className="mt-3 text-slate-700">
        {t('checkout.totalPrice')} <span className="font-semibold text-slate-900">{money(subtotal)}</span>
      </p>
      <p className="text-slate-700">
        {/* Units, not lines: three pens are three items to the customer collecting them. */}
        {t('checkout.items')} <span className="font-semibold text-slate-900">{number(units)}</span>
      </p>
      <CheckoutSummaryLines cart={cart} />
      {shortages.length > 0 && (
        <div className="mt-4">
          <StockShortageNotice shortages={shortages} onLower={onLower} />
        </div>
      )}
      {unavailableCount > 0 && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {t('checkout.unavailable', { count: unavailableCount })}{' '}
          <Link to="/cart" className="font-semibold underline">
            {t('checkout.reviewCart')}
          </Link>
        </p>
      )}
      <p className="mt-4 text-sm text-slate-500">{t('checkout.payAtShop')}</p>
    </Panel>
  );
}

export function NothingToPlace() {
  const { t } = useT();
  return (
    <section className="page-container max-w-xl text-center">
      <Panel padding="none" className="px-4 py-12">
        <BackToShop text={t('checkout.nothingToPlace')} link={t('checkout.browseProducts')} primary />
      </Panel>
    </section>
  );
}
