import { expect, test } from '@playwright/test';
import { acceptDialog, newCustomerEmail, serveGapiStandIn } from './support';

test('when a customer signs in with Google through the emulator popup, then they are signed in', async ({
  page,
  context,
}) => {
  // No internet here: a local stand-in replaces only Google's api.js loader (see serveGapiStandIn).
  await serveGapiStandIn(context);
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  // The emulator's stand-in for Google's account chooser.
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(newCustomerEmail());
  await popup.locator('#display-name-input').fill('Meera Iyer');
  await popup.locator('#sign-in').click();
  await acceptDialog(page, 'Login successful!');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
