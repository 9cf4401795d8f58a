import { expect, test } from '@playwright/test';
import { registerThroughUi, shootAtWidths as shoot } from './support';

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

  await registerThroughUi(page);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place an Order' })).toBeVisible();
  await shoot(page, 'checkout');
});

test('when a phone holds a long cart, then Checkout stays in reach and each added card offers View cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/all-products');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  for (let index = 0; index < 6; index++) {
    await cards.nth(index).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cards.nth(index).getByRole('link', { name: 'In cart · View cart' })).toBeVisible();
  }
  await cards.first().getByRole('link', { name: 'In cart · View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const checkout = page.getByRole('link', { name: 'Checkout' });
  await expect(checkout).toBeInViewport();
  const box = await checkout.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('heading', { name: 'Shopping cart' }).scrollIntoViewIfNeeded();
  await expect(checkout).toBeInViewport();
});

test('when All Products opens on a 360 px phone, then two columns of cards at most 300 px tall put four or more in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/all-products');
  const cards = page.locator('main ul > li > article');
  await expect(cards.first()).toBeVisible();
  const boxes = await Promise.all((await cards.all()).slice(0, 6).map((card) => card.boundingBox()));
  const inFirstScreen = boxes.filter((box) => box && box.y < 740);
  expect(inFirstScreen.length).toBeGreaterThanOrEqual(4);
  for (const box of boxes) expect(box!.height).toBeLessThanOrEqual(300);
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  // The title is said once; the category and order wait behind Filters.
  await expect(page.getByLabel('Category')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByLabel('Category')).toBeVisible();
});
