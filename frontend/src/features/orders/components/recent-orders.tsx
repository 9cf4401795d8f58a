import { useMemo } from 'react';
import { TextLink } from '@/components/ui/text-link';
import { Panel } from '@/components/ui/panel';
import { useGetBooksByIdsQuery } from '@/features/catalogue';
import { BookThumbnail } from '@/components/book-cover';
import { useT } from '@/i18n';
import { priceTimes } from '@/lib/money';
import { isBookLine, type BookOrderLine, type OrderView, type PrintOrderLine } from '@shop/backend/contract';
import { useGetMyOrdersQuery } from '../api';
import { groupOrderLines } from '../order-line-groups';
import { customerStatusLabel } from '../order-status-labels';
import { BillDownload } from './bill-download';
import { KitOrderGroup } from './kit-order-group';
import { MyOrdersState } from './my-orders-state';
import { OrderPickup } from './order-pickup';
import { OrderStatusBadge, orderTimeText } from './order-status';
import { PdfBadge } from './pdf-badge';
import { PrintJobDetails } from './print-job-details';

/** The customer's recent orders, each with its pickup code and products, for their dashboard. */
export function RecentOrders() {
  const { data, isLoading, isError } = useGetMyOrdersQuery();
  const orders = useMemo(() => data ?? [], [data]);
  // Only the books of the orders shown, to tell which are no longer sold.
  const bookIds = useMemo(
    () => orders.flatMap((order) => order.lines.filter(isBookLine).map((line) => line.bookId)),
    [orders],
  );
  const { currentData: books } = useGetBooksByIdsQuery(bookIds, { skip: bookIds.length === 0 });
  // Until the catalogue has answered for these very books nothing is reported missing.
  const catalogue = useMemo(() => (books ? new Set(books.map((book) => book._id)) : null), [books]);
  const { t } = useT();

  return (
    <>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('orders.recentHeading')}</h2>
        {orders.length > 0 && (
          <TextLink to="/orders" className="text-sm">
            {t('orders.seeDetails')}
          </TextLink>
        )}
      </div>
      <div className="mt-4">
        <MyOrdersState
          isLoading={isLoading}
          isError={isError}
          count={orders.length}
          none={t('orders.noRecent')}
        >
          <ul className="space-y-4">
            {orders.map((order) => (
              <li key={order._id}>
                <RecentOrder order={order} catalogue={catalogue} />
              </li>
            ))}
          </ul>
        </MyOrdersState>
      </div>
    </>
  );
}

function RecentOrder({ order, catalogue }: { order: OrderView; catalogue: Set<string> | null }) {
  const { t, money, dateTime } = useT();
  return (
    <Panel as="article" padding="sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-500">{t('orders.recent.order')}</dt>
            <dd className="font-mono tracking-widest text-slate-900">{order.pickupCode}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-500">{t('orders.recent.date')}</dt>
            <dd className="text-slate-900">
              <time dateTime={order.createdAt}>{orderTimeText(dateTime, order.createdAt)}</time>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-500">{t('orders.recent.total')}</dt>
            <dd className="font-semibold text-slate-900">{money(order.totalPrice)}</dd>
          </div>
        </dl>
        <OrderStatusBadge status={order.status} label={customerStatusLabel(order)} />
      </div>
      {order.status !== 'cancelled' && (
        <div className="mt-4">
          <OrderPickup order={order} />
        </div>
      )}
      {order.invoice && (
        <div className="mt-4">
          <BillDownload invoice={order.invoice} auth="customer" />
        </div>
      )}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t('orders.recent.products')}>
        {groupOrderLines(order.lines).map((group) =>
          group.kind === 'print' ? (
            <PrintProduct key={group.key} line={group.line} />
          ) : group.kind === 'kit' ? (
            <KitOrderGroup
              key={group.key}
              group={group}
              className="rounded-lg bg-slate-50 p-2 text-sm sm:col-span-2"
            />
          ) : (
            <BookProduct key={group.key} line={group.line} catalogue={catalogue} />
          ),
        )}
      </ul>
    </Panel>
  );
}

function BookProduct({ line, catalogue }: { line: BookOrderLine; catalogue: Set<string> | null }) {
  const { t, money, number } = useT();
  return (
    <li className="flex items-center gap-3 rounded-lg bg-slate-50 p-2">
      <BookThumbnail coverImage={line.coverImage} alt={line.title} size="md" className="bg-white" />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          {line.title} <span className="whitespace-nowrap text-slate-500">× {number(line.quantity)}</span>
        </p>
        <p className="text-slate-700">
          {money(priceTimes(line.price, line.quantity))}
          {line.quantity > 1 && (
            <span className="text-xs text-slate-500">
              {' '}
              ({t('orders.each', { price: money(line.price) })})
            </span>
          )}
        </p>
        {catalogue && !catalogue.has(line.bookId) && (
          <p className="text-xs font-semibold text-red-700">{t('orders.productMissing')}</p>
        )}
      </div>
    </li>
  );
}

/** A print job has no cover and no catalogue page: its file name, options and whole price. */
function PrintProduct({ line }: { line: PrintOrderLine }) {
  const { t, money } = useT();
  return (
    <li className="flex items-center gap-3 rounded-lg bg-slate-50 p-2">
      <PdfBadge className="h-16 w-12 rounded bg-white text-xs" />
      <div className="min-w-0 text-sm">
        <p className="font-medium break-all text-slate-900">
          {t('print.lineTitle', { fileName: line.printJob.fileName })}
        </p>
        <p>
          <PrintJobDetails job={line.printJob} />
        </p>
        <p className="text-slate-700">{money(line.price)}</p>
      </div>
    </li>
  );
}
