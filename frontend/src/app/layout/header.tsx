import { useRef, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useAuth } from '@/features/account';
import { cartEntryCount } from '@/features/cart';
import { useGetShopQuery } from '@/features/shop';
import { UserMenu } from './user-menu';
import { CartIcon, MenuIcon, UserIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useT, type MessageId } from '@/i18n';

export function Header() {
  const cartCount = useAppSelector((state) => cartEntryCount(state.cart));
  const { currentUser, loading } = useAuth();
  const { data: shop } = useGetShopQuery();
  const { t } = useT();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('shop.nav.main')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4"
      >
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center truncate text-lg font-extrabold tracking-tight text-brand-700 sm:text-xl"
        >
          {shop?.name ?? t('shop.header.fallbackName')}
        </Link>
        <div className="flex shrink-0 items-center gap-2 sm:gap-4">
          <LanguageSwitcher />
          <PhoneMenu />
          {BAR_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="hidden font-medium text-slate-700 hover:text-brand-700 sm:inline"
            >
              {t(link.label)}
            </Link>
          ))}
          <Link
            to="/cart"
            className="btn-accent min-h-11 min-w-11 px-3 py-2"
            aria-label={t('shop.header.cart', { count: cartCount })}
          >
            <CartIcon />
            <span data-testid="cart-count">{cartCount}</span>
          </Link>
          {loading ? (
            <span className="size-11 rounded-full bg-slate-100" aria-hidden="true" />
          ) : currentUser ? (
            <UserMenu user={currentUser} />
          ) : (
            <Link
              to="/login"
              aria-label={t('shop.header.logIn')}
              className="flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <UserIcon />
            </Link>
          )}
        </div>
      </nav>
      <HeaderSearch />
    </header>
  );
}

interface HeaderLink {
  to: string;
  label: MessageId;
}

/** From 640 px these stand in the header itself; below it they head the menu. */
const BAR_LINKS: readonly HeaderLink[] = [
  { to: '/all-products', label: 'shop.nav.allProducts' },
  { to: '/print', label: 'shop.nav.print' },
  { to: '/kits', label: 'kits.nav' },
];

const MENU_LINKS: readonly HeaderLink[] = [
  ...BAR_LINKS,
  { to: '/all-products?category=book', label: 'shop.nav.books' },
  { to: '/all-products?category=penandpencil', label: 'category.penandpencil' },
];

/** Below 640 px the header has no room for its links: they fold into a menu (no script needed to open it). */
function PhoneMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { t } = useT();
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details ref={menu} className="relative sm:hidden">
      <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t('shop.header.menu')}</span>
        <MenuIcon />
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-52 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
        {MENU_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={close}
              className="flex min-h-11 items-center px-4 font-medium text-slate-700 hover:bg-slate-50"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A search box on every customer page but All Products, which has its own, leading to its results. */
function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useT();
  if (pathname === '/all-products') return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/all-products?q=${encodeURIComponent(q)}` : '/all-products');
  };
  return (
    <form
      role="search"
      aria-label={t('shop.header.searchForm')}
      onSubmit={submit}
      className="mx-auto max-w-6xl px-4 pb-2"
    >
      <label htmlFor="header-search" className="sr-only">
        {t('shop.header.searchLabel')}
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        enterKeyHint="search"
        placeholder={t('shop.header.searchPlaceholder')}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
      />
    </form>
  );
}
