import { QrCode } from './qr-code';

/** The QR code of an order's UPI pay link, as the customer's laptop and the counter both show it. */
export function UpiQrCode({
  upiLink,
  amount,
  pickupCode,
}: {
  upiLink: string;
  amount: string;
  pickupCode: string;
}) {
  return (
    <QrCode
      value={upiLink}
      label={`UPI QR code to pay ${amount} for order ${pickupCode}`}
      pixels={144}
      className="shrink-0 rounded-md border border-slate-200"
    />
  );
}
