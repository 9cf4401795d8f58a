import { useT } from '@/i18n';
import { QrCode } from './qr-code';

/**
 * The QR code of an order's UPI pay link, as the customer's laptop and the counter both show it.
 * `amount` comes written as the screen writes money (useT's money()).
 */
export function UpiQrCode({
  upiLink,
  amount,
  pickupCode,
}: {
  upiLink: string;
  amount: string;
  pickupCode: string;
}) {
  const { t } = useT();
  return (
    <QrCode
      value={upiLink}
      label={t('shop.upiQr.label', { amount, pickupCode })}
      pixels={144}
      className="shrink-0 rounded-md border border-slate-200"
    />
  );
}
