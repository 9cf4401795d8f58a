/**
 * Every address the storefront has a screen for, as its router declares them
 * (frontend/src/app/router.tsx; a test there holds the two lists together). The server answers
 * any other address with the not-found page and a 404, so a mistyped link, a search engine and a
 * monitor all learn that nothing is there.
 */
export const STOREFRONT_PATHS = [
  '/',
  '/all-products',
  '/books/:id',
  '/about-us',
  '/terms',
  '/print',
  '/kits',
  '/login',
  '/register',
  '/cart',
  '/checkout',
  '/orders',
  '/user-dashboard',
  '/admin',
  '/dashboard',
  '/dashboard/add-new-book',
  '/dashboard/edit-book/:id',
  '/dashboard/manage-books',
  '/dashboard/import-books',
  '/dashboard/labels',
  '/dashboard/view-orders',
  '/dashboard/counter',
  '/dashboard/day',
  '/dashboard/messages',
  '/dashboard/print-rates',
  '/dashboard/reports',
  '/dashboard/tax',
  '/dashboard/customers',
  '/dashboard/purchases',
  '/dashboard/reorder',
  '/dashboard/staff',
  '/dashboard/audit',
  '/dashboard/kits',
  '/dashboard/kits/new',
  '/dashboard/kits/import',
  '/dashboard/kits/:id/edit',
  '/dashboard/kits/:id/print',
] as const;

const SEGMENT = '[^/]+';

// Built on first use, not when the module loads: the storefront's bundle, which imports the
// contract but never asks, then leaves them out instead of building them at every start.
let patterns: RegExp[] | undefined;
const storefrontPatterns = (): RegExp[] =>
  (patterns ??= STOREFRONT_PATHS.map(
    (path) => new RegExp(`^${path.replace(/:[a-z]+/gi, SEGMENT).replace(/\/$/, '')}/?$`),
  ));

/** Whether the storefront has a screen for `pathname` (a trailing slash is the same address). */
export const isStorefrontPath = (pathname: string): boolean =>
  storefrontPatterns().some((pattern) => pattern.test(pathname));
