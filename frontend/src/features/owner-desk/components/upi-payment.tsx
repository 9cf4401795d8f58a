import { UpiQrCode } from '@/components/upi-qr-code';
import { useOwnerT } from '@/i18n/owner';
import { formatRupees } from '@/lib/money';
import type { OrderView } from '@shop/backend/contract';

/**
 * The shop's UPI QR for this order (amount and pickup code filled in), for the customer to scan at
 * the counter. Nothing tells the shop that the money arrived, hence the note.
 */
export function UpiPayment({ order, upiLink }: { order: OrderView; upiLink: string }) {
  const { t } = useOwnerT();
  const amount = formatRupees(order.totalPrice);
  // The amount stands out in the sentence, wherever the language puts it.
  const [beforeAmount, afterAmount] = t('owner.desk.upiScan', { amount }).split(amount);
  return (
    <section
      aria-label={t('owner.desk.upiLabel', { code: order.pickupCode })}
      className="flex flex-wrap items-center gap-4 border-t border-slate-200 px-4 py-4 sm:px-6"
    >
      <UpiQrCode upiLink={upiLink} amount={amount} pickupCode={order.pickupCode} />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <h3 className="font-semibold text-slate-700">{t('owner.desk.upiHeading')}</h3>
        <p className="text-slate-700">
          {beforeAmount}
          <span className="font-semibold">{amount}</span>
          {afterAmount}
        </p>
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {t('owner.desk.upiCheck')}
        </p>
      </div>
    </section>
  );
}
