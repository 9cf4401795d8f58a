import type { OrderView, ShopInfo } from '@shop/backend/contract';
import { useStatusChange, type Announce } from '../hooks/use-status-change';
import { unprintedJobs, whatsAppLink } from '../pickup';
import { PaymentDialog } from './payment-dialog';

const ACTION_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

interface PickupActionsProps {
  order: OrderView;
  shop: ShopInfo | undefined;
  headingId: string;
  announce: Announce;
}

/** The next step for an order still at the counter: ready it, hand it out (paid), tell the customer, or cancel. */
export function PickupActions({ order, shop, headingId, announce }: PickupActionsProps) {
  const { busy, markReady, markCollected, cancel, paymentQuestion, answerPayment } = useStatusChange(
    order,
    announce,
  );
  if (order.status !== 'placed' && order.status !== 'ready') return null;
  const whatsApp = order.status === 'ready' ? whatsAppLink(order, shop) : null;
  // The server refuses too (409), but the owner should not have to press to find out.
  const printingLeft = order.status === 'placed' && unprintedJobs(order).length > 0;
  const printHintId = `${headingId}-print-hint`;

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
      {order.status === 'placed' ? (
        <>
          <button
            type="button"
            disabled={busy || printingLeft}
            aria-describedby={printingLeft ? `${headingId} ${printHintId}` : headingId}
            onClick={() => void markReady()}
            className={`${ACTION_BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Mark ready
          </button>
          {printingLeft && (
            <p id={printHintId} className="text-sm text-slate-600">
              Tick Printed on every print job first
            </p>
          )}
        </>
      ) : (
        <button
          type="button"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => void markCollected()}
          className={`${ACTION_BUTTON} bg-green-700 text-white hover:bg-green-800`}
        >
          Mark collected
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
      <button
        type="button"
        disabled={busy}
        aria-describedby={headingId}
        onClick={() => void cancel()}
        className={`${ACTION_BUTTON} border border-red-300 bg-white text-red-700 hover:bg-red-50 sm:ml-auto`}
      >
        Cancel
      </button>
      {paymentQuestion && <PaymentDialog order={paymentQuestion} onAnswer={answerPayment} />}
    </div>
  );
}
