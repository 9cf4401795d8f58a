import { expect, test } from '@playwright/test';
import {
  acceptDialog,
  fillCheckoutForm,
  mailedLink,
  openVerificationLink,
  registerThroughUi,
} from './support';

test('when a customer browses, fills a cart, registers and checks out, then the order shows in orders and dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Sellers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();

  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/all-products/);
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await page.getByLabel(/category/i).selectOption('colors');
  await expect(page.getByRole('link', { name: 'Wax Crayons, 12 Shades' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blue Ball Pen, 0.7 mm (Pack of 10)' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Wax Crayons, 12 Shades' }).first().click();
  await expect(page).toHaveURL(/\/books\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wax Crayons, 12 Shades' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('.swal2-toast .swal2-title')).toHaveText('Product Added to the Cart');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await acceptDialog(page, 'Already Added to the Cart');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const email = await registerThroughUi(page);
  await page.goto('/cart');
  await expect(page.getByText('Wax Crayons, 12 Shades')).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Email Address')).toHaveValue(email);

  await fillCheckoutForm(page);
  const placeOrder = page.getByRole('button', { name: 'Place an Order' });
  await expect(placeOrder).toBeDisabled();
  await page.getByRole('checkbox').check();
  await placeOrder.click();
  await acceptDialog(page, 'Confirmed Order');
  await expect(page).toHaveURL(/\/orders$/);
  // The order just placed stands first: its code, what happens next, where and when to collect.
  const justPlaced = page.getByRole('region', { name: /^Your order [A-Z0-9]{6}$/ });
  await expect(justPlaced).toBeInViewport();
  await expect(justPlaced.getByRole('img', { name: /^QR code of pickup code / })).toBeVisible();
  await expect(justPlaced.getByText("We'll tell you when it's ready", { exact: false })).toBeVisible();
  await expect(justPlaced.getByRole('region', { name: 'Collect from the shop' })).toContainText(
    'Open Mon-Sat',
  );
  await expect(justPlaced.getByRole('region', { name: 'Collect from the shop' })).toContainText('MG Road');
  await expect(page.getByText('Wax Crayons, 12 Shades')).toBeVisible();
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Your Recent Orders' })).toBeVisible();
  await expect(page.getByText('Wax Crayons, 12 Shades')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The link opens elsewhere; coming back to the tab is enough for the dashboard to know.
  const verifyNote = page.getByRole('note');
  await expect(verifyNote).toContainText('verify your e-mail to be told when your order is ready');
  await openVerificationLink(email);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(verifyNote).toHaveCount(0);
});

test('when a customer has forgotten the password, then Forgot password? has the reset link mailed to the e-mail typed', async ({
  page,
}) => {
  const email = await registerThroughUi(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Leaving before Firebase has forgotten the session would sign the customer back in on /login.
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `A link to set a new password is on its way to ${email}.`,
  );
  expect(await mailedLink(email, 'PASSWORD_RESET')).toMatch(/mode=resetPassword/);
});
