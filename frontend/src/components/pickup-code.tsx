import { useT } from '@/i18n';
import { QrCode } from './qr-code';

/**
 * The code a customer shows at the counter to collect an order: large, monospaced and letter-spaced
 * so it reads easily across a counter (its alphabet has no look-alikes), with a QR code of it for
 * the counter to scan. The text stays the plain code so it can be copied or typed as it is.
 */
export function PickupCode({ code, headingId }: { code: string; headingId: string }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border-2 border-dashed border-brand-600/40 bg-brand-50 p-4"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700">
          {t('shop.pickupCode.heading')}
        </h3>
        <p className="mt-1 font-mono text-4xl font-bold tracking-[0.3em] text-slate-900 sm:text-5xl">
          {code}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t('shop.pickupCode.show')}</p>
      </div>
      <QrCode
        value={code}
        label={t('shop.pickupCode.qr', { code })}
        pixels={136}
        className="shrink-0 rounded-md border border-slate-200"
      />
    </section>
  );
}
