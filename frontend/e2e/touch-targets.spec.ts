import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsOwner } from './admin-support';
import { emailCustomer } from './customers';
import { signInThroughUi } from './support';

const PHONE = { width: 360, height: 740 };
const MIN = 44;

/** The first dozen controls this locator finds (the rest repeat them), those under 44 × 44 px named with their size. */
async function tooSmall(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of (await targets.all()).slice(0, 12)) {
    if (!(await target.isVisible())) continue;
    const box = (await target.boundingBox())!;
    if (box.width < MIN - 0.5 || box.height < MIN - 0.5) {
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
      small.push(
        `${name || (await target.evaluate((element) => element.outerHTML.slice(0, 80)))} ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
  }
  return small;
}

async function addTwoToCart(page: Page): Promise<void> {
  await page.goto('/all-products');
  const cards = page.locator('main article');
  await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
  await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
}

test('when a customer uses the shop on a 360 px phone, then header icons, cart steppers, Remove and the terms tick box are at least 44 × 44 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, await emailCustomer());
  await addTwoToCart(page);
  expect(
    await tooSmall(page.locator('header').getByRole('link').or(page.locator('header').getByRole('button'))),
  ).toEqual([]);

  await page.goto('/cart');
  const cart = page.locator('main');
  await expect(cart.getByRole('button', { name: /^Increase quantity/ }).first()).toBeVisible();
  expect(
    await tooSmall(
      cart
        .getByRole('button', { name: /quantity of/ })
        .or(cart.getByRole('button', { name: /^Remove/ }))
        .or(cart.getByRole('link', { name: 'Checkout' })),
    ),
  ).toEqual([]);

  await page.goto('/checkout');
  const terms = page.locator('label').filter({ has: page.getByRole('checkbox') });
  await expect(terms).toBeVisible();
  expect(await tooSmall(terms)).toEqual([]);
});

test('when the owner works the catalogue and the desk on a 360 px phone, then the stock and desk buttons are at least 44 × 44 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsOwner(page);
  await page.goto('/dashboard/manage-books');
  const list = page.locator('main');
  await expect(list.getByRole('button', { name: /^Received/ }).first()).toBeVisible();
  expect(
    await tooSmall(
      list
        .getByRole('button', { name: /^(Received|Set to|Delete)/ })
        .or(list.getByRole('link', { name: /^Edit / })),
    ),
  ).toEqual([]);
  await page.goto('/dashboard/view-orders');
  await expect(page.getByRole('heading', { name: 'Today at the counter' })).toBeVisible();
  expect(
    await tooSmall(page.locator('main').getByRole('button').or(page.locator('main').getByRole('tab'))),
  ).toEqual([]);
});
