import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { academicYearOf } from '@shop/backend/contract';
import { ownerToken } from './admin-support';
import { api } from './bill-support';
import { E2E_BASE_URL, SCREENSHOT_DIR } from './environment';
import { shootAtWidths } from './support';

const PHONE = { width: 360, height: 640 };

/** A published Class 5 list of five seeded items, two of them optional, 10% off. */
async function publishKit(school: string): Promise<void> {
  const token = await ownerToken(300);
  const books = (await (await fetch(`${E2E_BASE_URL}/api/books?limit=5`)).json()) as { _id: string }[];
  await api(token, 'POST', '/kits', {
    title: `${school} Class 5`,
    school,
    className: 'Class 5',
    academicYear: academicYearOf(new Date()),
    lines: books.map((book, index) => ({ productId: book._id, quantity: 1 + index, optional: index > 2 })),
    pricing: { mode: 'percentOff', percent: 10 },
    published: true,
    notes: '',
  });
}

/** What the phone's screen shows of the kit: the header and the buy bar, the title and the first item. */
async function firstScreen(page: Page, school: string) {
  const title = page.getByRole('heading', { name: `Class 5, ${school}` });
  await expect(title).toBeVisible();
  const firstItem = page.getByRole('group', { name: 'The list' }).getByRole('listitem').first();
  const [header, bar, titleBox, itemBox] = await Promise.all([
    page.locator('header').first().boundingBox(),
    page.getByTestId('kit-buy-bar').boundingBox(),
    title.boundingBox(),
    firstItem.boundingBox(),
  ]);
  return { header: header!, bar: bar!, title: titleBox!, item: itemBox! };
}

/** The title and the first item lie whole between the sticky header and the buy bar. */
function expectKitInView({ header, bar, title, item }: Awaited<ReturnType<typeof firstScreen>>) {
  const top = header.y + header.height;
  expect(title.y).toBeGreaterThanOrEqual(top);
  expect(item.y).toBeGreaterThanOrEqual(top);
  expect(item.y + item.height).toBeLessThanOrEqual(bar.y);
}

test('when a parent opens a kit on a 360 × 640 phone, then the header and the buy bar take at most a third of the screen, the title and first items show, and adding does not grow the bar', async ({
  page,
}) => {
  const school = `Little Flower School ${Date.now().toString(36)}`;
  await publishKit(school);
  await page.setViewportSize(PHONE);

  // Arriving by a shared link.
  await page.goto(`/kits?school=${encodeURIComponent(school)}&class=Class+5`);
  const before = await firstScreen(page, school);
  expect(before.header.height + before.bar.height).toBeLessThanOrEqual(PHONE.height / 3);
  expect(before.bar.y + before.bar.height).toBeLessThanOrEqual(PHONE.height + 1);
  expectKitInView(before);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}kit-phone-arrival-360x640.png` });

  // Adding says so in the bar, whose button now leads to the cart, at the same height.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const bar = page.getByTestId('kit-buy-bar');
  await expect(bar.getByRole('link', { name: 'View cart' })).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('Kit added to cart');
  expect((await bar.boundingBox())!.height).toBe(before.bar.height);
  await page.locator('.swal2-toast').waitFor({ state: 'detached' });
  await page.screenshot({ path: `${SCREENSHOT_DIR}kit-phone-added-360x640.png` });
  // Another choice is another kit to add.
  await page.getByRole('checkbox', { disabled: false }).first().uncheck();
  await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect((await bar.boundingBox())!.height).toBe(before.bar.height);
  await shootAtWidths(page, 'kit');

  // Arriving by choosing the school and the class.
  await page.setViewportSize(PHONE);
  await page.goto('/kits');
  await page.getByRole('combobox', { name: 'School' }).selectOption(school);
  await page.getByText('Class 5', { exact: true }).click();
  expectKitInView(await firstScreen(page, school));
});
