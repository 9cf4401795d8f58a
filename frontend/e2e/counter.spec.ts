import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner } from './admin-support';
import { emailCustomerWithOrder } from './customers';
import { acceptDialog, signInThroughUi } from './support';

const PICKUP_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/**
 * A new customer's order of one `title`, made through the APIs (ordering in the browser is
 * customer-journey's), and that customer signed in on their orders; returns the pickup code.
 */
async function orderAsNewCustomer(page: Page, title: string): Promise<string> {
  const { email, pickupCode } = await emailCustomerWithOrder(title);
  expect(pickupCode).toMatch(PICKUP_CODE);
  await signInThroughUi(page, email);
  await page.goto('/orders');
  return pickupCode;
}

async function findAtDesk(owner: Page, code: string) {
  await owner.goto('/dashboard/view-orders');
  const search = owner.getByLabel('Find an order');
  await expect(search).toBeFocused();
  await search.fill(code.toLowerCase());
  const card = owner.getByRole('article').filter({ hasText: code });
  await expect(owner.getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  // No scrolling after a scan: the card's head is on screen at the desk's size, laptop or phone.
  await expect(card.getByRole('heading', { level: 2 })).toBeInViewport();
  return card;
}

test('when a customer orders, then the counter finds it by its code, marks it ready and collected paid by UPI', async ({
  page,
  browser,
}) => {
  const code = await orderAsNewCustomer(page, 'Pen Stand with 4 Compartments');
  // A laptop cannot open upi:// links: the customer scans the QR with their phone instead.
  await expect(
    page
      .getByRole('img', { name: new RegExp(`^UPI QR code to pay ₹\\d+\\.\\d{2} for order ${code}$`) })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay by UPI' })).toHaveCount(0);

  const owner = await (await browser.newContext()).newPage();
  await logInAsOwner(owner);
  const card = await findAtDesk(owner, code);
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(
    owner.getByRole('status').filter({ hasText: `Order ${code} (Asha Rao) is now Ready for pickup.` }),
  ).toBeVisible();
  await expect(card).toContainText(/collect by \d{1,2} [A-Z][a-z]{2}/);
  await expect(card.getByRole('img', { name: /UPI/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Ready - collect by \d{1,2} [A-Z][a-z]{2}/).first()).toBeVisible();

  await card.getByRole('button', { name: 'Mark collected' }).click();
  const dialog = owner.getByRole('dialog', { name: `How was order ${code} paid?` });
  await dialog.getByLabel('UPI').check();
  await dialog.getByLabel('Reference (optional)').fill('412345678901');
  await dialog.getByRole('button', { name: 'Mark collected' }).click();
  await expect(card).toContainText('412345678901');

  await page.reload();
  await expect(page.getByText(/Paid by UPI/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay by UPI' })).toHaveCount(0);
});

test('when a ready order is past its hold, then the counter cancels the overdue in one step and the stock returns', async ({
  browser,
}) => {
  const title = 'Kraft Paper Gift Boxes, Small (Pack of 5)';
  // The owner on the floor, with a phone.
  const owner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await logInAsOwner(owner);
  const stockOf = async () => {
    await owner.goto('/dashboard/manage-books');
    return (
      (await owner.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).textContent()) ?? ''
    );
  };
  const before = await stockOf();

  const { pickupCode: code } = await emailCustomerWithOrder(title);
  expect(await stockOf()).not.toBe(before);
  const card = await findAtDesk(owner, code);
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(card).toContainText(/collect by/);
  // Three days pass: the hold ran out at the end of yesterday.
  const db = new Database(process.env.E2E_DATABASE_PATH!);
  db.prepare('UPDATE orders SET hold_until = ? WHERE pickup_code = ?').run(
    new Date(Date.now() - 60_000).toISOString(),
    code,
  );
  db.close();

  await owner.goto('/dashboard/view-orders');
  await owner.getByRole('button', { name: /^Cancel 1 overdue order$/ }).click();
  await acceptDialog(owner, 'Cancel 1 overdue order?');
  const cancelled = await findAtDesk(owner, code);
  await expect(cancelled).toContainText(/cancelled/i);
  expect(await stockOf()).toBe(before);
});

test('when a customer cancels an order still being prepared, then it is cancelled for them and at the counter', async ({
  page,
  browser,
}) => {
  const code = await orderAsNewCustomer(page, 'A4 File Box, Cardboard (Pack of 2)');
  await page.getByRole('button', { name: 'Cancel order' }).first().click();
  await acceptDialog(page, 'Cancel this order?');
  await acceptDialog(page, 'Order cancelled');
  await expect(page.getByText('Cancelled').first()).toBeVisible();

  const owner = await (await browser.newContext()).newPage();
  await logInAsOwner(owner);
  const card = await findAtDesk(owner, code);
  await expect(card).toContainText(/cancelled/i);
  await expect(card.getByRole('button', { name: 'Mark ready' })).toHaveCount(0);
});
