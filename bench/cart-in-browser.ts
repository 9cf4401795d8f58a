/**
 * A cart put into the audited browser before Lighthouse loads /cart, the way the storefront
 * keeps it: localStorage under `cart`, `{ items: [book & { quantity }], shortages: [] }`
 * (frontend/src/features/cart/cart-slice.ts, saved by createBrowserStore in app/store.ts).
 *
 * The tab is driven through the DevTools protocol with puppeteer-core, the copy Lighthouse
 * itself depends on and takes a page from (its Node API's fourth argument). Lighthouse's
 * storage reset clears the HTTP cache and the origin's other storage before the load, as on
 * every other page, but not localStorage: clearStorageTypes below leaves it out.
 */
import type { Book } from '../backend/src/contract';
import type { LighthouseFlags, PageSetup } from './lighthouse-run';

/** CART_STORAGE_KEY in frontend/src/features/cart/cart-slice.ts. */
const CART_STORAGE_KEY = 'cart';
/** A cart line's heading, `cart-item-<id>`, in frontend/src/features/checkout/components/cart-line.tsx. */
const CART_LINE = 'h2[id^="cart-item-"]';
/** The tab's globals the functions sent into it use (this project's Node types have no DOM). */
interface InTab {
  localStorage: { setItem(key: string, value: string): void; getItem(key: string): string | null };
}
/** Lighthouse's default storage reset, spelled out: everything it clears, which is not localStorage. */
const KEEP_LOCAL_STORAGE: LighthouseFlags = {
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
};

/** The books, as the API serves them, each with a quantity of 1 to 3: the saved cart's JSON. */
export async function savedCart(url: string, ids: string[]): Promise<string> {
  const items = [];
  for (const [index, id] of ids.entries()) {
    const response = await fetch(`${url}/api/books/${id}`);
    if (!response.ok) throw new Error(`GET /api/books/${id}: ${response.status}`);
    items.push({ ...((await response.json()) as Book), quantity: 1 + (index % 3) });
  }
  return JSON.stringify({ items, shortages: [] });
}

/**
 * Before the audit: a tab on the shop's origin (an API answer, so none of the storefront's files
 * is fetched or cached beforehand) writes the cart into localStorage. After it: the audited tab
 * must show one line per book, and the saved cart must still be there.
 */
export function cartInBrowser(origin: string, cart: string, lines: number): PageSetup {
  return async (port) => {
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (key, value) => (globalThis as unknown as InTab).localStorage.setItem(key, value),
      CART_STORAGE_KEY,
      cart,
    );
    const check = async () => {
      // Lighthouse's last gatherer leaves the page and comes back (bf-cache), so wait for the lines.
      await page.waitForSelector(CART_LINE, { timeout: 15_000 }).catch(() => undefined);
      const shown = await page.$$eval(CART_LINE, (headings) => headings.length);
      const saved = await page.evaluate(
        (key) => (globalThis as unknown as InTab).localStorage.getItem(key),
        CART_STORAGE_KEY,
      );
      const kept = (JSON.parse(saved ?? '{}') as { items?: unknown[] }).items?.length ?? 0;
      const where = page.url();
      await browser.disconnect();
      if (shown !== lines || kept !== lines)
        throw new Error(
          `the audited ${where} shows ${shown} cart lines and keeps ${kept} saved, not ${lines}`,
        );
      return `${shown} cart lines shown on ${new URL(where).pathname} after the audit, ${kept} still saved`;
    };
    return { page, flags: KEEP_LOCAL_STORAGE, check };
  };
}
