import { expect, test } from '@playwright/test';
import { makePdf } from '../../backend/test/pdf-files';
import { emailCustomer } from './customers';
import { acceptDialog, fillCheckoutForm, placeOrder, signInThroughUi } from './support';
import { logInAsOwner } from './admin-support';

test('when a customer orders prints of a 7-page PDF, then the price is the rate card’s and the counter prints, readies and hands them over', async ({
  page,
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await logInAsOwner(owner);
  await owner.goto('/dashboard/print-rates');
  await owner.getByLabel('Colour, double-sided').fill('9.99');
  await owner.getByLabel('Staple').fill('2.50');
  await owner.getByRole('button', { name: 'Save Rates' }).click();
  await acceptDialog(owner, 'Print Rates Saved');

  await page.goto('/');
  await page.getByRole('link', { name: 'Print & Copies' }).first().click();
  await expect(page).toHaveURL(/\/print$/);
  await signInThroughUi(page, await emailCustomer());
  await page.goto('/print');
  const pdf = makePdf({ pages: 7 });
  await page.getByLabel('PDF file').setInputFiles({
    name: 'Class 10 notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(page.getByText('7 pages').first()).toBeVisible();

  await page.getByRole('radio', { name: 'Colour', exact: true }).check();
  await page.getByRole('radio', { name: 'Double-sided' }).check();
  await page.getByLabel('Copies').fill('2');
  await page.getByRole('radio', { name: /^Staple/ }).check();
  // 7 pages x 2 copies at ₹9.99 a side, and ₹2.50 of stapling for each copy.
  const price = page.getByRole('region', { name: /price/i });
  await expect(price).toContainText('₹144.86');
  await expect(price).toContainText(/Pages to print\s*7 × 2 copies/);
  await expect(price).toContainText(/Sheets of paper\s*8(?!\d)/);

  // On a phone the confirmation comes into view, with its way to the cart.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'View cart' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/cart');
  await expect(page.getByText('Class 10 notes.pdf').first()).toBeVisible();
  await expect(page.getByText('Colour, double-sided, 2 copies, all pages, stapled').first()).toBeVisible();
  await page.goto('/checkout');
  await fillCheckoutForm(page);
  await page.getByRole('checkbox').check();
  const code = await placeOrder(page);
  await expect(page.getByText('₹144.86').first()).toBeVisible();

  await owner.goto('/dashboard/view-orders');
  await owner.getByLabel('Find an order').fill(code);
  const card = owner.getByRole('article').filter({ hasText: code });
  await expect(owner.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Class 10 notes.pdf');
  await expect(card).toContainText('Colour, double-sided, 2 copies, all pages, stapled');
  await expect(card).toContainText('7 pages × 2 copies, 8 sheets');
  await expect(card.getByRole('button', { name: 'Mark ready' })).toBeDisabled();

  const downloading = owner.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Class 10 notes.pdf');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.compare(Buffer.concat(chunks), pdf)).toBe(0);

  // The tick shows what the server saved, so it turns on once the answer is in.
  await card.getByRole('checkbox', { name: /Printed/ }).click();
  await expect(card.getByRole('checkbox', { name: /Printed/ })).toBeChecked();
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(card).toContainText(/collect by/);
  await card.getByRole('button', { name: 'Mark collected' }).click();
  const dialog = owner.getByRole('dialog', { name: `How was order ${code} paid?` });
  await dialog.getByLabel('Cash').check();
  await dialog.getByRole('button', { name: 'Mark collected' }).click();
  await expect(card).toContainText(/Paid by cash/i);
});
