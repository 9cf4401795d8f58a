import { bookIdOfPath, catalogueQueryOfAddress, cataloguePageParams, ID_PATTERN } from '../contract';
import { listBooksQuerySchema } from './schemas';
import type { BookService } from './service';

/**
 * The cover a landing screen paints first, its largest picture on a phone: All Products' first
 * item (with the address's filters), or a book page's book. The server names it in the page
 * (http/first-screen.ts), so the browser fetches it beside the app instead of after the app has
 * asked for the list. Undefined when there is none or the address is no such screen.
 */
export function firstScreenCover(books: Pick<BookService, 'list' | 'get'>) {
  return async (url: URL): Promise<string | undefined> => {
    if (url.pathname === '/all-products') {
      const query = catalogueQueryOfAddress(url.searchParams);
      const parsed = listBooksQuerySchema.safeParse(cataloguePageParams(query, 0));
      if (!parsed.success) return undefined;
      return (await books.list(parsed.data)).items[0]?.coverImage;
    }
    const id = bookIdOfPath(url.pathname);
    if (!id || !ID_PATTERN.test(id)) return undefined;
    // A book that is gone shows the page's own message; there is nothing to fetch early.
    return (await books.get(id).catch(() => undefined))?.coverImage;
  };
}
