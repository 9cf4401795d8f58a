import { expect, test, type Page } from '@playwright/test';

/**
 * The server names a landing screen's script and API calls in the page it sends, so the browser
 * fetches them alongside the app (backend http/first-screen.ts). That only pays off when the app
 * then asks for the very same URLs: a preloaded answer is reused, anything else downloads twice.
 */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/')) return;
    const key = `${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

const scriptsNamedIn = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map(([, file]) => file);

const repeated = (counts: Map<string, number>) => [...counts].filter(([, count]) => count > 1);

test('when a customer lands on a filtered product list, then its data downloads once, early, and its screen comes with the app', async ({
  page,
}) => {
  const counts = countRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Not the page's own inlined worker (a blob: address, i18n/intl-warm-up.ts).
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      scripts.push(url.pathname);
  });
  const response = await page.goto('/all-products?category=book&q=%20notebook%20');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('href="/api/books?category=book&amp;q=notebook&amp;limit=24"');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  // Every file fetched beside the app's script slows it down on a slow link: the screen and its
  // words come in the app's own scripts (those of a page with no screen of its own), nothing after.
  const appScripts = scriptsNamedIn(await (await page.request.get('/about-us')).text());
  expect(scriptsNamedIn(html)).toEqual(appScripts);
  // One script in all: the bundler's helpers come inside it (build-plugins/fold-runtime-into-entry.ts).
  expect(appScripts).toHaveLength(1);
  expect(scripts.filter((file) => !appScripts.includes(file))).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: /\d+ products?/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counts.get('/api/books?category=book&q=notebook&limit=24')).toBe(1);
  expect(counts.get('/api/shop')).toBe(1);
  expect(repeated(counts)).toEqual([]);
});

test('when a customer lands on a book page or the home page, then no first-screen call is made twice', async ({
  page,
}) => {
  const counts = countRequests(page);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Sellers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's own inlined worker (i18n/intl-warm-up.ts) is allowed, as is everything it loads.
  expect(refusals).toEqual([]);
  expect(counts.get('/api/books?trending=true&limit=12')).toBe(1);
  expect(counts.get('/api/books/top-sellers?limit=12')).toBe(1);
  expect(repeated(counts)).toEqual([]);

  const bookLink = page.locator('a[href^="/books/"]').first();
  const path = (await bookLink.getAttribute('href'))!;
  // A tab of its own: the home page may still be asking for its lazy covers when a navigation
  // starts, and those requests are the home page's, not the book page's.
  const bookPage = await page.context().newPage();
  const bookCounts = countRequests(bookPage);
  const response = await bookPage.goto(path);
  const cover = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(
    (await response?.text()) ?? '',
  )?.[1];
  expect(cover).toMatch(/^\/api\/images\//);
  await expect(bookPage.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(bookPage.locator(`img[src="${cover}"]`).first()).toBeVisible();
  await bookPage.waitForLoadState('networkidle');
  expect(bookCounts.get(`/api${path}`)).toBe(1);
  // Named by the server, asked for again by the storefront and shown: one request.
  expect(bookCounts.get(cover!)).toBe(1);
  expect(repeated(bookCounts)).toEqual([]);
});

test('when a customer lands on All Products on a phone and its first cover is slow, then no other cover is asked for until it has arrived, and every cover of the first screen then shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [firstBook] = (await (await page.request.get('/api/books?limit=24')).json()) as {
    coverImage: string;
  }[];
  const first = `/api/images/${firstBook!.coverImage}`;
  // Slow enough that, without the wait, the list's other covers would be asked for meanwhile.
  await page.route(`**${first}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const others: number[] = [];
  let firstArrived = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/images/') && pathname !== first) others.push(Date.now());
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === first) firstArrived = Math.min(firstArrived, Date.now());
  });

  await page.goto('/all-products');
  const grid = page.getByRole('list').filter({ has: page.locator('article') });
  await expect(grid.locator('img').first()).toHaveAttribute('src', first);
  await page.waitForLoadState('networkidle');
  expect(others.length).toBeGreaterThan(0);
  expect(others.filter((askedAt) => askedAt < firstArrived)).toEqual([]);
  // Those held back are on screen and drawn: none left without a picture.
  const shown = await grid
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );
  expect(shown.length).toBeGreaterThan(1);
  expect(shown.every(Boolean)).toBe(true);
});
