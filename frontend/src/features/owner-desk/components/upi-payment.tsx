import { UpiQrCode } from '@/components/upi-qr-code';
import { formatRupees } from '@/lib/money';
import type { OrderView } from '@shop/backend/contract';

/**
 * The shop's UPI QR for this order (amount and pickup code filled in), for the customer to scan at
 * the counter. Nothing tells the shop that the money arrived, hence the note.
 */
export function UpiPayment({ order, upiLink }: { order: OrderView; upiLink: string }) {
  const amount = formatRupees(order.totalPrice);
  return (
    <section
      aria-label={`Pay order ${order.pickupCode} by UPI`}
      className="flex flex-wrap items-center gap-4 border-t border-slate-200 px-4 py-4 sm:px-6"
    >
      <UpiQrCode upiLink={upiLink} amount={amount} pickupCode={order.pickupCode} />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <h3 className="font-semibold text-slate-700">Pay by UPI</h3>
        <p className="text-slate-700">
          The customer scans this with any UPI app to pay <span className="font-semibold">{amount}</span>.
        </p>
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          The shop is not told when a UPI payment arrives: check that it reached the shop&apos;s account
          before you mark the order collected, and note its transaction number.
        </p>
      </div>
    </section>
  );
}
