import { Link } from 'react-router-dom';
import { useGetShopQuery } from '@/features/shop';

export const STORE_HOURS = 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed';

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
          <p>Mon-Sat 9:00 AM - 8:00 PM</p>
          <p>Sunday closed</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-2 font-semibold text-white">
            Quick links
          </h2>
          <ul className="space-y-1">
            <li>
              <Link className="hover:text-white" to="/">
                Home
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/all-products">
                All Products
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/about-us">
                About Us
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/orders">
                My Orders
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-semibold text-white">
            Contact
          </h2>
          {shop && (
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
                <a
                  className="hover:text-white"
                  href={shop.socialLinks.facebook}
                  target="_blank"
                  rel="noreferrer"
                >
                  Facebook
                </a>
                <a
                  className="hover:text-white"
                  href={shop.socialLinks.instagram}
                  target="_blank"
                  rel="noreferrer"
                >
                  Instagram
                </a>
              </li>
            </ul>
          )}
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm">
        © 2025 {shop?.name ?? 'Books & Stationery'}. All rights reserved.
      </p>
    </footer>
  );
}
