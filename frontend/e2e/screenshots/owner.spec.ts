import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { logInAsOwner } from '../admin-support';
import { SCREENSHOT_DIR } from '../environment';

test('when the owner screens render at 360 and 1280 px, then screenshots are written for review', async ({
  page,
}) => {
  // Twenty full pages, each after the network settles: more than a minute on a busy machine.
  test.setTimeout(180_000);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await logInAsOwner(page);
  const screens: [string, string, string][] = [
    ['admin-stats', '/dashboard', 'Total Sales'],
    ['admin-manage', '/dashboard/manage-books', 'All Items'],
    ['admin-add', '/dashboard/add-new-book', 'Add New Book'],
    ['admin-orders', '/dashboard/view-orders', 'All Successfully placed orders (latest first)'],
    ['admin-messages', '/dashboard/messages', 'Messages'],
    ['admin-counter', '/dashboard/counter', 'Sales of the day'],
    ['admin-labels', '/dashboard/labels', 'Print Labels'],
    ['admin-tax', '/dashboard/tax', 'Save Tax Settings'],
    ['admin-day', '/dashboard/day', 'Closed days'],
    ['admin-reports', '/dashboard/reports', 'Day by day'],
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

test('when the owner’s menu is shut and open on a 360 px phone and shown at 1280 px, then screenshots are written for review', async ({
  page,
}) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsOwner(page);
  await page.goto('/dashboard/view-orders');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOT_DIR}admin-menu-closed-360.png` });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}admin-menu-open-360.png` });
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(nav).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOT_DIR}admin-menu-1280.png` });
});
