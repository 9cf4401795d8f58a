import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { MapLink } from '@/components/map-link';
import { useGetShopQuery, useStoreHours } from '@/features/shop';
import { useT } from '@/i18n';

export default function AboutPage() {
  const { data: shop, isError } = useGetShopQuery();
  const { t } = useT();
  const hours = useStoreHours();
  return (
    <div className="page-container max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('shop.about.heading')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('shop.about.intro')}</p>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {t('shop.about.printBefore')}{' '}
        <Link
          to="/print"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
        >
          {t('shop.nav.print')}
        </Link>{' '}
        {t('shop.about.printAfter')}
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <InfoCard id="about-offer" title={t('shop.about.offerHeading')}>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('shop.about.offerBooks')}</li>
            <li>{t('shop.about.offerStationery')}</li>
            <li>{t('shop.about.offerCopies')}</li>
          </ul>
        </InfoCard>
        <InfoCard id="about-ordering" title={t('shop.about.orderingHeading')}>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{t('shop.about.orderOnline')}</li>
            <li>{t('shop.about.orderCollect')}</li>
            <li>{t('shop.about.orderPay')}</li>
          </ol>
        </InfoCard>
        <InfoCard id="about-hours" title={t('shop.footer.storeHours')}>
          <p className="font-medium text-slate-900">{hours.text}</p>
        </InfoCard>
        <InfoCard id="about-visit" title={t('shop.footer.visitUs')}>
          {isError ? (
            <p role="alert" className="min-h-6 font-medium text-red-700">
              {t('shop.status.fetchError')}
            </p>
          ) : (
            <address className="min-h-6 not-italic">{shop?.address}</address>
          )}
          {shop?.mapsUrl && <MapLink href={shop.mapsUrl} className="mt-2 inline-block" />}
        </InfoCard>
      </div>

      <ButtonLink to="/all-products" className="mt-10">
        {t('shop.nav.browseProducts')}
      </ButtonLink>
    </div>
  );
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel as="section" padding="lg" aria-labelledby={id} className="text-slate-700">
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Panel>
  );
}
