import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_EMULATOR_HOST, E2E_FIREBASE_PROJECT, SCREENSHOT_DIR } from './environment';

export const newCustomerEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.in`;
export const CUSTOMER_PASSWORD = 'secret-pass-123';

/** A fresh Indian mobile number: the emulator keeps accounts, so each run signs up anew. */
export const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The last code the Auth emulator "sent by SMS" to this number. */
export async function smsCode(mobile: string): Promise<string> {
  const answer = await fetch(
    `http://${E2E_EMULATOR_HOST}/emulator/v1/projects/${E2E_FIREBASE_PROJECT}/verificationCodes`,
  );
  const { verificationCodes } = (await answer.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((sent) => sent.phoneNumber === `+91${mobile}`).at(-1)?.code;
  if (!code) throw new Error(`No code was sent to +91${mobile}`);
  return code;
}

/** Waits for a sweetalert2 dialog with this title and presses its confirm button. */
export async function acceptDialog(page: Page, title: string | RegExp): Promise<void> {
  const dialog = page.locator('.swal2-popup');
  await expect(dialog.locator('.swal2-title')).toHaveText(title);
  await dialog.locator('.swal2-confirm').click();
  // The next dialog may replace this one in the same popup, so wait for the title, not the popup, to go.
  await expect(page.locator('.swal2-popup .swal2-title', { hasText: title })).toHaveCount(0);
}

/**
 * The test machine has no internet, so Google's script loader (api.js) is answered with a small local
 * stand-in for every page, popup and iframe in the context. Only that loader is replaced: the Firebase
 * SDK, the emulator's popup and its sign-in are real.
 */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({
      path: path.join(import.meta.dirname, 'gapi-stand-in.js'),
      contentType: 'application/javascript',
    }),
  );
}

export async function registerThroughUi(page: Page, email = newCustomerEmail()): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await acceptDialog(page, 'User registered successfully!');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return email;
}

/**
 * Signs a customer who already has an account in on /login, by e-mail and password, as a returning
 * customer does; the page is left where the sign-in sends them.
 */
export async function signInThroughUi(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await acceptDialog(page, 'Login successful!');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Puts the `index`th item of All Products into the cart. */
export async function addToCart(page: Page, index = 0): Promise<void> {
  await page.goto('/all-products');
  const card = page.locator('main article').nth(index);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('link', { name: 'In cart · View cart' })).toBeVisible();
}

/** Places the order the checkout holds; answers its pickup code, as the orders page shows it. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place an Order' }).click();
  await acceptDialog(page, 'Confirmed Order');
  await expect(page).toHaveURL(/\/orders$/);
  const code = (await page
    .getByRole('region', { name: 'Pickup code' })
    .first()
    .locator('.font-mono')
    .first()
    .textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return code;
}

/**
 * Unfolds the checkout's address on the bill (prefilled, so a pickup need not open it), whose
 * summary reads `summary` in the language shown.
 */
export async function openBillAddress(page: Page, summary = 'Address on your bill'): Promise<void> {
  const fold = page.locator('details').filter({ hasText: summary });
  if (!(await fold.evaluate((details) => (details as HTMLDetailsElement).open)))
    await fold.getByText(summary).click();
  await expect(fold).toHaveAttribute('open');
}

/** Every field of the checkout typed, the address on the bill included. */
export async function fillCheckoutForm(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Phone Number').fill('9876543210');
  await openBillAddress(page);
  await page.getByLabel('Address', { exact: true }).fill('14 Civil Lines');
  await page.getByLabel('City').fill('Nagpur');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('Zipcode').fill('440001');
}

/** Signs a new customer up with a mobile number on /login, the code read from the emulator's "SMS". */
export async function signUpByPhone(page: Page, mobile = newMobile()): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await smsCode(mobile));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await acceptDialog(page, 'User registered successfully!');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return mobile;
}

/**
 * Full-page screenshots for review at a phone's and a laptop's width, `<name>-360.png` and
 * `<name>-1280.png`; the page is left at 1280 px.
 */
export async function shootAtWidths(page: Page, name: string, height = 900): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    // A full-page shot of a scrolled page paints the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${width}.png`, fullPage: true });
  }
}

/** The link of `kind` the Auth emulator "mailed" to `email`, if it did. */
export async function mailedLink(
  email: string,
  kind: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string | undefined> {
  const codes = await fetch(
    `http://${E2E_EMULATOR_HOST}/emulator/v1/projects/${E2E_FIREBASE_PROJECT}/oobCodes`,
  );
  const { oobCodes } = (await codes.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes.find((code) => code.email === email && code.requestType === kind)?.oobLink;
}

/** Opens the verification link the Auth emulator "mailed" to `email`, as the customer would. */
export async function openVerificationLink(email: string): Promise<void> {
  const link = await mailedLink(email, 'VERIFY_EMAIL');
  if (!link) throw new Error(`No verification link was sent to ${email}`);
  const opened = await fetch(link);
  if (!opened.ok) throw new Error(`The verification link answered ${opened.status}`);
}

/**
 * Printing and new windows as the page would use them, kept instead of done: `window.printed` says
 * a print was asked for, `window.opened` the last address a link or button opened.
 */
export async function keepPrintsAndOpens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = 1;
    };
    window.open = (url) => {
      (window as unknown as { opened: string }).opened = String(url);
      return null;
    };
  });
}
