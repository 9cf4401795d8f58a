import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useAuth } from '@/features/account';
import { cartEntryCount } from '@/features/cart';
import { useGetShopQuery } from '@/features/shop';
import { UserMenu } from './user-menu';
import { CartIcon } from '@/components/icons';

export function Header() {
  const cartCount = useAppSelector((state) => cartEntryCount(state.cart));
  const { currentUser, loading } = useAuth();
  const { data: shop } = useGetShopQuery();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="truncate text-lg font-extrabold tracking-tight text-brand-700 sm:text-xl">
          {shop?.name ?? 'Books & Stationery'}
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          <Link
            to="/all-products"
            className="hidden font-medium text-slate-700 hover:text-brand-700 sm:inline"
          >
            All Products
          </Link>
          <Link to="/print" className="hidden font-medium text-slate-700 hover:text-brand-700 sm:inline">
            Print &amp; Copies
          </Link>
          <Link
            to="/cart"
            className="btn-accent px-3 py-2"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <CartIcon />
            <span data-testid="cart-count">{cartCount}</span>
          </Link>
          {loading ? (
            <span className="size-9 rounded-full bg-slate-100" aria-hidden="true" />
          ) : currentUser ? (
            <UserMenu user={currentUser} />
          ) : (
            <Link
              to="/login"
              aria-label="Log in"
              className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
            >
              <UserIcon />
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}

function UserIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </svg>
  );
}
