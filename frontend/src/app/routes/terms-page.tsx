import type { ReactNode } from 'react';
import { useGetShopQuery, useStoreHours } from '@/features/shop';
import { useT } from '@/i18n';
import { PICKUP_HOLD_DAYS_DEFAULT, PICKUP_READY_HOURS_DEFAULT } from '@shop/backend/contract';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-2 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** What a customer agrees to at checkout, in the shop's own words, with its own figures. */
export default function TermsPage() {
  const { data: shop } = useGetShopQuery();
  const { t } = useT();
  const hours = useStoreHours(shop?.hours);
  const name = shop?.name ?? t('shop.terms.fallbackName');
  const readyHours = shop?.readyHours ?? PICKUP_READY_HOURS_DEFAULT;
  const holdDays = shop?.holdDays ?? PICKUP_HOLD_DAYS_DEFAULT;
  return (
    <article className="page-container max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900">{t('shop.terms.heading')}</h1>
      <p className="mt-4 text-slate-700">
        {shop ? t('shop.terms.introAt', { name, address: shop.address }) : t('shop.terms.intro', { name })}
      </p>
      <Part id="terms-pickup" title={t('shop.terms.pickupHeading')}>
        <p>
          {shop ? t('shop.terms.pickupWhereOpen', { hours: hours.text }) : t('shop.terms.pickupWhere')}{' '}
          {t('shop.terms.pickupReady', { readyHours })}
        </p>
        <p>{t('shop.terms.pickupCode')}</p>
      </Part>
      <Part id="terms-holds" title={t('shop.terms.holdsHeading')}>
        <p>{t('shop.terms.holds', { holdDays })}</p>
      </Part>
      <Part id="terms-cancelling" title={t('shop.terms.cancellingHeading')}>
        <p>{t('shop.terms.cancelling')}</p>
      </Part>
      <Part id="terms-returns" title={t('shop.terms.returnsHeading')}>
        <p>{t('shop.terms.returns')}</p>
      </Part>
      <Part id="terms-print" title={t('shop.terms.printHeading')}>
        <p>{t('shop.terms.print')}</p>
      </Part>
      <Part id="terms-privacy" title={t('shop.terms.privacyHeading')}>
        <p>
          {t('shop.terms.privacy')}{' '}
          {shop ? t('shop.terms.privacyAskAt', { email: shop.email }) : t('shop.terms.privacyAsk')}
        </p>
      </Part>
    </article>
  );
}
