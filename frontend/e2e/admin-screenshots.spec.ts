import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { logInAsOwner } from './admin-support';
import { SCREENSHOT_DIR } from './environment';

test('when the owner screens render at 360 and 1280 px, then screenshots are written for review', async ({
  page,
}) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await logInAsOwner(page);
  const screens: [string, string, string][] = [
    ['admin-stats', '/dashboard', 'Total Sales'],
    ['admin-manage', '/dashboard/manage-books', 'All Items'],
    ['admin-add', '/dashboard/add-new-book', 'Add New Book'],
    ['admin-orders', '/dashboard/view-orders', 'All Successfully placed orders (latest first)'],
  ];
  for (const [name, path, text] of screens) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${width}.png`, fullPage: true });
    }
  }
});
