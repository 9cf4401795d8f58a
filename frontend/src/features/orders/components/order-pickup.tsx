import { useState } from 'react';
import { PickupCode } from '@/components/pickup-code';
import { UpiQrCode } from '@/components/upi-qr-code';
import { useT, type MessageId } from '@/i18n';
import type { OrderView, Payment, TenderMethod } from '@shop/backend/contract';
import { CancelOrderButton } from './cancel-order-button';

/** Orders the customer still has to collect: only these need the code at hand. */
const isToCollect = (order: OrderView) => order.status === 'placed' || order.status === 'ready';

const PAYMENT_METHODS: Record<TenderMethod, MessageId> = {
  cash: 'orders.payment.cash',
  upi: 'orders.payment.upi',
  card: 'orders.payment.card',
  account: 'orders.payment.account',
};

function PaidWith({ payment }: { payment: Payment }) {
  const { t } = useT();
  const method = PAYMENT_METHODS[payment.method] ? t(PAYMENT_METHODS[payment.method]) : payment.method;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold">{t('orders.payment.paidBy', { method })}</span>
      {payment.reference && (
        <>
          {' '}
          · {t('orders.payment.reference')} <span className="font-mono break-all">{payment.reference}</span>
        </>
      )}
    </p>
  );
}

/**
 * A `upi://` link opens a UPI app only on a phone; a laptop (a fine pointer, no touch) gets the
 * QR code to scan with one instead. Without matchMedia (old browsers, tests) it is a phone.
 */
function opensUpiApps(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(pointer: fine) and (hover: hover)').matches;
}

/** On a laptop a upi:// link does nothing: the QR code is scanned with the phone's UPI app instead. */
function UpiQr({ order, upiLink }: { order: OrderView; upiLink: string }) {
  const { t, money } = useT();
  const amount = money(order.totalPrice);
  return (
    <section aria-label={t('orders.upi.pay')} className="flex flex-wrap items-center gap-4">
      <UpiQrCode upiLink={upiLink} amount={amount} pickupCode={order.pickupCode} />
      <div className="min-w-0 flex-1 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">{t('orders.upi.pay')}</h3>
        <p>
          {t('orders.upi.scanBefore')} <span className="font-semibold">{amount}</span>
          {t('orders.upi.scanAfter')}
        </p>
      </div>
    </section>
  );
}

/**
 * Collecting an order, on the customer's side: the pickup code and its QR code while the order is
 * to be collected, paying ahead by UPI when the shop takes it, cancelling while it is only placed,
 * and how it was paid once collected.
 */
export function OrderPickup({ order }: { order: OrderView }) {
  const { t } = useT();
  const [onPhone] = useState(opensUpiApps);
  const toCollect = isToCollect(order);
  const canCancel = order.status === 'placed';
  return (
    <div className="space-y-3">
      {toCollect ? (
        <PickupCode code={order.pickupCode} headingId={`pickup-code-${order._id}`} />
      ) : (
        order.status === 'collected' && (
          <p className="text-sm text-slate-600">
            {t('orders.pickup.code')}{' '}
            <span className="font-mono font-semibold tracking-widest">{order.pickupCode}</span>
          </p>
        )
      )}
      {order.status === 'collected' && order.payment && <PaidWith payment={order.payment} />}
      {order.upiLink && !onPhone && <UpiQr order={order} upiLink={order.upiLink} />}
      {((order.upiLink && onPhone) || canCancel) && (
        <div className="flex flex-wrap items-center gap-3">
          {order.upiLink && onPhone && (
            // A link, not a button: on a phone upi:// opens the customer's UPI app with the amount filled in.
            <a href={order.upiLink} className="btn-primary min-h-11 py-2 text-sm">
              {t('orders.upi.pay')}
            </a>
          )}
          {canCancel && <CancelOrderButton order={order} />}
        </div>
      )}
      {order.upiLink && (
        // The shop never sees a UPI payment succeed, so it promises nothing beyond the counter's check.
        <p className="text-xs text-slate-600">{t('orders.upi.optional')}</p>
      )}
    </div>
  );
}
