import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { api, freshEan13 } from './bill-support';
import { emailCustomerWithOrder, phoneCustomerWithOrder } from './customers';

const WIDTHS = [360, 1280] as const;

/**
 * Checks the page as it stands with axe-core and fails on any serious or critical violation, each
 * named by its rule and the elements it found, so a failure says what to fix. Moderate and minor
 * findings (a heading level skipped, say) are left to review.
 */
async function expectNoSeriousViolation(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help}; ${nodes
          .map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary?.replace(/\s+/g, ' ')}`)
          .join(' | ')}`,
    );
  // Soft, so one run reports every screen and width that fails, not only the first.
  expect.soft(serious, `${screen} at ${page.viewportSize()!.width} px`).toEqual([]);
}

test('when the owner’s login and the customer’s login are checked at 360 and 1280 px, then axe finds no serious violation', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard Login' })).toBeVisible();
    await expectNoSeriousViolation(page, '/admin');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with phone' })).toBeVisible();
    await expectNoSeriousViolation(page, '/login');
  }
});

test('when the desk holds an e-mail customer’s order and a phone customer’s ready one, then the phone customer’s card offers WhatsApp, no empty mailto, and axe finds no serious violation at 360 and 1280 px, menu open or shut', async ({
  page: owner,
}) => {
  const { pickupCode: emailCode } = await emailCustomerWithOrder();
  const { mobile, pickupCode: phoneCode } = await phoneCustomerWithOrder();

  await logInAsOwner(owner);
  await owner.goto('/dashboard/view-orders');
  const phoneCard = owner.getByRole('article').filter({ hasText: phoneCode });
  await phoneCard.getByRole('button', { name: 'Mark ready' }).click();
  await expect(phoneCard.getByRole('img', { name: /UPI/ })).toBeVisible();
  await expect(
    phoneCard.getByRole('link', {
      name: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)} (opens in a new tab)`,
    }),
  ).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
  expect(await phoneCard.locator('a[href^="mailto:"]').count()).toBe(0);
  await expect(
    owner.getByRole('article').filter({ hasText: emailCode }).locator('a[href^="mailto:shopper-"]'),
  ).toHaveCount(1);

  for (const width of WIDTHS) {
    await owner.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolation(owner, 'the desk');
  }
  await owner.setViewportSize({ width: 360, height: 800 });
  await owner.getByRole('button', { name: 'Menu' }).click();
  await expect(owner.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousViolation(owner, 'the desk with the menu open');
});

test('when the counter has an item in the sale, then axe finds no serious violation at 360 and 1280 px', async ({
  page,
}) => {
  const token = await ownerToken(600);
  const [any] = await api<{ coverImage: string }[]>(token, 'GET', '/books?limit=1');
  const barcode = freshEan13();
  const item = await api<{ title: string }>(token, 'POST', '/books/create-book', {
    title: `Axe eraser ${randomInt(0, 1e6)}`,
    description: 'For the accessibility test',
    category: 'penandpencil',
    trending: false,
    oldPrice: 10,
    newPrice: 10,
    coverImage: any!.coverImage,
    stock: 10,
    barcode,
  });

  await logInAsOwner(page);
  await page.goto('/dashboard/counter');
  await expect(page.getByRole('combobox', { name: /Scan a barcode/ })).toBeFocused();
  await page.keyboard.type(barcode, { delay: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Items in this sale' }).getByText(item.title)).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolation(page, 'the counter');
  }
});
