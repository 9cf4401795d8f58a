import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { Loading } from '@/components/status';
import { RequireAuth } from '@/features/account/require-auth';
import AllProductsPage from '@/features/catalogue/pages/all-products-page';
import BookDetailPage from '@/features/catalogue/pages/book-detail-page';
import HomePage from '@/features/catalogue/pages/home-page';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';

interface ScreenHandle {
  /** The screen's module, loaded once: what React renders, and what a test or the start-up asks for. */
  load: () => Promise<{ default: ComponentType }>;
  /** Shown only to a signed-in customer (RequireAuth). */
  guarded: boolean;
}

/**
 * Each screen is its own chunk, so the home page downloads no checkout or owner code. The screens
 * visitors land on from outside (the home page, All Products, a book's page: about 3 kB together)
 * come with the app: on a slow phone link every file fetched beside the app's script slows that
 * script down, and the first screen waits for both.
 */
const page = (loadModule: ScreenHandle['load'], guarded = false): Pick<RouteObject, 'element' | 'handle'> => {
  let loading: ReturnType<ScreenHandle['load']> | undefined;
  const load = () => (loading ??= loadModule());
  const Screen = lazy(load);
  return {
    element: guarded ? (
      <RequireAuth>
        <Screen />
      </RequireAuth>
    ) : (
      <Screen />
    ),
    handle: { load, guarded } satisfies ScreenHandle,
  };
};

/** The owner's area: its own layout and chunks, gated by the admin token (features/owner-*). */
const adminRoutes: RouteObject[] = [
  { path: '/admin', ...page(() => import('@/features/owner-session/pages/admin-login-page')) },
  {
    path: '/dashboard',
    ...page(() => import('./layout/dashboard-layout')),
    children: [
      { index: true, ...page(() => import('@/features/owner-overview/pages/stats-page')) },
      { path: 'add-new-book', ...page(() => import('@/features/owner-catalogue/pages/add-book-page')) },
      { path: 'edit-book/:id', ...page(() => import('@/features/owner-catalogue/pages/edit-book-page')) },
      { path: 'manage-books', ...page(() => import('@/features/owner-catalogue/pages/manage-books-page')) },
      { path: 'import-books', ...page(() => import('@/features/owner-catalogue/pages/import-books-page')) },
      { path: 'labels', ...page(() => import('@/features/owner-catalogue/pages/labels-page')) },
      { path: 'view-orders', ...page(() => import('@/features/owner-desk/pages/view-orders-page')) },
      { path: 'counter', ...page(() => import('@/features/owner-counter/pages/counter-page')) },
      { path: 'day', ...page(() => import('@/features/owner-day/pages/day-page')) },
      { path: 'messages', ...page(() => import('@/features/owner-messages/pages/messages-page')) },
      { path: 'print-rates', ...page(() => import('@/features/owner-print/pages/print-rates-page')) },
      { path: 'reports', ...page(() => import('@/features/owner-reports/pages/reports-page')) },
      { path: 'tax', ...page(() => import('@/features/owner-tax/pages/tax-page')) },
      { path: 'customers', ...page(() => import('@/features/owner-customers/pages/customers-page')) },
      { path: 'purchases', ...page(() => import('@/features/owner-purchases/pages/purchases-page')) },
      { path: 'reorder', ...page(() => import('@/features/owner-purchases/pages/reorder-page')) },
      { path: 'staff', ...page(() => import('@/features/owner-staff/pages/staff-page')) },
      { path: 'audit', ...page(() => import('@/features/owner-staff/pages/audit-page')) },
      { path: 'kits', ...page(() => import('@/features/owner-kits/pages/kits-page')) },
      { path: 'kits/new', ...page(() => import('@/features/owner-kits/pages/kit-editor-page')) },
      { path: 'kits/import', ...page(() => import('@/features/owner-kits/pages/import-kits-page')) },
      { path: 'kits/:id/edit', ...page(() => import('@/features/owner-kits/pages/kit-editor-page')) },
      { path: 'kits/:id/print', ...page(() => import('@/features/owner-kits/pages/kit-print-page')) },
    ],
  },
];

export const routes: RouteObject[] = [
  ...adminRoutes,
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, Component: HomePage },
      { path: 'all-products', Component: AllProductsPage },
      { path: 'books/:id', Component: BookDetailPage },
      { path: 'about-us', ...page(() => import('./routes/about-page')) },
      { path: 'terms', ...page(() => import('./routes/terms-page')) },
      // Public: the rate card is for anyone; the page itself asks a visitor to log in to upload.
      { path: 'print', ...page(() => import('@/features/print/pages/print-page')) },
      { path: 'kits', ...page(() => import('@/features/kits/pages/kits-page')) },
      { path: 'login', ...page(() => import('@/features/account/pages/login-page')) },
      { path: 'register', ...page(() => import('@/features/account/pages/register-page')) },
      { path: 'cart', ...page(() => import('./routes/cart-page')) },
      { path: 'checkout', ...page(() => import('./routes/checkout-page'), true) },
      { path: 'orders', ...page(() => import('@/features/orders/pages/orders-page'), true) },
      { path: 'user-dashboard', ...page(() => import('./routes/user-dashboard-page'), true) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts the address's screens loading before the first render (the page's modulepreload has
 * usually fetched them already), so the first render finds them instead of waiting on them.
 */
export function preloadScreens(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    void (route.handle as ScreenHandle | undefined)?.load().catch(() => undefined);
}

/** The screen for the address; the owner's area waits for its layout's chunk here. */
export function AppRoutes() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Loading />}>{useRoutes(routes)}</Suspense>
    </ScreenErrorBoundary>
  );
}
