import {
  BOOK_SORTS,
  CATALOGUE_PAGE_SIZE,
  ID_PATTERN,
  isCategory,
  SEARCH_MAX_LENGTH,
  HOME_SHELF_SIZE,
} from '../contract';

/** The storefront build's `.vite/first-screens.json` (frontend/build-plugins/first-screens.ts). */
export interface FirstScreensPlan {
  sameOriginApi: boolean;
  /** Route ("/books/:id") to the script files its screen needs beyond the app's own. */
  screens: Record<string, string[]>;
}

const BOOK_PATH = /^\/books\/([^/]+)\/?$/;

interface FirstScreen {
  route: string | undefined;
  /** API calls the screen makes as soon as the app starts. */
  calls: string[];
}

/**
 * The very calls the storefront's first-screen prefetch (frontend/src/app/prefetch.ts) makes
 * for an address, written as its API client writes them (query parameters in the same order,
 * an empty query still ending in "?"). A browser only reuses a preloaded answer for the same
 * URL; a difference costs a second download, which the browser test first-screen.spec catches.
 */
function firstScreenOf(pathname: string, query: URLSearchParams): FirstScreen {
  const calls = ['/api/shop'];
  if (pathname === '/') {
    calls.push(
      `/api/books/top-sellers?limit=${HOME_SHELF_SIZE}`,
      `/api/books?trending=true&limit=${HOME_SHELF_SIZE}`,
    );
    return { route: '/', calls };
  }
  if (pathname === '/all-products') {
    calls.push(...firstCataloguePage(query));
    return { route: '/all-products', calls };
  }
  const id = BOOK_PATH.exec(pathname)?.[1];
  if (id === undefined) return { route: undefined, calls };
  let bookId: string;
  try {
    bookId = decodeURIComponent(id);
  } catch {
    return { route: '/books/:id', calls };
  }
  if (ID_PATTERN.test(bookId)) calls.push(`/api/books/${bookId}`);
  return { route: '/books/:id', calls };
}

/**
 * All Products' first page (features/catalog api.ts): category, q and sort as the address has
 * them (unknown ones dropped, the search trimmed), then one page of CATALOGUE_PAGE_SIZE items.
 */
function firstCataloguePage(query: URLSearchParams): string[] {
  const category = query.get('category');
  const search = (query.get('q') ?? '').trim();
  const sort = BOOK_SORTS.find((known) => known === query.get('sort'));
  // The API refuses a longer search, so there is nothing worth fetching early.
  if (search.length > SEARCH_MAX_LENGTH) return [];
  const params = new URLSearchParams();
  if (isCategory(category)) params.set('category', category);
  if (search) params.set('q', search);
  if (sort) params.set('sort', sort);
  params.set('limit', String(CATALOGUE_PAGE_SIZE));
  return [`/api/books?${params}`];
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<link>` tags naming what the first screen at `url` will ask for: its own scripts, and its
 * API calls when the API shares the page's origin. Credentials mode matches the API client's
 * (`credentials: 'include'`), without which the browser would not reuse the answer.
 */
export function firstScreenLinks(plan: FirstScreensPlan | undefined, url: URL): string {
  if (!plan) return '';
  const { route, calls } = firstScreenOf(url.pathname, url.searchParams);
  const scripts = (route && plan.screens[route]) || [];
  const tags = scripts.map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
  );
  if (plan.sameOriginApi)
    for (const href of calls)
      tags.push(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
      );
  return tags.join('');
}

/** Accepts only the plan's own shape: the file comes from a build, but a stale one must not break pages. */
export function parseFirstScreensPlan(text: string): FirstScreensPlan | undefined {
  try {
    const value = JSON.parse(text) as Partial<FirstScreensPlan>;
    const screens = value?.screens;
    if (typeof value?.sameOriginApi !== 'boolean' || typeof screens !== 'object' || screens === null)
      return undefined;
    const valid = Object.values(screens).every(
      (files) =>
        Array.isArray(files) && files.every((file) => typeof file === 'string' && file.startsWith('/')),
    );
    return valid ? { sameOriginApi: value.sameOriginApi, screens } : undefined;
  } catch {
    return undefined;
  }
}
