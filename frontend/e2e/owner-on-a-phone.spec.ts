import { expect, test } from '@playwright/test';
import { logInAsOwner } from './admin-support';

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

test('when the owner opens Tax, Day and Reports on a 360 px phone, then nothing runs off the side and every button is at least 44 px tall', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsOwner(page);
  for (const [path, heading] of [
    ['/dashboard/tax', 'Tax'],
    ['/dashboard/day', 'Day'],
    ['/dashboard/reports', 'Reports'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    const main = page.getByRole('main');
    for (const button of await main.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      expect(box.height, `${path}: ${await button.textContent()}`).toBeGreaterThanOrEqual(44);
    }
  }
});

test('when the owner opens the menu on a 360 px phone, then its five groups show whole, every target is at least 44 × 44 px, Escape and a link shut it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsOwner(page);
  await page.goto('/dashboard/view-orders');
  const button = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  for (const group of ['Sell', 'Orders', 'Catalogue', 'Money', 'Settings']) {
    await expect(nav.getByRole('heading', { name: group, exact: true })).toBeInViewport();
  }
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(18);
  await expect(nav.getByRole('link', { name: 'View Orders' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const target of [button, page.getByRole('button', { name: 'Logout' }), ...(await links.all())]) {
    const box = (await target.boundingBox())!;
    const name = await target.textContent();
    expect(box.width, `${name} wide`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${name} tall`).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width, `${name} on screen`).toBeLessThanOrEqual(360);
  }

  await nav.getByRole('link', { name: 'Manage Items' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports', exact: true })).toBeVisible();
  await expect(nav).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(button).toBeHidden();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
});
