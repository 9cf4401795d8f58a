import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { api, makeItem, openTheDay } from './bill-support';
import { keepPrintsAndOpens, newMobile } from './support';

/** The counter's PIN sign-in on this browser: the device the owner opened, stored as the app keeps it. */
async function openCounterDevice(page: Page, token: string) {
  const { device, key } = await api<{ device: { _id: string; name: string }; key: string }>(
    token,
    'POST',
    '/staff/devices',
    { name: 'Accounts till' },
  );
  const stored = JSON.stringify({ id: device._id, name: device.name, key });
  await page.addInitScript((value) => localStorage.setItem('counterDevice', value), stored);
}

/**
 * The days behind the app's back: each of the customer's entries moved back a day (the payment is
 * taken the day after), the first sale back forty, so its bill is a month and more old.
 */
function ageEntries(customerId: string, firstSaleId: string) {
  const db = new Database(process.env.E2E_DATABASE_PATH!);
  try {
    const back = (days: number) =>
      db.prepare(
        `UPDATE account_entries SET date = date(date, '-${days} days'),
           at = strftime('%Y-%m-%dT%H:%M:%fZ', at, '-${days} days') WHERE customer_id = ? AND order_id = ?`,
      );
    for (const { order_id: orderId } of db
      .prepare('SELECT order_id FROM account_entries WHERE customer_id = ?')
      .all(customerId) as { order_id: string }[]) {
      back(orderId === firstSaleId ? 40 : 1).run(customerId, orderId);
    }
  } finally {
    db.close();
  }
}

async function scan(page: Page, code: string, times: number) {
  for (let n = 0; n < times; n++) {
    await page.getByRole('combobox', { name: /Scan a barcode/ }).focus();
    await page.keyboard.type(code, { delay: 4 });
    await page.keyboard.press('Enter');
  }
}

test('when a regular buys on account at the counter, then part cash and the rest owed, a manager lets the next sale past the limit, the owner takes a payment the next day, prints the statement, sends the reminder and reads the ageing', async ({
  page,
}) => {
  const token = await ownerToken(600);
  const suffix = randomInt(0, 1e6);
  const [cashier, manager, school] = [`Meena ${suffix}`, `Ravi ${suffix}`, `Sunrise School ${suffix}`];
  const mobile = newMobile();
  const item = await makeItem(token, { category: 'penandpencil', oldPrice: 100, newPrice: 100 });
  const customer = await api<{ _id: string }>(token, 'POST', '/customers', {
    name: school,
    phone: mobile,
    creditLimit: 500,
  });
  await api(token, 'POST', '/staff', { name: cashier, role: 'cashier', pin: '2468' });
  await api(token, 'POST', '/staff', { name: manager, role: 'manager', pin: '1357' });
  await openTheDay(token);
  await openCounterDevice(page, token);
  await keepPrintsAndOpens(page);

  // The cashier finds the school by a few digits of its number and sells three, part cash.
  await page.goto('/admin');
  await page.getByRole('radio', { name: `${cashier} (Cashier)` }).check();
  await page.getByLabel('PIN', { exact: true }).fill('2468');
  await page.getByRole('button', { name: 'Sign in with PIN' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
  await scan(page, item.code, 3);
  await page.getByLabel('Customer (on account)').fill(mobile.slice(-6));
  await page.getByRole('button', { name: `${school} · +91${mobile}` }).click();
  await expect(page.getByRole('group', { name: 'Customer (on account)' })).toContainText(
    'owes ₹0.00 (limit ₹500.00)',
  );
  await page.getByLabel('Split the payment').check();
  await page.getByLabel('Cash (₹)').fill('100');
  await page.getByLabel('On account (₹)').fill('200');
  await page.getByRole('button', { name: 'Complete' }).click();
  const first = page.getByText(/^Sale No\. \d+ completed: ₹300\.00/);
  await expect(first).toBeVisible();
  const { sales } = await api<{ sales: { _id: string; number: number }[] }>(token, 'GET', '/counter/sales');
  const firstNumber = Number((await first.textContent())!.match(/No\. (\d+)/)![1]);
  const firstSale = sales.find((sale) => sale.number === firstNumber)!;

  // Four more on account would pass the limit: the manager's PIN lets this sale through.
  await scan(page, item.code, 4);
  await page.getByLabel('Customer (on account)').fill(mobile.slice(-6));
  await page.getByRole('button', { name: `${school} · +91${mobile}` }).click();
  await page.getByRole('radio', { name: 'On account' }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  const approval = page.getByRole('dialog', { name: "A manager's approval" });
  await approval.getByRole('radio', { name: manager }).check();
  await approval.getByLabel("Manager's PIN").fill('1357');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Sale No\. \d+ completed: ₹400\.00/)).toBeVisible();

  // The next day the owner takes a payment against the account and prints its receipt.
  ageEntries(customer._id, firstSale._id);
  await page.getByRole('button', { name: 'Logout' }).click();
  await logInAsOwner(page);
  await page.goto('/dashboard/customers');
  await page.getByLabel('Name, mobile number or GSTIN').fill(mobile.slice(-6));
  const row = page
    .getByRole('table', { name: 'Customers', exact: true })
    .getByRole('row', { name: new RegExp(school) });
  await expect(row).toContainText('₹600.00');
  await row.getByRole('button', { name: /^Account/ }).click();
  const account = page.getByRole('region', { name: `Account of ${school}` });
  await expect(account).toContainText('Owes ₹600.00');
  await account.getByRole('button', { name: 'Take payment' }).click();
  const paying = page.getByRole('dialog', { name: `Payment from ${school}` });
  await paying.getByLabel('Amount (₹)').fill('150');
  await paying.getByRole('button', { name: 'Take payment' }).click();
  const receipt = account.getByRole('article', { name: /^Receipt SB\/RV\d\d-\d\d\/\d+$/ });
  await expect(receipt).toContainText('Balance after this payment: ₹450.00');

  // The statement prints; the reminder opens WhatsApp to the school's number.
  await account.getByRole('button', { name: 'Statement' }).click();
  const statement = account.getByRole('article', { name: `Statement of ${school}` });
  await expect(statement).toContainText('Closing balance: ₹450.00');
  await statement.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await account.getByRole('button', { name: 'Send reminder' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { opened?: string }).opened))
    .toMatch(new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));

  // The receivables: what is left of the old bill is 31-60 days old, the new one under 30.
  await page.goto('/dashboard/reports');
  const receivables = page.getByRole('table', { name: /^What customers owe on / });
  await expect(receivables.getByRole('row', { name: new RegExp(school) })).toHaveText(
    `${school}₹450.00₹400.00₹50.00₹0.00₹0.00`,
  );
});
