import { Link } from 'react-router-dom';
import { useGetShopQuery } from '@/features/shop';
import { STORE_HOURS, type ShopInfo } from '@shop/backend/contract';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'All Products', to: '/all-products' },
  { label: 'About Us', to: '/about-us' },
  { label: 'My Orders', to: '/orders' },
];

export function Footer() {
  const { data: shop } = useGetShopQuery();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="mb-2 font-semibold text-white">
            Visit us
          </h2>
          <address className="not-italic">{shop?.address ?? '…'}</address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="mb-2 font-semibold text-white">
            Store hours
          </h2>
          {/* One rule a line: the footer's column is narrow. */}
          {STORE_HOURS.split(', ').map((part) => (
            <p key={part}>{part}</p>
          ))}
        </section>
        <QuickLinks />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-semibold text-white">
            Contact
          </h2>
          {shop && <ContactLinks shop={shop} />}
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm">
        © 2025 {shop?.name ?? 'Books & Stationery'}. All rights reserved.
      </p>
    </footer>
  );
}

function QuickLinks() {
  return (
    <nav aria-labelledby="footer-links">
      <h2 id="footer-links" className="mb-2 font-semibold text-white">
        Quick links
      </h2>
      <ul className="space-y-1">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <Link className="hover:text-white" to={link.to}>
              {link.label}
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
        <a className="hover:text-white" href={shop.socialLinks.facebook} target="_blank" rel="noreferrer">
          Facebook
        </a>
        <a className="hover:text-white" href={shop.socialLinks.instagram} target="_blank" rel="noreferrer">
          Instagram
        </a>
      </li>
    </ul>
  );
}
