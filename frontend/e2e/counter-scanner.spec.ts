import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import {
  api,
  billAsRegularTaxpayer,
  closeTheDay,
  downloadedBill,
  makeItem,
  openTheDay,
  scan,
  scanCode,
  type Item,
} from './bill-support';
import { shootAtWidths } from './support';
import { pdfPageTexts } from '../../backend/test/pdf-text';

/** A PDF's points in a millimetre. */
const PT_PER_MM = 72 / 25.4;

const printedCount = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);
const scanBox = (page: Page) => page.getByRole('combobox', { name: /Scan a barcode/ });
const dayStrip = (page: Page) => page.getByRole('region', { name: 'The day at the counter' });
const saleOf = (page: Page, number: string) =>
  page
    .getByRole('region', { name: 'Sales of the day' })
    .getByRole('article', { name: new RegExp(`^No. ${number} ·`) });

async function sellForCash(page: Page, items: Item[], tendered: string) {
  for (const item of items) await scan(page, item);
  await page.keyboard.press('Enter');
  await page.keyboard.type(tendered);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
});

test('when no day is open, then the counter says so, the first sale asks for the float with the last count, a scan in that dialog is refused, and the receipt’s PDF is the roll’s width', async ({
  page,
}) => {
  const token = await ownerToken(600);
  const lastCount = await closeTheDay(token);
  const pen = await makeItem(token, {
    title: 'Float pen',
    category: 'penandpencil',
    oldPrice: 20,
    newPrice: 20,
  });
  const shop = await api<{ receiptWidthMm: number }>(token, 'GET', '/shop');

  await logInAsOwner(page);
  await page.goto('/dashboard/counter');
  await expect(dayStrip(page)).toContainText('No day is open. The first sale asks for the float.');
  await expect(scanBox(page)).toBeFocused();
  await sellForCash(page, [pen], '50');

  const dialog = page.getByRole('dialog', { name: 'Open the day' });
  const float = dialog.getByRole('textbox', { name: 'Float (₹)' });
  if (lastCount !== null) await expect(float).toHaveValue(lastCount.toFixed(2));
  // A scan while the float is asked is not typed into the float, and is not a sale's line.
  await scanCode(page, pen.code);
  await expect(dialog.getByRole('status')).toHaveText(
    'A scan here is not taken: finish or close this first, then scan.',
  );
  if (lastCount !== null) await expect(float).toHaveValue(lastCount.toFixed(2));
  await shootAtWidths(page, 'counter-float-asked');
  await float.fill('300');
  await dialog.getByRole('button', { name: 'Open the day' }).click();

  await expect(page.getByText(/^Sale No\. \d+ completed: ₹20\.00 by Cash\.$/)).toBeVisible();
  await expect(dayStrip(page)).toContainText(/Day open since .+ · float ₹300\.00/);
  await expect(scanBox(page)).toBeFocused();
  await expect.poll(() => printedCount(page)).toBe(1);

  // The receipt sheet declares its page: a PDF of it is the roll's width, not an A4.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const [, width] = /\/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1')) ?? [];
  expect(Number(width) / PT_PER_MM).toBeCloseTo(shop.receiptWidthMm, 0);
});

test('when items come back, then scans in the Return dialog pick their line, the notice names the credit note, the slip prints, and the scan box has the focus after every dialog', async ({
  page,
}) => {
  const token = await ownerToken(600);
  await billAsRegularTaxpayer(token);
  await openTheDay(token);
  const notebook = await makeItem(token, {
    title: 'Return notebook',
    category: 'book',
    oldPrice: 47.5,
    newPrice: 47.5,
    hsn: '4820',
    gstRate: 0,
    unit: 'NOS',
  });

  await logInAsOwner(page);
  await page.goto('/dashboard/counter');
  await expect(scanBox(page)).toBeFocused();
  await sellForCash(page, [notebook, notebook, notebook], '200');
  const done = page.getByText(/^Sale No\. \d+ completed: ₹142\.50 by Cash\.$/);
  await expect(done).toBeVisible();
  const number = (await done.textContent())!.match(/No\. (\d+)/)![1]!;
  const sale = saleOf(page, number);

  // Reprint, the bill's download and a void kept: each hands the focus back to the scan box.
  await sale.getByRole('button', { name: 'Reprint' }).click();
  await expect(scanBox(page)).toBeFocused();
  await downloadedBill(page, () => sale.getByRole('button', { name: 'Bill', exact: true }).click());
  await expect(scanBox(page)).toBeFocused();
  await sale.getByRole('button', { name: 'Void' }).click();
  await page
    .getByRole('dialog', { name: `Void sale No. ${number}?` })
    .getByRole('button', { name: 'Keep it' })
    .click();
  await expect(scanBox(page)).toBeFocused();

  // In the Return dialog the reason is typed by a person; two scans, wherever the focus, are two units.
  await sale.getByRole('button', { name: 'Return' }).click();
  const dialog = page.getByRole('dialog', { name: `Return items of sale No. ${number}` });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.click();
  await page.keyboard.type('Wrong ruling', { delay: 80 });
  // The owner puts the keyboard down and picks up the scanner.
  await page.waitForTimeout(400);
  await scanCode(page, notebook.code);
  await expect(dialog.getByRole('status')).toHaveText(`${notebook.title}: 1 to return.`);
  await scanCode(page, notebook.code);
  await expect(dialog.getByRole('status')).toHaveText(`${notebook.title}: 2 to return.`);
  await expect(dialog.getByRole('spinbutton', { name: `${notebook.title} (sold 3)` })).toHaveValue('2');
  await expect(reason).toHaveValue('Wrong ruling');
  const printedBefore = await printedCount(page);
  await dialog.getByRole('button', { name: 'Record return' }).click();

  const notice = page.getByText(/^Credit note SB\/CN\d\d-\d\d\/\d{5}, refund ₹95\.00 \(sale No\. \d+\)\.$/);
  await expect(notice).toBeVisible();
  const creditNote = (await notice.textContent())!.match(/SB\/CN\d\d-\d\d\/\d{5}/)![0];
  await expect.poll(() => printedCount(page)).toBe(printedBefore + 1);
  const slip = page.getByRole('article', {
    name: `Receipt for Return on sale No. ${number}`,
    includeHidden: true,
  });
  await expect(slip).toContainText(`Credit NoteBill No. ${creditNote}`);
  await expect(slip).toContainText('Refund₹95.00Refunded by Cash');
  await expect(scanBox(page)).toBeFocused();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Credit note PDF' }).click(),
  ]);
  const text = (await pdfPageTexts(fs.readFileSync(await download.path()))).join(' ');
  expect(text).toContain('Credit Note');
  expect(text).toContain(creditNote);
  await expect(scanBox(page)).toBeFocused();
  await shootAtWidths(page, 'counter-return-notice');
});
