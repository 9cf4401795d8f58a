import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { api, freshEan13, openTheDay } from './bill-support';
import { E2E_BASE_URL } from './environment';

interface Item {
  _id: string;
  title: string;
  stock: number | null;
}

/** An item of the owner's, counted at 10, with a barcode, made for this test alone. */
async function countedItem(token: string, title: string, newPrice: number, barcode: string): Promise<Item> {
  const [any] = await api<{ coverImage: string }[]>(token, 'GET', '/books?limit=1');
  return api<Item>(token, 'POST', '/books/create-book', {
    title,
    description: 'For the counter test',
    category: 'penandpencil',
    trending: false,
    oldPrice: newPrice,
    newPrice,
    coverImage: any!.coverImage,
    stock: 10,
    barcode,
  });
}

const stockOn = async (id: string) =>
  ((await (await fetch(`${E2E_BASE_URL}/api/books/${id}`)).json()) as Item).stock;

test('when the owner scans at scanner speed and takes cash, then the change shows, the receipt prints, the website’s stock drops, and a void puts it back', async ({
  page,
}) => {
  const token = await ownerToken(600);
  const suffix = randomInt(0, 1e6);
  const [tapeCode, pencilCode] = [freshEan13(), freshEan13()];
  const tape = await countedItem(token, `Counter tape ${suffix}`, 45.5, tapeCode);
  const pencil = await countedItem(token, `Counter pencil ${suffix}`, 12, pencilCode);

  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await openTheDay(token);
  await logInAsOwner(page);
  await page.getByRole('link', { name: 'Counter' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
  const scanBox = page.getByRole('combobox', { name: /Scan a barcode/ });
  await expect(scanBox).toBeFocused();

  // A USB scanner types the digits a few milliseconds apart and ends with Enter.
  const lines = page.getByRole('list', { name: 'Items in this sale' });
  await page.keyboard.type(tapeCode, { delay: 4 });
  await page.keyboard.press('Enter');
  await expect(lines.getByText(tape.title)).toBeVisible();
  for (let scan = 0; scan < 2; scan++) {
    await page.keyboard.type(pencilCode, { delay: 4 });
    await page.keyboard.press('Enter');
  }
  await expect(lines.getByRole('spinbutton', { name: `Quantity of ${pencil.title}` })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );

  // Enter on the empty scan box goes to the cash tendered; Enter there completes the sale.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Cash tendered (₹)' })).toBeFocused();
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  const done = page.getByText(/^Sale No\. \d+ completed: ₹69\.50 by Cash\.$/);
  await expect(done).toBeVisible();
  await expect(page.getByText('₹430.50').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const number = (await done.textContent())!.match(/No\. (\d+)/)![1]!;
  await expect(
    page.getByRole('article', { name: `Receipt for Sale No. ${number}`, includeHidden: true }),
  ).toHaveCount(1);

  expect(await stockOn(tape._id)).toBe(9);
  expect(await stockOn(pencil._id)).toBe(8);

  const day = page.getByRole('region', { name: 'Sales of the day' });
  const sale = day.getByRole('article', { name: new RegExp(`^No. ${number} ·`) });
  await sale.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void sale No. ${number}?` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer changed their mind');
  await dialog.getByRole('button', { name: 'Void sale' }).click();
  await expect(day.getByText(`Sale No. ${number} is void.`)).toBeVisible();
  expect(await stockOn(tape._id)).toBe(10);
  expect(await stockOn(pencil._id)).toBe(10);
});
