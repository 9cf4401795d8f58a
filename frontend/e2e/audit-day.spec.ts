import { expect, test, type Page } from '@playwright/test';
import { logInAsOwner, ownerToken } from './admin-support';
import { billAsRegularTaxpayer, billText, makeItem, openTheDay, scan } from './bill-support';

const BUYER_GSTIN = '29ABCDE1234F1ZW';

const completed = (page: Page) => page.getByText(/^Sale No\. \d+ completed: /);
const billOfLastSale = (page: Page) =>
  billText(page, () =>
    page
      .getByRole('status')
      .filter({ hasText: /completed/ })
      .getByRole('button', { name: 'Bill', exact: true })
      .click(),
  );

/** Every line's CGST equals its SGST: "taxable cgst sgst amount" in the PDF's table. */
function expectEqualHalves(text: string) {
  const taxed = [...text.matchAll(/ (\d+\.\d\d) +(\d+\.\d\d) +(\d+\.\d\d) +[\d,]+\.\d\d /g)];
  expect(taxed.length).toBeGreaterThan(0);
  for (const [, , cgst, sgst] of taxed) expect(cgst).toBe(sgst);
}

test('when the audit’s day is rung up at the counter, then each bill is the document the law asks for, with units, the buyer and equal CGST and SGST', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await ownerToken(900);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await billAsRegularTaxpayer(token);
  const pens = await makeItem(token, {
    title: 'Gel Pens (Pack of 5)',
    category: 'penandpencil',
    oldPrice: 50,
    newPrice: 50,
    hsn: '9608',
    gstRate: 18,
    unit: 'PAC',
  });
  const notebook = await makeItem(token, {
    title: 'Long Notebook',
    category: 'book',
    oldPrice: 45,
    newPrice: 45,
    hsn: '4820',
    gstRate: 0,
    unit: 'NOS',
  });
  const encyclopaedia = await makeItem(token, {
    title: 'Encyclopaedia Set',
    category: 'book',
    oldPrice: 31600,
    newPrice: 31600,
    hsn: '4901',
    gstRate: 0,
    unit: 'SET',
  });

  await openTheDay(token);
  await logInAsOwner(page);
  await page.goto('/dashboard/counter');
  const scanBox = page.getByRole('combobox', { name: /Scan a barcode/ });
  await expect(scanBox).toBeFocused();

  // A mixed sale: taxed pens and a Nil-rated notebook, cash.
  await scan(page, pens);
  await scan(page, pens);
  await scan(page, notebook);
  await page.keyboard.press('Enter');
  await page.keyboard.type('200');
  await page.keyboard.press('Enter');
  await expect(completed(page)).toHaveText(/₹145\.00 by Cash\.$/);
  const mixed = await billOfLastSale(page);
  expect(mixed).toMatch(/^Invoice-cum-Bill of Supply /);
  expect(mixed).toContain('Tax payable on reverse charge: No');
  expect(mixed).toMatch(/Gel Pens \(Pack of 5\) \d+ +2 PAC +18 /);
  expect(mixed).toMatch(/Long Notebook \d+ +1 NOS +Nil rated /);
  expectEqualHalves(mixed);

  // An exempt-only sale: the notebook alone is a bill of supply, without tax columns.
  await scanBox.focus();
  await scan(page, notebook);
  await page.keyboard.press('Enter');
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await expect(completed(page)).toHaveText(/₹45\.00 by Cash\.$/);
  const exempt = await billOfLastSale(page);
  expect(exempt).toMatch(/^Bill of Supply /);
  expect(exempt).not.toMatch(/CGST|composition/);
  expect(exempt).toContain('Tax payable on reverse charge: No');
  expect(exempt).toContain('1 NOS');

  // A business buys pens on its GSTIN: the bill names it with its address and state.
  await scanBox.focus();
  await scan(page, pens);
  await page.keyboard.press('Enter');
  await page.keyboard.type('50');
  await page.getByRole('button', { name: 'Buyer on the bill' }).click();
  await page.getByLabel('Buyer’s name').fill('Kiran Traders');
  await page.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN);
  await expect(page.getByText('State: Karnataka (29), from the GSTIN')).toBeVisible();
  await page.getByLabel('Address').fill('4 Residency Road, Bengaluru 560025');
  await page.keyboard.press('Enter');
  await expect(completed(page)).toHaveText(/₹50\.00 by Cash\.$/);
  const b2b = await billOfLastSale(page);
  expect(b2b).toMatch(/^Tax Invoice /);
  expect(b2b).toMatch(
    /Bill to +Kiran Traders +4 Residency Road, Bengaluru 560025 +State: Karnataka \(29\) +GSTIN: 29ABCDE1234F1ZW/,
  );
  expect(b2b).toContain('1 PAC');
  expectEqualHalves(b2b);

  // ₹63,200 of books to a person: refused until the bill names the buyer, typed on at the keyboard.
  await scanBox.focus();
  await scan(page, encyclopaedia);
  await scan(page, encyclopaedia);
  await expect(page.getByText(/A bill of ₹50,000 or more names the buyer/)).toBeVisible();
  await scanBox.focus();
  await page.keyboard.press('Enter');
  // Typed by a person: five keys at once and Enter would be a scan.
  await page.keyboard.type('63200', { delay: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Buyer’s name')).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: /needs the buyer's name, address and state/ }),
  ).toBeVisible();
  await page.keyboard.type('Meena Rao');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 Civil Lines, Nagpur 440001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('27');
  await page.keyboard.press('Enter');
  await expect(completed(page)).toHaveText(/₹63,200\.00 by Cash\.$/);
  const large = await billOfLastSale(page);
  expect(large).toMatch(/^Bill of Supply /);
  expect(large).toMatch(/Bill to +Meena Rao +12 Civil Lines, Nagpur 440001 +State: Maharashtra \(27\)/);
  expect(large).toContain('2 SET');
  expect(large).toContain('Total: ₹63,200.00');

  // The receipt of the last sale printed from its bill: the buyer and the units are on the roll.
  const receipt = page.getByRole('article', { name: /^Receipt for Sale No\. \d+$/, includeHidden: true });
  await expect(receipt).toContainText('Bill to: Meena Rao');
  await expect(receipt).toContainText('2 SET ×');
  await expect(receipt).toContainText('Tax payable on reverse charge: No');
});
