import { cardsInFirstRow, catalogueApi, catalogueQueryOf, readCatalogueFilters } from '@/features/catalogue';
import { shopApi } from '@/features/shop';
import { holdOtherCovers } from '@/components/cover-order';
import { coverUrl } from '@/lib/cover-url';
import { bookIdOfPath, HOME_SHELF_SIZE, type Book } from '@shop/backend/contract';
import type { AppStore } from './store';

/** Asks for covers as soon as their names are known, before the screen has rendered its list. */
function preloadCovers(books: Pick<Book, 'coverImage'>[]): void {
  for (const { coverImage } of books) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = coverUrl(coverImage);
    link.fetchPriority = 'high';
    document.head.appendChild(link);
  }
}

/**
 * Starts the API calls of the first screen while its code is still downloading, with the very
 * arguments its queries use, so the screen finds them in (or on their way into) the cache.
 * The server names the same URLs in the page (backend http/first-screen.ts), so the browser
 * has usually fetched them before this runs; the browser test first-screen.spec keeps the two
 * in step.
 */
export function prefetchFirstScreen(
  store: AppStore,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): void {
  // The header and footer show the shop's name and address on every screen.
  store.dispatch(shopApi.util.prefetch('getShop', undefined, {}));
  const { getBooks, getBook, getCatalogue, getTopSellers } = catalogueApi.endpoints;
  if (pathname === '/') {
    store.dispatch(
      getTopSellers.initiate({ category: undefined, limit: HOME_SHELF_SIZE }, { subscribe: false }),
    );
    store.dispatch(
      getBooks.initiate(
        { trending: true, category: undefined, limit: HOME_SHELF_SIZE },
        { subscribe: false },
      ),
    );
  } else if (pathname === '/all-products') {
    // Its first card's cover is the largest picture of the screen: the other covers wait for it.
    holdOtherCovers();
    // The list's first page, with the query the page itself builds from the address.
    const query = catalogueQueryOf(readCatalogueFilters(new URLSearchParams(search)));
    void store
      .dispatch(getCatalogue.initiate(query, { subscribe: false }))
      .unwrap()
      .then(({ pages }) => preloadCovers(pages[0]?.items.slice(0, cardsInFirstRow()) ?? []))
      .catch(() => undefined);
  } else {
    const bookId = bookIdOfPath(pathname);
    // No book page, or a malformed address that the page reports as it would without the prefetch.
    if (!bookId) return;
    void store
      .dispatch(getBook.initiate(bookId, { subscribe: false }))
      .unwrap()
      .then((book) => preloadCovers([book]))
      .catch(() => undefined);
  }
}
