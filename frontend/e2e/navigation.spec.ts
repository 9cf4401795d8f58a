import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 } });

test('when a customer opens an item from far down All Products and goes back, then the item opens at its top and the list is where they left it', async ({
  page,
}) => {
  await page.goto('/all-products');
  const titles = page.locator('main h3 a[href^="/books/"]');
  const item = titles.nth(9);
  const name = (await item.textContent())!;
  await item.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => window.scrollY);
  expect(leftAt).toBeGreaterThan(740);

  await item.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  await expect(titles.nth(9)).toBeInViewport();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
