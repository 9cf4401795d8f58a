import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner } from './admin-support';
import { emailCustomer } from './customers';
import { acceptDialog, fillCheckoutForm, signInThroughUi } from './support';

const ITEM = 'Masking Tape, 1 inch';

async function setStockInManageItems(owner: Page, title: string, count: number) {
  await owner.goto('/dashboard/manage-books');
  await owner
    .getByRole('group', { name: `Stock of ${title}` })
    .getByRole('button', { name: 'Set to' })
    .click();
  const dialog = owner.getByRole('dialog', { name: `Set stock: ${title}` });
  await dialog.getByLabel('Units in stock').fill(String(count));
  await expect(dialog.getByLabel('Reason')).toHaveValue('correction');
  await dialog.getByRole('button', { name: 'Set stock' }).click();
}

test('when the owner sets an item to 2 and a customer orders both, then it is out of stock until the owner cancels', async ({
  page,
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await logInAsOwner(owner);
  await setStockInManageItems(owner, ITEM, 2);
  await expect(owner.getByRole('row', { name: new RegExp(ITEM) })).toContainText('2');

  // The customer sees the last two, takes both, and the shelf is empty for everyone.
  await page.goto(`/all-products?q=${encodeURIComponent(ITEM)}`);
  await page.getByRole('link', { name: ITEM }).first().click();
  const detail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 1, name: ITEM }) });
  await expect(detail.getByText('Only 2 left')).toBeVisible();
  const detailUrl = page.url();
  await detail.getByRole('button', { name: 'Add to Cart' }).click();
  await signInThroughUi(page, await emailCustomer());
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${ITEM}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${ITEM}` })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await expect(page.getByRole('button', { name: `Increase quantity of ${ITEM}` })).toBeDisabled();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckoutForm(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Place an Order' }).click();
  await acceptDialog(page, 'Confirmed Order');
  await expect(page.getByText(/× 2/).first()).toBeVisible();
  // Orders are named by their pickup code, for the customer and at the desk alike.
  const heading = await page.getByRole('heading', { name: /^Your order [A-Z0-9]{6}$/ }).textContent();
  const code = heading!.trim().slice(-6);

  await page.goto(detailUrl);
  await expect(detail.getByText('Out of stock')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  // The customer asks to be told; their e-mail is not verified yet, so it will be on WhatsApp.
  await expect(detail.getByRole('link', { name: 'Ask the shop on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await detail.getByLabel('Mobile number for WhatsApp').fill('98765 43210');
  await detail.getByRole('button', { name: "Tell me when it's back" }).click();
  await expect(
    detail.getByText('We will tell you on WhatsApp at +919876543210 when it is back.'),
  ).toBeVisible();

  // The owner cancels at the desk: both units go back on the shelf.
  await owner.goto('/dashboard/view-orders');
  const order = owner
    .getByRole('article')
    .filter({ has: owner.getByRole('heading', { name: `#1 Order ${code}` }) });
  await order.getByRole('button', { name: 'Cancel' }).click();
  await acceptDialog(owner, 'Cancel this order?');
  await expect(order).toContainText(/cancelled/i);
  await owner.goto('/dashboard/manage-books');
  await expect(owner.getByRole('row', { name: new RegExp(ITEM) })).not.toContainText('Out of stock');
  // The units are back: the customer who asked is on the owner's WhatsApp list.
  await owner.goto('/dashboard/messages');
  const notice = owner.getByRole('article').filter({ hasText: `${ITEM} is back in stock` });
  await expect(notice.getByText('Back in stock', { exact: true })).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876543210\?text=/,
  );

  await page.goto(detailUrl);
  await expect(detail.getByText('Only 2 left')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('when a customer searches for an author, then the novels come up and the page names the author and language', async ({
  page,
}) => {
  // Neither title names the author: the search finds them by the item's author.
  await page.goto('/all-products?q=premchand');
  await expect(page.getByRole('link', { name: 'Nirmala (Hindi)' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Godaan (Hindi)' }).first().click();
  const detail = page.getByRole('article');
  await expect(detail.getByText('by Munshi Premchand')).toBeVisible();
  await expect(detail.getByText('Language', { exact: true })).toBeVisible();
  await expect(detail.getByText('Hindi', { exact: true })).toBeVisible();
});

test('when the owner imports a CSV, then the dry run shows each row and Apply changes the catalogue', async ({
  page,
}) => {
  const sku = `E2E-${Date.now()}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-')), 'catalogue.csv');
  fs.writeFileSync(
    file,
    [
      '\ufeffsku,title,category,oldPrice,newPrice,count,trending,description',
      `${sku},Exam Board Clip,box,120,99,15,no,"A4 clip board, hard plastic"`,
      ',Pen Stand with 4 Compartments,,,,11,,',
      '',
    ].join('\r\n'),
  );
  await logInAsOwner(page);
  await page.getByRole('link', { name: 'Import CSV' }).first().click();
  await page.getByLabel('CSV file').setInputFiles(file);
  const report = page.getByRole('table', { name: /Rows of catalogue\.csv/ });
  await expect(report.getByRole('row', { name: /Exam Board Clip/ })).toContainText('Add');
  await expect(report.getByRole('row', { name: /Pen Stand with 4 Compartments/ })).toContainText('Update');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Import done: 1 item added, 1 updated.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to all items' }).click();
  await expect(page.getByRole('row', { name: /Exam Board Clip/ })).toContainText(sku);
  await expect(page.getByRole('row', { name: /Exam Board Clip/ })).toContainText('15');
  await expect(page.getByRole('row', { name: /Pen Stand with 4 Compartments/ })).toContainText('11');
});
