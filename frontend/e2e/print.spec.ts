import { expect, test } from '@playwright/test';
import { makePdf } from '../../backend/test/pdf-files';
import { acceptDialog, registerThroughUi } from './support';
import { logInAsOwner } from './admin-support';

test('when the owner sets the rates and a customer uploads a 7-page PDF, then the page count and the price are the shop’s', async ({
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
  await registerThroughUi(page);
  await page.goto('/print');
  await page.getByLabel('PDF file').setInputFiles({
    name: 'Class 10 notes.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf({ pages: 7 }),
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
  await expect(price).toContainText(/Pages to print\s*14(?!\d)/);
  await expect(price).toContainText(/Sheets of paper\s*8(?!\d)/);
});
