/**
 * npm run bench:web -- --large: the storefront's page speed on a 5,000-item catalogue. The
 * temporary store is filled before the server starts (scripts/large-catalogue.ts; the server
 * then starts with SEED_ON_START=false), and Lighthouse (mobile) audits /all-products, /cart
 * holding 10 of those items (bench/cart-in-browser.ts) and one /books/:id page. Targets:
 * performance >= 95 on each, and the first screen of /all-products transferring at most
 * 150 kB in all (Lighthouse total-byte-weight: document, scripts, styles, fonts, API calls and
 * covers). Writes bench/results/web-large-<time>.json and reports whether every target was met.
 */
import { fillCatalogue } from '../scripts/large-catalogue';
import { cartInBrowser, savedCart } from './cart-in-browser';
import {
  auditMedian,
  tableRow,
  writeResults,
  type AuditSettings,
  type PageResult,
  type PageSetup,
  type Target,
} from './lighthouse-run';

export const LARGE_CATALOGUE = 5000;
const CART_LINES = 10;
const TARGETS = { score: 95, firstScreenKb: 150 };

/**
 * Writes the items straight into the SQLite file, before the server opens it. The writes are
 * synchronous (better-sqlite3), so nothing can report between them: one line before, one after.
 */
export async function fillLargeCatalogue(file: string): Promise<string[]> {
  console.log(`Filling the store with ${LARGE_CATALOGUE.toLocaleString('en')} items (straight into SQLite)…`);
  const started = performance.now();
  const ids = await fillCatalogue(file, LARGE_CATALOGUE);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${ids.length.toLocaleString('en')} items written in ${seconds} s`);
  return ids;
}

interface LargePage {
  page: string;
  route: string;
  setup?: PageSetup;
  /** API calls to make once before the audits, besides those the page's HTML preloads. */
  warm?: string[];
}

/** Ten books spread over the whole catalogue, and a book page from its middle that is not among them. */
async function largePages(url: string, ids: string[]): Promise<LargePage[]> {
  const step = Math.floor(ids.length / CART_LINES);
  const cartIds = Array.from({ length: CART_LINES }, (_, i) => ids[i * step + Math.floor(step / 2)]!);
  const cart = await savedCart(url, cartIds);
  return [
    { page: 'all-products', route: '/all-products' },
    {
      page: 'cart',
      route: '/cart',
      setup: cartInBrowser(url, cart, CART_LINES),
      warm: [`/api/books?ids=${[...cartIds].sort().join(',')}`],
    },
    { page: 'book detail', route: `/books/${ids[Math.floor(ids.length / 2)]}` },
  ];
}

/** Each page once, with the API calls its HTML preloads, so the audits meet a warm server as a shopper would. */
async function warmUp(url: string, pages: LargePage[]): Promise<void> {
  for (const { route, warm = [] } of pages) {
    const html = await (await fetch(`${url}${route}`)).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => href!.replaceAll('&amp;', '&'),
    );
    for (const target of [...preloads, ...warm, '/api/shop'])
      await (await fetch(new URL(target, url))).arrayBuffer();
  }
}

function targetsFor(pages: PageResult[]): Target[] {
  const targets: Target[] = pages.map((p) => [
    `${p.page}: performance ${p.performance} >= ${TARGETS.score}`,
    p.performance >= TARGETS.score,
  ]);
  const allProducts = pages.find((p) => p.page === 'all-products');
  if (allProducts)
    targets.push([
      `all-products first screen ${allProducts.totalTransferKb} kB transferred <= ${TARGETS.firstScreenKb} kB`,
      allProducts.totalTransferKb <= TARGETS.firstScreenKb,
    ]);
  return targets;
}

function report(pages: PageResult[], settings: AuditSettings): boolean {
  console.table(
    pages.map((p) => {
      const { 'perf runs': runs, ...row } = tableRow(p, settings.runs);
      return { ...row, 'total kB': p.totalTransferKb, ...(runs ? { 'perf runs': runs } : {}) };
    }),
  );
  for (const p of pages) {
    console.log(`${p.page}: largest transfers ${p.largestTransfers.join(', ')}`);
    console.log(`${p.page}: API calls ${p.apiCalls.join(', ') || 'none'}`);
    if (p.checked) console.log(`${p.page}: ${p.checked}`);
    if (p.belowPar.length) console.log(`${p.page}, audits below 0.9: ${p.belowPar.join(', ')}`);
  }
  console.log(
    `'total kB' is everything the load transferred (Lighthouse total-byte-weight), 'scripts kB' its scripts; ` +
      `the catalogue holds ${LARGE_CATALOGUE.toLocaleString('en')} items, the cart ${CART_LINES} of them.`,
  );
  const targets = targetsFor(pages);
  for (const [name, met] of targets) console.log(`${met ? 'MET   ' : 'MISSED'}  ${name}`);
  writeResults(settings, `web-large-${settings.stamp}.json`, {
    catalogue: LARGE_CATALOGUE,
    cartLines: CART_LINES,
    pages,
    targets,
  });
  return targets.every(([, met]) => met);
}

/** The audits of --large, on the server at `url` holding the catalogue `ids`; true when every target is met. */
export async function auditLargeCatalogue(
  url: string,
  ids: string[],
  settings: AuditSettings,
  onlyPages?: string[],
): Promise<boolean> {
  const pages = (await largePages(url, ids)).filter(
    ({ page }) => !onlyPages || onlyPages.includes(page.replace(/\W+/g, '-')),
  );
  if (pages.length === 0) throw new Error(`--pages matched none of all-products, cart, book-detail`);
  await warmUp(url, pages);
  const results: PageResult[] = [];
  for (const { page, route, setup } of pages)
    results.push(await auditMedian(page, `${url}${route}`, settings, setup));
  return report(results, settings);
}
