import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { BookThumbnail } from '@/components/book-cover';
import { useOwnerT } from '@/i18n/owner';
import { formatMobile } from '@/lib/mobile-number';
import { formatRupees, priceTimes } from '@/lib/money';
import {
  bagLabel,
  isPrintLine,
  type BookOrderLine,
  type OrderLine,
  type OrderLineKit,
  type OrderView,
  type ShopInfo,
} from '@shop/backend/contract';
import { formatAddress, formatOrderTime, OrderCardHeader, OrderStatusHistory } from '@/features/orders';
import { OwnerBillDownload, PrintReceiptButton } from '@/features/owner-counter';
import type { Announce } from '../hooks/use-status-change';
import { gatherKits } from '../kit-bags';
import {
  deskStatusLabel,
  formatHoldDate,
  isOverdue,
  itemsSummary,
  paymentSummary,
  phoneCustomerChat,
} from '../pickup';
import { PickupActions } from './pickup-actions';
import { PrintJobItem } from './print-job-item';
import { UpiPayment } from './upi-payment';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5rem_1fr] gap-2 py-1.5 sm:grid-cols-[6.5rem_1fr]">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Until when a ready order is held, or that it no longer is; how a collected one was paid. */
function PickupState({ order }: { order: OrderView }) {
  const { t } = useOwnerT();
  if (order.status === 'ready' && order.holdUntil) {
    const day = formatHoldDate(order.holdUntil);
    return isOverdue(order) ? (
      <p className="rounded-md bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-200">
        {t('owner.desk.overdueSince', { day })}
      </p>
    ) : (
      <p className="text-sm font-medium text-slate-700">{t('owner.desk.collectBy', { day })}</p>
    );
  }
  if (order.status === 'collected' && order.payment) {
    return (
      <p className="text-sm font-medium text-green-800">
        {t('owner.desk.paidBy', { payment: paymentSummary(order.payment) })}
        <span className="font-normal text-slate-600">
          {' '}
          {t('owner.desk.paidOn')}{' '}
          <time dateTime={order.payment.at}>{formatOrderTime(order.payment.at)}</time>
        </span>
      </p>
    );
  }
  return null;
}

/** The code the customer shows: large and spaced out, as it is read across the counter. */
function PickupCodeLine({ order }: { order: OrderView }) {
  const { t } = useOwnerT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
      <p className="flex items-baseline gap-3">
        <span className="text-sm font-medium text-slate-500">{t('owner.desk.pickupCode')}</span>
        <span className="font-mono text-2xl font-bold tracking-[0.25em] text-slate-900">
          {order.pickupCode}
        </span>
      </p>
      <PickupState order={order} />
    </div>
  );
}

function BookItem({ line }: { line: BookOrderLine }) {
  const { t } = useOwnerT();
  return (
    <li className="flex items-center gap-3">
      <BookThumbnail coverImage={line.coverImage} alt="" size="md" className="bg-slate-100" />
      <span className="min-w-0 text-sm">
        <span className="block font-medium break-words text-slate-800">{line.title}</span>
        <span className="text-slate-600">
          <span className="font-semibold text-slate-900">× {line.quantity}</span>
          {' · '}
          {line.quantity > 1
            ? t('owner.desk.linePrice', {
                total: formatRupees(priceTimes(line.price, line.quantity)),
                each: formatRupees(line.price),
              })
            : formatRupees(line.price)}
        </span>
      </span>
    </li>
  );
}

/** A school kit's items together under "Bag: Class 5, St. Xavier's", as they are packed. */
function KitItems({ kit, lines }: { kit: OrderLineKit; lines: readonly OrderLine[] }) {
  const { t } = useOwnerT();
  const label = t('owner.desk.kitBag', { label: bagLabel(kit), kits: kit.kits });
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <p className="mb-2 text-sm font-semibold text-slate-800">{label}</p>
      <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
        {lines.map((line, index) =>
          isPrintLine(line) ? null : <BookItem key={`${line.bookId}-${index}`} line={line} />,
        )}
      </ul>
    </li>
  );
}

function OrderItems({ order }: { order: OrderView }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {gatherKits(order.lines, (line) => (isPrintLine(line) ? undefined : line.kit)).map((part) => {
        if (part.kind === 'kit')
          return <KitItems key={`kit-${part.kit.group}`} kit={part.kit} lines={part.items} />;
        const { item: line, index } = part;
        return isPrintLine(line) ? (
          <PrintJobItem key={line.printJob.jobId} order={order} line={line} index={index} />
        ) : (
          <BookItem key={`${line.bookId}-${index}`} line={line} />
        );
      })}
    </ul>
  );
}

/** How to write to the customer: their e-mail, or WhatsApp for one signed in by phone, who has none. */
function ContactDetail({ order }: { order: OrderView }) {
  const { t } = useOwnerT();
  const email = order.email.trim();
  if (email) {
    return (
      <Detail term={t('owner.desk.email')}>
        <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
          {email}
        </a>
      </Detail>
    );
  }
  const chat = phoneCustomerChat(order);
  if (!chat || !order.verifiedPhone) return null;
  return (
    <Detail term={t('owner.desk.whatsApp')}>
      <a href={chat} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
        {formatMobile(order.verifiedPhone)}
        <span className="sr-only"> {t('owner.desk.opensInNewTab')}</span>
      </a>
    </Detail>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useOwnerT();
  return (
    <dl className="text-sm">
      <Detail term={t('owner.desk.name')}>{order.name}</Detail>
      <ContactDetail order={order} />
      <Detail term={t('owner.desk.phone')}>
        <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
          {order.phone}
        </a>
      </Detail>
      <Detail term={t('owner.desk.address')}>{formatAddress(order.address)}</Detail>
      <Detail term={t('owner.desk.total')}>
        <span className="font-semibold">{formatRupees(order.totalPrice)}</span>
      </Detail>
    </dl>
  );
}

/** One order at the owner's pickup desk: its code, who, where, what, its progress and the next step. */
export function PickupOrderCard({
  order,
  number,
  shop,
  announce,
}: {
  order: OrderView;
  number: number;
  shop: ShopInfo | undefined;
  announce: Announce;
}) {
  const { t } = useOwnerT();
  const headingId = `pickup-order-${order._id}`;
  return (
    <Panel as="article" padding="none" aria-labelledby={headingId} className="overflow-hidden">
      <OrderCardHeader
        order={order}
        number={number}
        headingId={headingId}
        numberClassName="bg-slate-900"
        statusLabel={deskStatusLabel(order)}
      />
      <PickupCodeLine order={order} />

      <div className="grid gap-6 px-4 py-4 sm:px-6 md:grid-cols-[3fr_2fr]">
        <OrderDetails order={order} />
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('owner.desk.status')}</h3>
          <OrderStatusHistory
            history={order.statusHistory}
            byline={(name) => t('owner.desk.statusBy', { name })}
          />
        </div>
      </div>

      <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
        <h3 className="mb-3 text-sm font-semibold text-slate-700">
          {t('owner.desk.items', { summary: itemsSummary(order.lines) })}
        </h3>
        <OrderItems order={order} />
      </div>

      {order.status === 'ready' && order.upiLink && <UpiPayment order={order} upiLink={order.upiLink} />}
      <PickupActions order={order} shop={shop} headingId={headingId} announce={announce} />
      {(order.status === 'collected' || order.invoice) && (
        <div className="flex flex-wrap items-start gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
          {order.status === 'collected' && (
            <PrintReceiptButton order={order} shop={shop} describedBy={headingId} />
          )}
          {order.invoice && <OwnerBillDownload invoice={order.invoice} describedBy={headingId} />}
        </div>
      )}
    </Panel>
  );
}
