import type { OrderView, ShopInfo } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { ManagerApprovalAsked } from '@/features/owner-counter';
import { useOwnerT } from '@/i18n/owner';
import { useStatusChange, type Announce } from '../hooks/use-status-change';
import { unprintedJobs, whatsAppLink } from '../pickup';
import { PaymentDialog } from './payment-dialog';

// The WhatsApp link looks like the buttons beside it.
const LINK_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition';

interface PickupActionsProps {
  order: OrderView;
  shop: ShopInfo | undefined;
  headingId: string;
  announce: Announce;
}

/** The next step for an order still at the counter: ready it, hand it out (paid), tell the customer, or cancel. */
export function PickupActions({ order, shop, headingId, announce }: PickupActionsProps) {
  const { t } = useOwnerT();
  const { busy, markReady, markCollected, cancel, paymentQuestion, answerPayment, approving } =
    useStatusChange(order, announce);
  if (order.status !== 'placed' && order.status !== 'ready') return null;
  const whatsApp = order.status === 'ready' ? whatsAppLink(order, shop) : null;
  // The server refuses too (409), but the owner should not have to press to find out.
  const printingLeft = order.status === 'placed' && unprintedJobs(order).length > 0;
  const printHintId = `${headingId}-print-hint`;
  // Every step names the order it acts on, and none takes a press while one is under way.
  const step = (run: () => Promise<void>) => ({
    busy,
    'aria-describedby': headingId,
    onClick: () => void run(),
  });

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
      {order.status === 'placed' ? (
        <>
          <Button
            size="sm"
            label={t('owner.desk.markReady')}
            {...step(markReady)}
            disabled={printingLeft}
            aria-describedby={printingLeft ? `${headingId} ${printHintId}` : headingId}
          />
          {printingLeft && (
            <p id={printHintId} className="text-sm text-slate-600">
              {t('owner.desk.printFirst')}
            </p>
          )}
        </>
      ) : (
        <Button variant="success" size="sm" label={t('owner.desk.markCollected')} {...step(markCollected)} />
      )}
      {whatsApp && (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={headingId}
          className={`${LINK_BUTTON} border border-green-700 bg-white text-green-800 hover:bg-green-50`}
        >
          {t('owner.desk.notifyOnWhatsApp')}
          <span className="sr-only"> {t('owner.desk.opensInNewTab')}</span>
        </a>
      )}
      <Button
        variant="dangerOutline"
        className="sm:ml-auto"
        label={t('owner.desk.cancel')}
        {...step(cancel)}
      />
      {paymentQuestion && <PaymentDialog order={paymentQuestion} onAnswer={answerPayment} />}
      <ManagerApprovalAsked approving={approving} />
    </div>
  );
}
