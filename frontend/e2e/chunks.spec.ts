import { expect, test } from '@playwright/test';

test('when a customer opens the home page, then no owner, checkout or sign-in form code is downloaded', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Sellers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((path) => /admin|dashboard|stats|manage-books|view-orders|checkout|auth-form/.test(path)),
  ).toEqual([]);
});
