import { expect, test } from '@playwright/test';

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
