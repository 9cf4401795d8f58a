import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { fillCatalogue } from '../../scripts/large-catalogue';
import { E2E_LARGE_PORT } from './environment';
import { startE2eServer, type E2eServer } from './shop-server';

/** A real shop's size: All Products must page it from the server, never download it whole. */
const ITEMS = 5000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-large-'));
let shop: E2eServer;

test.use({ baseURL: `http://127.0.0.1:${E2E_LARGE_PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const databasePath = path.join(dataDir, 'shop.db');
  await fillCatalogue(databasePath, ITEMS);
  shop = await startE2eServer({ port: E2E_LARGE_PORT, databasePath, env: { SEED_ON_START: 'false' } });
});

test.afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A catalogue request that could return every item: /api/books with neither a page size nor ids. */
function wholeCatalogueRequests(requests: Request[]): string[] {
  return requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname === '/api/books')
    .filter((url) => {
      const limit = Number(url.searchParams.get('limit'));
      return !url.searchParams.has('ids') && !(limit > 0 && limit <= 100);
    })
    .map((url) => `${url.pathname}${url.search}`);
}

test('on a 5,000-item store, All Products pages as it scrolls, finds an item from the last page, and keeps the search on reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const cards = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /item \d+/ }) })
    .getByRole('listitem');

  await page.goto('/all-products');
  // Counts are grouped as India writes them (5,000).
  await expect(
    page.getByRole('status').filter({ hasText: `${ITEMS.toLocaleString('en-IN')} products` }),
  ).toBeVisible();
  await expect(cards).toHaveCount(24);

  // Scrolling to the end of the list loads the next page by itself; while the end stays in view
  // (cards whose covers have not loaded yet are short), it may go on to the page after.
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(48);
  expect((await cards.count()) % 24).toBe(0);

  // The oldest item is on the last of 209 pages; a search finds it from the first.
  await page.getByLabel('Search products').fill('gel item 0');
  await expect(page).toHaveURL(/[?&]q=gel(\+|%20)item(\+|%20)0/);
  await expect(page.getByRole('status').filter({ hasText: '1 product' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gel item 0' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search products')).toHaveValue('gel item 0');
  await expect(page.getByRole('link', { name: 'Gel item 0' })).toBeVisible();
  await expect(cards).toHaveCount(1);

  expect(requests.some((request) => request.url().includes('offset=24'))).toBe(true);
  expect(wholeCatalogueRequests(requests)).toEqual([]);
});
