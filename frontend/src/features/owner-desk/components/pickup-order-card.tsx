import type { ReactNode } from 'react';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { coverUrl } from '@/lib/cover-url';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import { formatRupees } from '@/lib/money';
import type { OrderView, OrderStatus, ShopInfo } from '@shop/backend/contract';
import { formatAddress, OrderCardHeader, OrderStatusHistory, ORDER_STATUS_LABELS } from '@/features/orders';
import { useUpdateOrderStatusMutation } from '../api';
import { whatsAppLink } from '../pickup';

type Announce = (message: string) => void;

const NEXT_STEP: Partial<Record<OrderStatus, { status: OrderStatus; label: string; className: string }>> = {
  placed: { status: 'ready', label: 'Mark ready', className: 'bg-brand-600 hover:bg-brand-700' },
  ready: { status: 'collected', label: 'Mark collected', className: 'bg-green-700 hover:bg-green-800' },
};

const ACTION_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

/** Moves an order along at the pickup desk; the server refuses stale moves with 409. */
function useStatusChange(order: OrderView, announce: Announce) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();

  async function change(status: OrderStatus) {
    try {
      await updateStatus({ id: order._id, status }).unwrap();
      announce(`Order ${order._id} is now ${ORDER_STATUS_LABELS[status]}.`);
    } catch (caught) {
      const error = caught as Parameters<typeof serverMessage>[0];
      // A 401 ends the session, which says so itself.
      if (errorStatus(error) === 401) return;
      console.error('Order status change failed', error);
      void showAlert({
        title: 'Error',
        text: serverMessage(error) ?? 'Could not update the order. Please try again.',
        icon: 'error',
      });
    }
  }

  async function cancel() {
    const confirmed = await confirmDialog({
      title: 'Cancel this order?',
      text: 'The customer will not be able to collect it.',
      confirmText: 'Yes, cancel it',
      cancelText: 'No, keep it',
    });
    if (confirmed) await change('cancelled');
  }

  return { busy: isLoading, change, cancel };
}

interface PickupActionsProps {
  order: OrderView;
  shop: ShopInfo | undefined;
  headingId: string;
  announce: Announce;
}

function PickupActions({ order, shop, headingId, announce }: PickupActionsProps) {
  const { busy, change, cancel } = useStatusChange(order, announce);
  const next = NEXT_STEP[order.status];
  const whatsApp = order.status === 'ready' ? whatsAppLink(order, shop) : null;
  if (!next && !whatsApp) return null;

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
      {next && (
        <button
          type="button"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => void change(next.status)}
          className={`${ACTION_BUTTON} text-white ${next.className}`}
        >
          {next.label}
        </button>
      )}
      {whatsApp && (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={headingId}
          className={`${ACTION_BUTTON} border border-green-700 bg-white text-green-800 hover:bg-green-50`}
        >
          Notify on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {next && (
        <button
          type="button"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => void cancel()}
          className={`${ACTION_BUTTON} border border-red-300 bg-white text-red-700 hover:bg-red-50 sm:ml-auto`}
        >
          Cancel
        </button>
      )}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5rem_1fr] gap-2 py-1.5 sm:grid-cols-[6.5rem_1fr]">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function OrderItems({ lines }: { lines: OrderView['lines'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {lines.map((line, index) => (
        <li key={`${line.bookId}-${index}`} className="flex items-center gap-3">
          <img
            src={coverUrl(line.coverImage)}
            alt=""
            width={48}
            height={64}
            loading="lazy"
            className="h-16 w-12 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
          />
          <span className="min-w-0 text-sm">
            <span className="block font-medium break-words text-slate-800">{line.title}</span>
            <span className="text-slate-600">{formatRupees(line.price)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  return (
    <dl className="text-sm">
      <Detail term="Name">{order.name}</Detail>
      <Detail term="Email">
        <a href={`mailto:${order.email}`} className="text-brand-700 hover:underline">
          {order.email}
        </a>
      </Detail>
      <Detail term="Phone">
        <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
          {order.phone}
        </a>
      </Detail>
      <Detail term="Address">{formatAddress(order.address)}</Detail>
      <Detail term="Total">
        <span className="font-semibold">{formatRupees(order.totalPrice)}</span>
      </Detail>
    </dl>
  );
}

/** One order at the owner's pickup desk: who, where, what, its progress and the next step. */
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
  const headingId = `pickup-order-${order._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <OrderCardHeader order={order} number={number} headingId={headingId} numberClassName="bg-slate-900" />

      <div className="grid gap-6 px-4 py-4 sm:px-6 md:grid-cols-[3fr_2fr]">
        <OrderDetails order={order} />
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">Status</h3>
          <OrderStatusHistory history={order.statusHistory} />
        </div>
      </div>

      <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
        <h3 className="mb-3 text-sm font-semibold text-slate-700">Items ({order.lines.length})</h3>
        <OrderItems lines={order.lines} />
      </div>

      <PickupActions order={order} shop={shop} headingId={headingId} announce={announce} />
    </article>
  );
}
