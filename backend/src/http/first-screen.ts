import {
  bookIdOfPath,
  coverPath,
  DEFAULT_LANGUAGE,
  type Language,
  bookListParams,
  catalogueQueryOfAddress,
  cataloguePageParams,
  HOME_SHELF_SIZE,
  ID_PATTERN,
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  SEARCH_MAX_LENGTH,
  topSellersParams,
} from '../contract';

/** The storefront build's `.vite/first-screens.json` (frontend/build-plugins/first-screens.ts). */
export interface FirstScreensPlan {
  sameOriginApi: boolean;
  /** Route ("/books/:id") to the script files its screen needs beyond the app's own. */
  screens: Record<string, string[]>;
  /** Language ("hi") to the script files of its message catalog. */
  languages: Record<string, string[]>;
}

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
      `/api/books/top-sellers?${new URLSearchParams(topSellersParams({ limit: HOME_SHELF_SIZE }))}`,
      `/api/books?${new URLSearchParams(bookListParams({ trending: true, limit: HOME_SHELF_SIZE }))}`,
    );
    return { route: '/', calls };
  }
  if (pathname === '/all-products') {
    calls.push(...firstCataloguePage(query));
    return { route: '/all-products', calls };
  }
  const bookId = bookIdOfPath(pathname);
  if (bookId === undefined) return { route: undefined, calls };
  if (bookId !== null && ID_PATTERN.test(bookId)) calls.push(`/api/books/${bookId}`);
  return { route: '/books/:id', calls };
}

/** All Products' first page, with the query the storefront builds from the same address. */
function firstCataloguePage(address: URLSearchParams): string[] {
  const query = catalogueQueryOfAddress(address);
  // The API refuses a longer search, so there is nothing worth fetching early.
  if ((query.q?.length ?? 0) > SEARCH_MAX_LENGTH) return [];
  return [`/api/books?${new URLSearchParams(cataloguePageParams(query, 0))}`];
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The language the storefront will show for this request, decided as it decides
 * (frontend/src/i18n/languages.ts): `?lang=`, then the remembered choice (its cookie), then
 * the browser's languages, then English.
 */
export function pageLanguage(url: URL, cookieHeader = '', acceptLanguage = ''): Language {
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  const remembered = cookieHeader
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(remembered)) return remembered;
  return preferredLanguage(acceptLanguage.split(',')) ?? DEFAULT_LANGUAGE;
}

/**
 * `<link>` tags naming what the first screen at `url` will ask for: its own scripts and its
 * language's catalog, and, when the API shares the page's origin, its API calls and the cover it
 * paints first (`cover`, a stored image's name or a web address). Credentials mode matches the
 * API client's (`credentials: 'include'`), without which the browser would not reuse the answer.
 */
export function firstScreenLinks(
  plan: FirstScreensPlan | undefined,
  url: URL,
  language: Language = DEFAULT_LANGUAGE,
  cover?: string,
): string {
  if (!plan) return '';
  const { route, calls } = firstScreenOf(url.pathname, url.searchParams);
  const scripts = [...(plan.languages[language] ?? []), ...((route && plan.screens[route]) || [])];
  const tags = scripts.map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
  );
  if (plan.sameOriginApi) {
    for (const href of calls)
      tags.push(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
      );
    // The storefront shows it with fetchpriority="high" too: the same request, so fetched once.
    if (cover)
      tags.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(coverPath(cover))}">`,
      );
  }
  return tags.join('');
}

const isFileLists = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (files) =>
      Array.isArray(files) && files.every((file) => typeof file === 'string' && file.startsWith('/')),
  );

/** Accepts only the plan's own shape: the file comes from a build, but a stale one must not break pages. */
export function parseFirstScreensPlan(text: string): FirstScreensPlan | undefined {
  try {
    const value = JSON.parse(text) as Partial<FirstScreensPlan>;
    const { screens, languages = {} } = value ?? {};
    if (typeof value?.sameOriginApi !== 'boolean' || !isFileLists(screens) || !isFileLists(languages))
      return undefined;
    return { sameOriginApi: value.sameOriginApi, screens, languages };
  } catch {
    return undefined;
  }
}
