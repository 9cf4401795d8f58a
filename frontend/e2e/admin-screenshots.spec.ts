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
    ['admin-messages', '/dashboard/messages', 'Messages'],
    ['admin-counter', '/dashboard/counter', 'Sales of the day'],
    ['admin-labels', '/dashboard/labels', 'Print Labels'],
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

test('when the owner manages items on a 360 px phone, then Delete is a narrow secondary button beside a wide Edit, both 44 px tall', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsOwner(page);
  await page.goto('/dashboard/manage-books');
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expect(edit).toBeVisible();
  const [editBox, deleteBox] = [await edit.boundingBox(), await remove.boundingBox()];
  expect(deleteBox!.width).toBeLessThan(editBox!.width / 1.5);
  expect(deleteBox!.height).toBeGreaterThanOrEqual(44);
  expect(editBox!.height).toBeGreaterThanOrEqual(44);
  await expect(remove).not.toHaveCSS('background-color', 'rgb(185, 28, 28)');
});
