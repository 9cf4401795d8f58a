import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './environment';
import { acceptDialog, newMobile, openBillAddress, smsCode } from './support';

/** A customer catalog as the storefront shows it: every JSON file of that language, merged. */
function catalog(language: 'en' | 'hi'): Record<string, string> {
  const folder = path.join(import.meta.dirname, '../src/i18n/locales', language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))),
  );
}
const hi = catalog('hi');
const en = catalog('en');

async function shootHindi(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}hi-${name}-360.png`, fullPage: true });
}

test('when a customer signs in with a phone number and orders in Hindi at 360 px, then the order and its pickup code read in Hindi, and English shows the specification’s texts', async ({
  page,
}) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: hi['language.switchTo'] })).toBeVisible();
  // The self-hosted Devanagari font comes once the Hindi screen is drawn (and never on an English one).
  const devanagariDeclared = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Devanagari')));
  await expect.poll(devanagariDeclared, { timeout: 10_000 }).toBe(true);
  await shootHindi(page, 'home');

  await page.goto('/all-products');
  const firstCard = page.locator('main article').first();
  await firstCard.getByRole('button', { name: hi['catalogue.card.addToCart'] }).click();
  await expect(page.locator('.swal2-toast .swal2-title')).toHaveText(hi['cart.addedToast']!);
  await expect(firstCard.getByRole('link', { name: hi['catalogue.card.inCart'] })).toBeVisible();
  await shootHindi(page, 'all-products');
  await firstCard.locator('a[href^="/books/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shootHindi(page, 'product');

  // Phone sign-in: +91 filled in, the code read from the emulator's "SMS".
  const mobile = newMobile();
  await page.goto('/login');
  await shootHindi(page, 'login');
  await page.getByRole('button', { name: hi['account.phone.continue'] }).click();
  await page.getByLabel(hi['account.phone.numberLabel']!).fill(mobile);
  await page.getByRole('button', { name: hi['account.phone.send'] }).click();
  const codeField = page.getByLabel(hi['account.phone.codeLabel']!);
  await expect(codeField).toBeVisible();
  await codeField.fill('000000');
  await page.getByRole('button', { name: hi['account.phone.verify'] }).click();
  await expect(page.getByText(hi['account.phone.failure.wrongCode']!)).toBeVisible();
  await codeField.fill(await smsCode(mobile));
  await page.getByRole('button', { name: hi['account.phone.verify'] }).click();
  await acceptDialog(page, hi['account.register.success']!);

  await page.goto('/cart');
  await shootHindi(page, 'cart');
  await page.getByRole('link', { name: hi['cart.checkout'] }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // No e-mail is asked for: the read-only field shows the number the code proved.
  await expect(page.getByLabel(hi['account.verifiedPhone.label']!)).toHaveValue(
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
  );
  // Nor the number again: the verified one is the order's, unless someone else collects.
  await expect(page.getByLabel(hi['checkout.field.phone']!, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: hi['checkout.phone.useAnother'] })).toBeVisible();
  await page.getByLabel(hi['checkout.field.name']!).fill('सुनीता शर्मा');
  await openBillAddress(page, hi['checkout.billAddress.summary']);
  await page.getByLabel(hi['checkout.field.address']!, { exact: true }).fill('14 सिविल लाइन्स');
  await page.getByLabel(hi['checkout.field.city']!).fill('नागपुर');
  await page.getByLabel(hi['checkout.field.country']!).fill('India');
  await page.getByLabel(hi['checkout.field.state']!).fill('Maharashtra');
  await page.getByLabel(hi['checkout.field.zipcode']!).fill('440001');
  await page.getByRole('checkbox').check();
  await shootHindi(page, 'checkout');
  await page.getByRole('button', { name: hi['checkout.placeOrder'] }).click();
  await acceptDialog(page, hi['checkout.placedTitle']!);

  await expect(page).toHaveURL(/\/orders$/);
  const justPlaced = page.getByRole('region', {
    name: new RegExp(`^${hi['orders.justPlaced.heading']} [A-Z0-9]{6}$`),
  });
  await expect(justPlaced).toBeInViewport();
  await expect(justPlaced.getByText(hi['orders.justPlaced.label']!)).toBeVisible();
  await expect(justPlaced.getByText(hi['shop.pickupCode.heading']!).first()).toBeVisible();
  const heading = await justPlaced.getByRole('heading').first().textContent();
  const pickupCode = heading!.match(/[A-Z0-9]{6}$/)![0];
  await expect(page.getByText(hi['orders.status.placed']!, { exact: true }).first()).toBeVisible();
  await shootHindi(page, 'orders');

  // The same order in English: the specification's words, and the language remembered.
  await page.getByRole('button', { name: hi['language.switchTo'] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: `Your order ${pickupCode}` })).toBeVisible();
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Sellers' })).toBeVisible();
  await page.waitForLoadState('load');
  // Past the moment a Hindi page declares it: the page has loaded and gone idle twice.
  for (let idle = 0; idle < 2; idle++)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
  expect(await devanagariDeclared()).toBe(false);
  await page.goto('/cart');
  await expect(page.getByText(en['cart.empty']!)).toBeVisible();
});
