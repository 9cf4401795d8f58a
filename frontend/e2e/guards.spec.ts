import { expect, test } from '@playwright/test';

for (const path of ['/checkout', '/orders', '/user-dashboard']) {
  test(`when a signed-out visitor opens ${path}, then they are sent to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
}
