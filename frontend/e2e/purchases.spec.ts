import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { api, freshEan13, makeItem, openTheDay, scanCode } from './bill-support';
import { keepPrintsAndOpens } from './support';

/** A line of the bill being entered, by its item's title. */
const billLine = (page: Page, title: string) => page.getByRole('listitem', { name: title });

async function fillLine(line: Locator, quantity: string, unitCost: string) {
  await line.getByLabel('Quantity').fill(quantity);
  await line.getByLabel('Unit cost before GST (₹)').fill(unitCost);
}

test('when the owner buys from a new supplier, then a scanned bill brings a new item in, its labels print, its margin and reorder follow its sales, and a purchase order goes to the supplier', async ({
  page,
}) => {
  const token = await ownerToken(600);
  const suffix = randomInt(0, 1e6);
  const supplier = `Navneet Distributors ${suffix}`;
  const pen = await makeItem(token, {
    title: 'Gel pen',
    category: 'penandpencil',
    oldPrice: 25,
    newPrice: 25,
  });
  const boxCode = freshEan13();
  const box = `Geometry box ${suffix}`;
  await keepPrintsAndOpens(page);
  await logInAsOwner(page);

  // The supplier, added on the Purchases page.
  await page.goto('/dashboard/purchases');
  await page.getByRole('button', { name: 'Add supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a supplier' });
  await dialog.getByLabel('Name').fill(supplier);
  await dialog.getByLabel('Address').fill('Itwari, Nagpur');
  await dialog.getByLabel('State').fill('Maharashtra');
  await dialog.getByLabel('Mobile number').fill('9822000111');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${supplier} is added.`)).toBeVisible();

  // Their bill, by scanning: a pen the shop has, and a geometry box it has never had.
  await page.getByRole('button', { name: 'New purchase bill' }).click();
  await page.getByLabel('Find the supplier').fill(String(suffix));
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: supplier });
  await page.getByLabel('Bill number').fill(`NV/${suffix}`);
  await page.getByLabel('Scan or type a barcode or SKU').focus();
  await scanCode(page, pen.code);
  await expect(billLine(page, pen.title)).toBeVisible();
  await page.getByLabel('Scan or type a barcode or SKU').focus();
  await scanCode(page, boxCode);
  await page.getByRole('button', { name: /^New item/ }).click();
  const newItem = page.getByRole('dialog', { name: 'New item' });
  await expect(newItem.getByLabel('Barcode')).toHaveValue(boxCode);
  await newItem.getByLabel('Title').fill(box);
  await newItem.getByLabel('Category').selectOption('penandpencil');
  await newItem.getByLabel('Selling price with GST (₹)').fill('60');
  await newItem.getByRole('button', { name: 'Add to bill' }).click();
  await fillLine(billLine(page, pen.title), '10', '12.50');
  await fillLine(billLine(page, box), '5', '30');
  await page.getByRole('button', { name: 'Save bill' }).click();
  await expect(page.getByText(`Bill NV/${suffix} of ${supplier} is saved`)).toBeVisible();

  // Its labels: one for each unit received.
  await page.getByRole('link', { name: 'Print labels', exact: true }).click();
  await expect(
    page.getByText(`The items of bill NV/${suffix} of ${supplier}, a label for each unit received.`),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '15 labels' })).toBeVisible();
  await page.getByRole('button', { name: 'Print labels' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

  // Two boxes sell at the counter; the margin reads them at what they cost.
  const boxItem = await api<{ _id: string }>(token, 'GET', `/counter/lookup?code=${boxCode}`);
  await openTheDay(token);
  await fetch(`${new URL(page.url()).origin}/api/counter/sales`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `purchases-e2e-${suffix}`,
    },
    body: JSON.stringify({ items: [{ productId: boxItem._id, quantity: 2 }], payment: { method: 'cash' } }),
  }).then((response) => expect(response.status).toBe(201));
  await page.goto('/dashboard/purchases');
  const margin = page.getByRole('table', { name: 'Margin' });
  const boxRow = margin.getByRole('row', { name: new RegExp(box) });
  await expect(boxRow).toBeVisible();
  // On a phone's width each cell says what it is: "Units 2", then sales, cost and margin.
  await expect(boxRow.getByRole('cell').nth(0)).toHaveText(/^Units\s*2$/);
  await expect(boxRow.getByRole('cell').nth(4)).toHaveText(/%/);

  // Three boxes left, the level set at three: the Reorder screen orders up to twice the level.
  await page.goto(`/dashboard/edit-book/${boxItem._id}`);
  await page.getByLabel('Reorder level (units)').fill('3');
  await page.getByRole('button', { name: 'Save reorder levels' }).click();
  await expect(page.getByText('Reorder levels saved.')).toBeVisible();
  await page.goto('/dashboard/reorder');
  const toOrder = page.getByRole('table', { name: `What to order from ${supplier}` });
  await expect(toOrder.getByLabel(`Units of ${box} to order`)).toHaveValue('3');
  await toOrder.getByLabel(`Units of ${box} to order`).fill('12');
  await page.getByRole('button', { name: new RegExp(`Raise purchase order ?: ${supplier}`) }).click();
  const raised = page.getByText(
    new RegExp(`Purchase order SB/PO\\d\\d-\\d\\d/\\d{5} raised for ${supplier}\\.`),
  );
  await expect(raised).toBeVisible();
  await page
    .getByRole('button', { name: /Send on WhatsApp/ })
    .first()
    .click();
  const opened = await page.evaluate(() => (window as unknown as { opened?: string }).opened ?? '');
  expect(opened).toMatch(/^https:\/\/wa\.me\/919822000111\?text=/);
  expect(decodeURIComponent(opened)).toContain(`1. ${box} × 12 NOS`);

  // The order waits for its goods; what is on order leaves nothing more to order.
  const orders = page.getByRole('table', { name: 'Purchase orders, newest first' });
  await expect(orders.getByRole('row', { name: new RegExp(supplier) })).toContainText('12 of 12 units');
  await expect(toOrder.getByLabel(`Units of ${box} to order`)).toHaveValue('0');
});
