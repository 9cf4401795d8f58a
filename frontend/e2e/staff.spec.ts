import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { api, freshEan13, openTheDay } from './bill-support';
import { acceptDialog } from './support';

/** An item counted at 10 with a barcode, for this test alone. */
async function countedItem(token: string, title: string, barcode: string) {
  const [any] = await api<{ coverImage: string }[]>(token, 'GET', '/books?limit=1');
  return api<{ _id: string; title: string }>(token, 'POST', '/books/create-book', {
    ...{ title, description: 'For the staff test', category: 'penandpencil', trending: false },
    ...{ oldPrice: 30, newPrice: 30, coverImage: any!.coverImage, stock: 10, barcode },
  });
}

async function addMember(page: Page, name: string, role: 'Cashier' | 'Manager', pin: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(`${name} is added.`)).toBeVisible();
}

/**
 * A hand edit of the database behind the app's back: the append-only triggers are dropped, one
 * entry's details rewritten, the triggers put back. Answers a function that undoes the edit.
 */
function rewriteAuditEntry(seq: number): () => void {
  const db = new Database(process.env.E2E_DATABASE_PATH!);
  const triggers = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_log'")
    .all() as { sql: string }[];
  const edit = (details: string) => {
    db.exec('DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete;');
    db.prepare('UPDATE audit_log SET details = ? WHERE seq = ?').run(details, seq);
    for (const { sql } of triggers) db.exec(sql);
  };
  const { details } = db.prepare('SELECT details FROM audit_log WHERE seq = ?').get(seq) as {
    details: string;
  };
  edit(details.replace(/"reason":"[^"]*"/, '"reason":"Nothing happened"'));
  return () => {
    edit(details);
    db.close();
  };
}

test('when a cashier voids a sale at a counter, then a manager’s PIN lets it through, the manager’s Z report and the audit log name both, and a row changed by hand shows', async ({
  page,
}) => {
  const token = await ownerToken(600);
  const suffix = randomInt(0, 1e6);
  const [cashier, manager] = [`Meena ${suffix}`, `Ravi ${suffix}`];
  const code = freshEan13();
  await countedItem(token, `Staff test eraser ${suffix}`, code);
  await openTheDay(token);
  // The receipt's print dialog is the browser's; the sheet it prints stays in the page.
  await page.addInitScript(() => {
    window.print = () => {};
  });

  // The owner adds a cashier and a manager, and makes this browser a counter.
  await logInAsOwner(page);
  await page.getByRole('link', { name: 'Staff' }).first().click();
  await addMember(page, cashier, 'Cashier', '2468');
  await addMember(page, manager, 'Manager', '1357');
  // The manager also gets a login for the dashboard away from the counter.
  const managerLogin = { username: `ravi${suffix}`, password: 'floor-walker-1' };
  await page
    .getByRole('row', { name: new RegExp(`^${manager}`) })
    .getByRole('button', { name: /^Dashboard login/ })
    .click();
  const loginDialog = page.getByRole('dialog', { name: `Dashboard login for ${manager}` });
  await loginDialog.getByLabel('Username').fill(managerLogin.username);
  await loginDialog.getByLabel('Password').fill(managerLogin.password);
  await loginDialog.getByRole('button', { name: 'Save the login' }).click();
  await expect(
    page.getByText(`${manager} signs in on the login page as “${managerLogin.username}”.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use this device as a counter' }).click();
  await expect(page.getByText('This device is the counter “Counter 1”.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  // The cashier signs in with their name and PIN, and sees only the counter's screens.
  await page.getByRole('radio', { name: `${cashier} (Cashier)` }).check();
  await page.getByLabel('PIN', { exact: true }).fill('2468');
  await page.getByRole('button', { name: 'Sign in with PIN' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);

  const scanBox = page.getByRole('combobox', { name: /Scan a barcode/ });
  await expect(scanBox).toBeFocused();
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
  const lines = page.getByRole('list', { name: 'Items in this sale' });
  await expect(lines.getByText(`Staff test eraser ${suffix}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Cash tendered (₹)' })).toBeFocused();
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  const done = page.getByText(/^Sale No\. \d+ completed: ₹30\.00 by Cash\.$/);
  await expect(done).toBeVisible();
  const number = (await done.textContent())!.match(/No\. (\d+)/)![1]!;
  await expect(
    page.getByRole('article', { name: `Receipt for Sale No. ${number}`, includeHidden: true }),
  ).toContainText(`Cashier: ${cashier}`);

  // The void asks a manager's PIN on the same screen.
  const day = page.getByRole('region', { name: 'Sales of the day' });
  await day
    .getByRole('article', { name: new RegExp(`^No. ${number} ·`) })
    .getByRole('button', { name: 'Void' })
    .click();
  const voiding = page.getByRole('dialog', { name: `Void sale No. ${number}?` });
  await voiding.getByRole('textbox', { name: 'Reason' }).fill('Rang up twice');
  await voiding.getByRole('button', { name: 'Void sale' }).click();
  const approval = page.getByRole('dialog', { name: "A manager's approval" });
  await approval.getByRole('radio', { name: manager }).check();
  await approval.getByLabel("Manager's PIN").fill('1357');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(day.getByText(`Sale No. ${number} is void.`)).toBeVisible();

  // The day's report names the cashier: the sale they rang up stands no more, and the void is theirs.
  await page.getByRole('link', { name: 'Day' }).first().click();
  const byCashier = page.getByRole('table', { name: 'By cashier' });
  await expect(byCashier.getByRole('row', { name: new RegExp(`^${cashier}`) })).toHaveText(
    `${cashier}0₹0.00₹0.0010 · ₹0.00`,
  );

  // The manager signs in with their password, starts at the counter, and counts and closes the day.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Username').fill(managerLogin.username);
  await page.getByLabel('Password').fill(managerLogin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await acceptDialog(page, 'Admin Login successful!');
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  const { expectedCash } = await api<{ expectedCash: number }>(token, 'GET', '/counter/days/current');
  await page.getByRole('link', { name: 'Day' }).first().click();
  await page.getByRole('button', { name: 'Count and close' }).click();
  const count = page.getByRole('form', { name: 'Count and close' });
  await count.getByLabel(/Counted cash/).fill(expectedCash.toFixed(2));
  await count.getByRole('button', { name: 'Close the day' }).click();
  const z = page.getByRole('article', { name: /^Z report for \d{4}-\d{2}-\d{2}$/ }).first();
  await expect(z).toContainText(`Closed by ${manager}`);
  await expect(
    z.getByRole('table', { name: 'By cashier' }).getByRole('row', { name: new RegExp(`^${cashier}`) }),
  ).toHaveText(`${cashier}0₹0.00₹0.0010 · ₹0.00`);

  // The owner reads the void in the audit log, with who did it and who approved it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await logInAsOwner(page);
  await page.goto('/dashboard/audit');
  await page.getByLabel('Action').selectOption('void');
  const row = page.getByRole('row').filter({ hasText: `${cashier} (Cashier)` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`Approved by ${manager}`)).toBeVisible();
  await page.getByRole('button', { name: 'Check the log' }).click();
  await expect(page.getByText(/^The log is whole: \d+ entries, none changed\.$/)).toBeVisible();

  const { sales } = await api<{ sales: { _id: string; number: number }[] }>(token, 'GET', '/counter/sales');
  const sale = sales.find((one) => one.number === Number(number))!;
  const { entries } = await api<{ entries: { seq: number; subject: string }[] }>(
    token,
    'GET',
    '/audit?action=void',
  );
  const undo = rewriteAuditEntry(entries.find((entry) => entry.subject === sale._id)!.seq);
  try {
    await page.getByRole('button', { name: 'Check the log' }).click();
    await expect(page.getByText(/^The log was changed: entry \d+ does not match the chain\.$/)).toBeVisible();
  } finally {
    undo();
  }
});
