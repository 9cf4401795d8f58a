import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { formatMobile } from '@/features/account';
import { useT } from '@/i18n';
import { priceTimes } from '@/lib/money';
import type { BookOrderLine, OrderView, PrintOrderLine } from '@shop/backend/contract';
import { formatAddress } from '../format-address';
import { groupOrderLines } from '../order-line-groups';
import { customerStatusLabel } from '../order-status-labels';
import { BillDownload } from './bill-download';
import { KitOrderGroup } from './kit-order-group';
import { OrderCardHeader } from './order-card-header';
import { OrderPickup } from './order-pickup';
import { OrderStatusHistory } from './order-status';
import { PrintJobDetails } from './print-job-details';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2 py-1.5 sm:grid-cols-[7rem_1fr]">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One of the customer's orders: how to collect it (code, paying, cancelling), who, where, what
 * (each line's quantity and total, a school kit's lines grouped under it), and how far along it is.
 */
export function OrderCard({ order, number }: { order: OrderView; number: number }) {
  const { t, money } = useT();
  const headingId = `order-${order._id}`;
  return (
    <Panel as="article" padding="none" aria-labelledby={headingId}>
      <OrderCardHeader
        order={order}
        number={number}
        headingId={headingId}
        statusLabel={customerStatusLabel(order)}
      />

      {order.status !== 'cancelled' && (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <OrderPickup order={order} />
        </div>
      )}

      {order.invoice && (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <BillDownload invoice={order.invoice} auth="customer" describedBy={headingId} />
        </div>
      )}

      <div className="grid gap-6 px-4 py-4 sm:px-6 md:grid-cols-2">
        <dl className="text-sm">
          <Detail term={t('orders.card.name')}>{order.name}</Detail>
          {order.email || !order.verifiedPhone ? (
            <Detail term={t('orders.card.email')}>{order.email}</Detail>
          ) : (
            // A customer signed in by phone has no e-mail: the number the code proved stands there.
            <Detail term={t('account.verifiedPhone.label')}>{formatMobile(order.verifiedPhone)}</Detail>
          )}
          <Detail term={t('orders.card.phone')}>{order.phone}</Detail>
          <Detail term={t('orders.card.address')}>{formatAddress(order.address)}</Detail>
          <Detail term={t('orders.card.total')}>
            <span className="font-semibold">{money(order.totalPrice)}</span>
          </Detail>
        </dl>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('orders.card.status')}</h3>
          <OrderStatusHistory history={order.statusHistory} />
        </div>
      </div>

      <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('orders.card.items')}</h3>
        <ul className="divide-y divide-slate-100 text-sm">
          {groupOrderLines(order.lines).map((group) =>
            group.kind === 'print' ? (
              <PrintLine key={group.key} line={group.line} />
            ) : group.kind === 'kit' ? (
              <KitOrderGroup key={group.key} group={group} className="py-2" />
            ) : (
              <BookLine key={group.key} line={group.line} />
            ),
          )}
        </ul>
      </div>
    </Panel>
  );
}

function BookLine({ line }: { line: BookOrderLine }) {
  const { t, money, number } = useT();
  return (
    <li className="flex justify-between gap-3 py-2">
      <span className="min-w-0 text-slate-800">
        {line.title} <span className="whitespace-nowrap text-slate-500">× {number(line.quantity)}</span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block font-medium text-slate-900">
          {money(priceTimes(line.price, line.quantity))}
        </span>
        {line.quantity > 1 && (
          <span className="block text-xs text-slate-500">
            {t('orders.each', { price: money(line.price) })}
          </span>
        )}
      </span>
    </li>
  );
}

/** A print job is one line priced whole (copies and binding included), so it has no "× n" nor "each". */
function PrintLine({ line }: { line: PrintOrderLine }) {
  const { t, money } = useT();
  return (
    <li className="flex justify-between gap-3 py-2">
      <span className="min-w-0 text-slate-800">
        <span className="block break-all">{t('print.lineTitle', { fileName: line.printJob.fileName })}</span>
        <PrintJobDetails job={line.printJob} />
      </span>
      <span className="shrink-0 font-medium text-slate-900">{money(line.price)}</span>
    </li>
  );
}
