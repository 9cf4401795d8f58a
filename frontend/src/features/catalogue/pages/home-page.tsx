import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { MapLink } from '@/components/map-link';
import { useGetShopQuery } from '@/features/shop';
import { useT } from '@/i18n';
import { HOME_SHELF_SIZE } from '@shop/backend/contract';
import { useGetBooksQuery, useGetTopSellersQuery } from '../api';
import { ShelfSection, type ShelfQuery } from '../components/shelf-section';

export default function HomePage() {
  return (
    <>
      <Hero />
      <div className="page-container space-y-16 py-12">
        <Shelves />
        <HowItWorks />
      </div>
    </>
  );
}

function Shelves() {
  const { t } = useT();
  return (
    <>
      <ShelfSection id="top-sellers" title={t('catalogue.home.topSellers')} useShelf={useTopSellers} />
      <ShelfSection id="trending" title={t('catalogue.home.trending')} useShelf={useTrending} />
    </>
  );
}

function Hero() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="home-hero"
      className="border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-amber-50"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-[3fr_2fr] md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('catalogue.home.tagline')}
          </p>
          <h1
            id="home-hero"
            className="mt-3 text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl lg:text-5xl"
          >
            {t('catalogue.home.heading')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{t('catalogue.home.pitch')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/all-products">{t('shop.nav.browseProducts')}</ButtonLink>
            <ButtonLink to="/about-us" variant="outline" className="bg-white">
              {t('shop.nav.aboutUs')}
            </ButtonLink>
          </div>
        </div>
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 md:grid-cols-1"
          aria-label={t('catalogue.home.offers')}
        >
          <Offer
            icon={<BookIcon />}
            title={t('catalogue.home.booksTitle')}
            text={t('catalogue.home.booksText')}
            link={{ to: '/all-products?category=book', label: t('catalogue.home.booksLink') }}
          />
          <Offer
            icon={<PenIcon />}
            title={t('catalogue.home.stationeryTitle')}
            text={t('catalogue.home.stationeryText')}
            link={{ to: '/all-products?category=penandpencil', label: t('catalogue.home.stationeryLink') }}
          />
          <Offer
            icon={<CopyIcon />}
            title={t('catalogue.home.copiesTitle')}
            text={t('catalogue.home.copiesText')}
            link={{ to: '/print', label: t('shop.nav.print') }}
          />
          <Offer
            icon={<SchoolBagIcon />}
            title={t('kits.home.title')}
            text={t('kits.home.text')}
            link={{ to: '/kits', label: t('kits.home.link') }}
          />
        </ul>
      </div>
    </section>
  );
}

interface OfferProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** Where to learn more; its link covers the whole card, so the card is one large target. */
  link?: { to: string; label: string };
}

function Offer({ icon, title, text, link }: OfferProps) {
  return (
    <li className="relative flex flex-col items-center gap-2 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 md:flex-row md:gap-4 md:p-4 md:text-left">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
        {icon}
      </span>
      <span>
        <span className="block text-xs font-semibold text-slate-900 min-[400px]:text-sm md:text-base">
          {title}
        </span>
        <span className="hidden text-sm text-slate-600 md:block">{text}</span>
        {link && (
          <Link
            to={link.to}
            className="mt-1 block text-xs font-semibold text-brand-700 underline underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:text-brand-600 min-[400px]:text-sm"
          >
            {link.label}
          </Link>
        )}
      </span>
    </li>
  );
}

const useTopSellers: ShelfQuery = (category) => useGetTopSellersQuery({ category, limit: HOME_SHELF_SIZE });

const useTrending: ShelfQuery = (category) =>
  useGetBooksQuery({ trending: true, category, limit: HOME_SHELF_SIZE });

function HowItWorks() {
  const { data: shop } = useGetShopQuery();
  const { t } = useT();
  return (
    <section
      aria-labelledby="how-it-works"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="how-it-works" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('catalogue.home.howItWorks')}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        <Step number={1} title={t('catalogue.home.step1Title')}>
          {t('catalogue.home.step1Text')}
        </Step>
        <Step number={2} title={t('catalogue.home.step2Title')}>
          {shop?.address
            ? t('catalogue.home.step2TextAt', { address: shop.address })
            : t('catalogue.home.step2Text')}
          <span className="mt-2 block min-h-6">{shop?.mapsUrl && <MapLink href={shop.mapsUrl} />}</span>
        </Step>
        <Step number={3} title={t('catalogue.home.step3Title')}>
          {t('catalogue.home.step3Text')}
        </Step>
      </ol>
    </section>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <li className="flex flex-col items-center rounded-xl bg-brand-50 p-6 text-center">
      <span
        className="grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
        aria-hidden="true"
      >
        {number}
      </span>
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('catalogue.home.step', { number })}
      </p>
      <h3 className="mt-1 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-3 text-slate-700">{children}</p>
    </li>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function BookIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </svg>
  );
}

function PenIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg {...iconProps}>
      <rect x="8" y="8" width="13" height="13" rx="2" />
      <path d="M4 16V5a2 2 0 0 1 2-2h11" />
    </svg>
  );
}

function SchoolBagIcon() {
  return (
    <svg {...iconProps}>
      <path d="M9 6V5a3 3 0 0 1 6 0v1" />
      <rect x="4" y="6" width="16" height="15" rx="3" />
      <path d="M8 14h8v3H8z" />
    </svg>
  );
}
