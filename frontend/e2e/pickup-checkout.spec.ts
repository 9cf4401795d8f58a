import { expect, test, type Page } from '@playwright/test';
import type { OrderView, ShopInfo } from '@shop/backend/contract';
import { ownerToken } from './admin-support';
import { api } from './bill-support';
import { emailCustomer } from './customers';
import { E2E_BASE_URL } from './environment';
import {
  addToCart,
  openBillAddress,
  placeOrder,
  shootAtWidths,
  signInThroughUi,
  signUpByPhone,
} from './support';

/** The order as the shop stored it, read through the owner's API. */
async function storedOrder(pickupCode: string): Promise<OrderView> {
  const token = await ownerToken(300);
  const orders = await api<OrderView[]>(token, 'GET', `/orders/allorders?q=${pickupCode}`);
  const order = orders.find((candidate) => candidate.pickupCode === pickupCode);
  if (!order) throw new Error(`No order ${pickupCode} at the desk`);
  return order;
}

/** An Indian mobile number's ten digits, however it is written (+91, spaces). */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const billAddress = (page: Page) => page.locator('details').filter({ hasText: 'Address on your bill' });

test('when a customer orders a pickup at 360 px, then a name, a phone and the terms place it with the shop’s town on the bill, and the next order starts from the last one’s address', async ({
  page,
}) => {
  const { locality } = (await (await fetch(`${E2E_BASE_URL}/api/shop`)).json()) as ShopInfo;
  expect(locality.zipcode).toMatch(/^\d{6}$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await addToCart(page);
  await signInThroughUi(page, await emailCustomer());

  // A first order: the address on the bill is the shop's town, folded; nothing of it is typed.
  await page.goto('/checkout');
  const fold = billAddress(page);
  await expect(fold).toContainText(
    `${locality.city}, ${locality.state} ${locality.zipcode}, ${locality.country}`,
  );
  await expect(fold).not.toHaveAttribute('open');
  await expect(page.getByLabel('City')).toBeHidden();
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Phone Number').fill('9876501234');
  await page.getByRole('checkbox').check();
  await shootAtWidths(page, 'checkout-pickup');
  await page.setViewportSize({ width: 360, height: 740 });
  const first = await storedOrder(await placeOrder(page));
  expect(first.name).toBe('Asha Rao');
  expect(tenDigits(first.phone)).toBe('9876501234');
  expect(first.address).toMatchObject({
    city: locality.city,
    state: locality.state,
    country: locality.country,
    zipcode: locality.zipcode,
  });
  expect(first.address.street ?? '').toBe('');

  // A second order with a street and another town, for the bill: the street line is optional.
  await addToCart(page, 1);
  await page.goto('/checkout');
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
  await openBillAddress(page);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
  await page.getByLabel('Address', { exact: true }).fill('14 Civil Lines');
  await page.getByLabel('City').fill('Kamptee');
  await page.getByLabel('Zipcode').fill('441001');
  await page.getByRole('checkbox').check();
  const second = await storedOrder(await placeOrder(page));
  expect(second.address).toMatchObject({ street: '14 Civil Lines', city: 'Kamptee', zipcode: '441001' });

  // The third starts from the second: only the terms are left to tick.
  await addToCart(page, 2);
  await page.goto('/checkout');
  await expect(billAddress(page)).toContainText(
    `14 Civil Lines, Kamptee, ${locality.state} 441001, ${locality.country}`,
  );
  await expect(page.getByLabel('Phone Number')).toHaveValue(/9876501234$/);
  await page.getByRole('checkbox').check();
  const third = await storedOrder(await placeOrder(page));
  expect(third.address).toMatchObject({ street: '14 Civil Lines', city: 'Kamptee', zipcode: '441001' });
});

test('when a customer signed in by phone checks out at 360 px, then the verified number is the order’s, shown once, and “Use another number” takes someone else’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = await signUpByPhone(page);
  const shown = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  await addToCart(page);

  await page.goto('/checkout');
  await expect(page.getByLabel('Mobile number (verified)')).toHaveValue(shown);
  await expect(page.getByLabel('Phone Number')).toHaveCount(0);
  // Once on the screen: nowhere else is the number repeated or asked for.
  await expect(page.locator('main input[type="tel"]')).toHaveCount(1);
  await page.getByLabel('Full Name').fill('Ravi Kulkarni');
  await page.getByRole('checkbox').check();
  await shootAtWidths(page, 'checkout-phone');
  await page.setViewportSize({ width: 360, height: 740 });
  const own = await storedOrder(await placeOrder(page));
  expect(tenDigits(own.phone)).toBe(mobile);
  expect(own.verifiedPhone).toBe(`+91${mobile}`);

  // Someone else collects: their number, typed into an empty field that has the focus.
  await addToCart(page, 1);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Use another number' }).click();
  const other = page.getByLabel('Phone Number');
  await expect(other).toBeFocused();
  await expect(other).toHaveValue('');
  await other.fill('9123401234');
  await expect(page.getByRole('button', { name: 'Use another number' })).toHaveCount(0);
  await page.getByRole('checkbox').check();
  const collected = await storedOrder(await placeOrder(page));
  expect(tenDigits(collected.phone)).toBe('9123401234');
  expect(collected.verifiedPhone).toBe(`+91${mobile}`);
});
