import { expect, test } from '@playwright/test';
import { emailCustomer } from '../customers';
import { shootAtWidths as shoot, signInThroughUi } from '../support';

test('when the main screens render at 360 and 1280 px, then screenshots are written for review', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Sellers' })).toBeVisible();
  await shoot(page, 'home');

  await page.goto('/all-products');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await shoot(page, 'all-products');

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).nth(1).click();
  await page.locator('.swal2-toast').waitFor({ state: 'detached' });
  await page.locator('main a[href^="/books/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'detail');

  await page.goto('/cart');
  await shoot(page, 'cart');

  await signInThroughUi(page, await emailCustomer());
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place an Order' })).toBeVisible();
  await shoot(page, 'checkout');
});
