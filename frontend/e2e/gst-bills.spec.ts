import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { api, downloadedBill, freshEan13, openTheDay, SHOP_GSTIN } from './bill-support';
import { emailCustomerWithOrder } from './customers';
import { acceptDialog, signInThroughUi } from './support';

const BUYER_GSTIN = '29ABCDE1234F1ZW';

test('when the shop bills as a regular taxpayer, then a counter sale and a collected order leave with tax invoices, both sides download them, and the day closes with its count', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await ownerToken(900);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });

  // The owner registers the shop for GST on the Tax page.
  await openTheDay(token);
  await logInAsOwner(page);
  await page.goto('/dashboard/tax');
  await page.getByRole('radio', { name: /^Regular/ }).check();
  await page.getByRole('textbox', { name: 'GSTIN' }).fill(SHOP_GSTIN);
  await expect(page.getByText('Valid GSTIN, state code 27')).toBeVisible();
  await page.getByRole('textbox', { name: 'Legal name' }).fill('Saraswati Books LLP');
  await page.getByRole('button', { name: 'Save Tax Settings' }).click();
  await acceptDialog(page, 'Tax Settings Saved');

  // A walk-in sale at the counter: scanned, paid in cash, billed.
  const code = freshEan13();
  const [any] = await api<{ coverImage: string }[]>(token, 'GET', '/books?limit=1');
  const pen = await api<{ title: string }>(token, 'POST', '/books/create-book', {
    title: `Bill pen ${randomInt(0, 1e6)}`,
    description: 'For the bill test',
    category: 'penandpencil',
    trending: false,
    oldPrice: 59,
    newPrice: 59,
    coverImage: any!.coverImage,
    stock: 5,
    barcode: code,
  });
  await page.goto('/dashboard/counter');
  await expect(page.getByRole('combobox', { name: /Scan a barcode/ })).toBeFocused();
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Items in this sale' }).getByText(pen.title)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  const done = page.getByText(/^Sale No\. \d+ completed: ₹59\.00 by Cash\.$/);
  await expect(done).toBeVisible();
  const receipt = page.getByRole('article', { name: /^Receipt for Sale No\. \d+$/, includeHidden: true });
  await expect(receipt).toContainText('Tax Invoice');
  await expect(receipt).toContainText(/Bill No\. SB\/\d\d-\d\d\/\d{5}/);
  await downloadedBill(page, () => page.getByRole('button', { name: 'Bill', exact: true }).first().click());

  // An online order (made through the APIs: ordering in the browser is customer-journey's),
  // collected at the desk for a business buyer.
  const { email, pickupCode } = await emailCustomerWithOrder('Pen Stand with 4 Compartments');

  await page.goto('/dashboard/view-orders');
  await page.getByLabel('Find an order').fill(pickupCode);
  const card = page.getByRole('article').filter({ hasText: pickupCode });
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(card).toContainText(/collect by/);
  await card.getByRole('button', { name: 'Mark collected' }).click();
  const paid = page.getByRole('dialog', { name: `How was order ${pickupCode} paid?` });
  await paid.getByLabel('Cash').check();
  await paid.getByRole('button', { name: 'Buyer on the bill' }).click();
  await paid.getByLabel('Buyer’s name').fill('Rao Tutorials');
  await paid.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN);
  await paid.getByLabel('Address').fill('4 Residency Road, Bengaluru 560025');
  await paid.getByRole('button', { name: 'Mark collected' }).click();
  const ownersCopy = await downloadedBill(page, () => card.getByRole('button', { name: 'Bill' }).click());

  // The customer downloads the same bill from the orders page.
  const customer = await (await browser.newContext()).newPage();
  await signInThroughUi(customer, email);
  await customer.goto('/orders');
  const customersCopy = await downloadedBill(customer, () =>
    customer.getByRole('button', { name: 'Download bill' }).first().click(),
  );
  expect(customersCopy.suggestedFilename()).toBe(ownersCopy.suggestedFilename());

  // The owner counts the drawer ₹10 over what was expected, says why, and closes the day.
  const current = await api<{ expectedCash: number }>(token, 'GET', '/counter/days/current');
  await page.goto('/dashboard/day');
  await page.getByRole('button', { name: 'Count and close' }).click();
  const count = page.getByRole('form', { name: 'Count and close' });
  await expect(count.getByText(`₹${current.expectedCash.toFixed(2)}`)).toHaveCount(0);
  await count.getByLabel(/Counted cash/).fill((current.expectedCash + 10).toFixed(2));
  await count.getByLabel(/Note/).fill('A customer left ₹10 change');
  await count.getByRole('button', { name: 'Close the day' }).click();
  const z = page.getByRole('article', { name: /^Z report for \d{4}-\d{2}-\d{2}$/ }).first();
  await expect(z).toContainText('₹10.00 (over)');
  await expect(z).toContainText('A customer left ₹10 change');
  const closed = await api<{ days: { difference: number; note: string }[] }>(token, 'GET', '/counter/days');
  expect(closed.days[0]).toMatchObject({ difference: 10, note: 'A customer left ₹10 change' });
});
