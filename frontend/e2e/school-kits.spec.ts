import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { academicYearOf, type KitSummary, type KitView } from '@shop/backend/contract';
import { logInAsOwner } from './admin-support';
import { E2E_BASE_URL, SCREENSHOT_DIR } from './environment';
import { emailCustomer } from './customers';
import { acceptDialog, fillCheckoutForm, signInThroughUi } from './support';

/** Seeded items the school's lists name, and the SKUs the owner gives them first. */
const ITEMS = {
  notebooks: { sku: 'KIT-E2E-NB6', title: 'Single Line Notebooks, 172 Pages (Pack of 6)' },
  drawing: { sku: 'KIT-E2E-DRAW', title: 'Drawing Book, A4, 36 Pages' },
  pencils: { sku: 'KIT-E2E-HB', title: 'HB Pencils (Pack of 10)' },
  sketchPens: { sku: 'KIT-E2E-SKETCH', title: 'Sketch Pens, 12 Shades' },
  erasers: { sku: 'KIT-E2E-ERASER', title: 'Dust-Free White Erasers (Pack of 5)' },
  maths: { sku: 'KIT-E2E-MATHS', title: 'Square Ruled Maths Notebook, 172 Pages' },
};

function csvFile(name: string, lines: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-kits-')), name);
  fs.writeFileSync(file, ['\ufeff' + lines[0], ...lines.slice(1), ''].join('\r\n'));
  return file;
}

async function giveSkus(owner: Page) {
  const rows = Object.values(ITEMS).map(({ sku, title }) => `${sku},"${title}",,,,,,`);
  await owner.goto('/dashboard/import-books');
  await owner
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('skus.csv', ['sku,title,category,oldPrice,newPrice,count,trending,description', ...rows]),
    );
  await expect(owner.getByRole('table', { name: /Rows of skus\.csv/ })).toBeVisible();
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner.getByText(/^Import done:/)).toBeVisible();
}

/** What the shop's API says of the published kit now: each line's item, with the units left. */
async function publishedKit(school: string, className: string): Promise<KitView> {
  const query = new URLSearchParams({ school, className });
  const { kits } = (await (await fetch(`${E2E_BASE_URL}/api/kits?${query}`)).json()) as {
    kits: KitSummary[];
  };
  expect(kits).toHaveLength(1);
  return (await (await fetch(`${E2E_BASE_URL}/api/kits/${kits[0]!._id}`)).json()) as KitView;
}

const money = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

const stockOf = (kit: KitView, title: string) =>
  kit.lines.find((line) => line.item?.title === title)!.item!.stock!;

test('when the owner imports a two-class list and publishes it, then a parent at 360 px orders Class 5 without one optional item, the desk packs it as one bag, and the stock drops by the list', async ({
  page,
  browser,
}) => {
  const school = `Sunrise Public School ${Date.now().toString(36)}`;
  const year = academicYearOf(new Date());
  const owner = await (await browser.newContext()).newPage();
  await logInAsOwner(owner);
  await giveSkus(owner);

  // The school's printed list, two classes, as the owner types it into a spreadsheet.
  await owner.goto('/dashboard/kits/import');
  await owner
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('lists.csv', [
        'school,class,academicYear,sku,quantity,optional',
        `${school},Class 5,${year},${ITEMS.notebooks.sku},2,no`,
        `${school},Class 5,${year},${ITEMS.drawing.sku},1,no`,
        `${school},Class 5,${year},${ITEMS.pencils.sku},1,no`,
        `${school},Class 5,${year},${ITEMS.sketchPens.sku},1,yes`,
        `${school},Class 5,${year},${ITEMS.erasers.sku},1,yes`,
        `${school},Class 6,${year},${ITEMS.maths.sku},3,no`,
        `${school},Class 6,${year},${ITEMS.pencils.sku},1,no`,
      ]),
    );
  const kitsReport = owner.getByRole('table', { name: 'Kits lists.csv would create or replace' });
  await expect(kitsReport.getByRole('row', { name: /Class 5/ })).toContainText('Create');
  await expect(kitsReport.getByRole('row', { name: /Class 6/ })).toContainText('Create');
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner.getByText('2 kits created, 0 replaced.')).toBeVisible();

  // Imported kits wait unpublished until the owner has looked at them.
  await owner.getByRole('link', { name: 'Go to the kits' }).click();
  await owner.getByLabel('Search kits').fill(school);
  const class5 = owner.getByRole('region', { name: `Class 5, ${school}` });
  await expect(class5).toContainText('Not published');
  await class5.getByRole('link', { name: `Edit Class 5, ${school}, ${year}` }).click();
  await owner.getByLabel('Published').check();
  await owner.getByRole('button', { name: 'Save kit' }).click();
  await expect(owner.getByText('Kit saved').first()).toBeVisible();
  const before = await publishedKit(school, 'Class 5');

  // A parent on a phone: the school, the class, one optional item left out.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Choose your class' }).click();
  await page.getByRole('combobox', { name: 'School' }).selectOption(school);
  await page.getByText('Class 5', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: ITEMS.notebooks.title })).toBeDisabled();
  const price = page.getByTestId('kit-price');
  await expect(price).toHaveText(money(before.priceWithAllOptional));
  await page.getByRole('checkbox', { name: ITEMS.sketchPens.title }).uncheck();
  const sketchPens = before.lines.find((line) => line.item?.title === ITEMS.sketchPens.title)!;
  await expect(price).toHaveText(
    money((Math.round(before.priceWithAllOptional * 100) - Math.round(sketchPens.item!.price * 100)) / 100),
  );
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}kits-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kit added to cart' })).toBeVisible();

  await signInThroughUi(page, await emailCustomer());
  await page.goto('/cart');
  await expect(page.getByText(`Class 5, ${school}`).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}kits-cart-360.png`, fullPage: true });
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckoutForm(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Place an Order' }).click();
  await acceptDialog(page, 'Confirmed Order');
  await expect(page.getByText(`Class 5, ${school}`).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}kits-orders-360.png`, fullPage: true });
  const pickupCode = (await page
    .getByRole('region', { name: 'Pickup code' })
    .first()
    .locator('.font-mono')
    .first()
    .textContent())!.trim();

  // The desk's printed pick list packs the kit as one bag, under the class and school.
  await owner.goto('/dashboard/view-orders');
  await owner.emulateMedia({ media: 'print' });
  const bag = owner.getByRole('region', { name: `Bag ${pickupCode}` });
  const kitBag = bag.getByRole('list', { name: `Bag: Class 5, ${school}` });
  await expect(kitBag).toBeVisible();
  await expect(kitBag).toContainText(`2 × ${ITEMS.notebooks.title}`);
  await expect(kitBag).toContainText(ITEMS.erasers.title);
  await expect(kitBag).not.toContainText(ITEMS.sketchPens.title);

  // Each chosen item left the shelf by the list's quantity; the one left out did not.
  const after = await publishedKit(school, 'Class 5');
  for (const [item, quantity] of [
    [ITEMS.notebooks, 2],
    [ITEMS.drawing, 1],
    [ITEMS.pencils, 1],
    [ITEMS.erasers, 1],
    [ITEMS.sketchPens, 0],
  ] as const) {
    expect(stockOf(after, item.title), item.title).toBe(stockOf(before, item.title) - quantity);
  }
});
