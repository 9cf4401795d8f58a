import { Link } from 'react-router-dom';
import { useGetShopQuery, useStoreHours } from '@/features/shop';
import { useT, type MessageId } from '@/i18n';
import type { ShopInfo } from '@shop/backend/contract';

const QUICK_LINKS: readonly { label: MessageId; to: string }[] = [
  { label: 'shop.nav.home', to: '/' },
  { label: 'shop.nav.allProducts', to: '/all-products' },
  { label: 'shop.nav.aboutUs', to: '/about-us' },
  { label: 'shop.nav.myOrders', to: '/orders' },
];

/** The networks' own names, the same in every language. */
const SOCIAL_NETWORKS = [
  { name: 'Facebook', link: (shop: ShopInfo) => shop.socialLinks.facebook },
  { name: 'Instagram', link: (shop: ShopInfo) => shop.socialLinks.instagram },
] as const;

export function Footer() {
  const { data: shop } = useGetShopQuery();
  const { t } = useT();
  const hours = useStoreHours();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="mb-2 font-semibold text-white">
            {t('shop.footer.visitUs')}
          </h2>
          <address className="not-italic">{shop?.address ?? '…'}</address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="mb-2 font-semibold text-white">
            {t('shop.footer.storeHours')}
          </h2>
          {/* One rule a line: the footer's column is narrow. */}
          {hours.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
        <QuickLinks />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-semibold text-white">
            {t('shop.footer.contact')}
          </h2>
          {shop && <ContactLinks shop={shop} />}
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm">
        {t('shop.footer.copyright', { name: shop?.name ?? t('shop.header.fallbackName') })}
      </p>
    </footer>
  );
}

function QuickLinks() {
  const { t } = useT();
  return (
    <nav aria-labelledby="footer-links">
      <h2 id="footer-links" className="mb-2 font-semibold text-white">
        {t('shop.footer.quickLinks')}
      </h2>
      <ul className="space-y-1">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <Link className="hover:text-white" to={link.to}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLinks({ shop }: { shop: ShopInfo }) {
  return (
    <ul className="space-y-1">
      <li>
        <a className="hover:text-white" href={`mailto:${shop.email}`}>
          {shop.email}
        </a>
      </li>
      <li>
        <a className="hover:text-white" href={`tel:${shop.phone.replace(/\s/g, '')}`}>
          {shop.phone}
        </a>
      </li>
      <li className="flex gap-4 pt-2">
        {SOCIAL_NETWORKS.map((network) => (
          <a
            key={network.name}
            className="hover:text-white"
            href={network.link(shop)}
            target="_blank"
            rel="noreferrer"
          >
            {network.name}
          </a>
        ))}
      </li>
    </ul>
  );
}
