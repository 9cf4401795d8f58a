import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from './environment';
import { emailCustomerWithOrder } from './customers';
import { addToCart, shootAtWidths, signInThroughUi } from './support';

test('when a customer reads the cart and then asks to cancel an order, then the pickup note stands beside the specification’s, and “No, keep it” is the focused primary answer that keeps the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await addToCart(page);
  await page.goto('/cart');
  const note = page.getByText('Shipping and taxes calculated at checkout.');
  await expect(note).toBeVisible();
  await expect(note.locator('xpath=following-sibling::p[1]')).toHaveText(
    'Collect at the shop: no delivery charge; prices include GST.',
  );
  await shootAtWidths(page, 'cart-notes');

  // An order still being prepared, made through the APIs: ordering in the browser is customer-journey's.
  await page.setViewportSize({ width: 360, height: 740 });
  const { email } = await emailCustomerWithOrder();
  await signInThroughUi(page, email);
  await page.goto('/orders');

  await page.getByRole('button', { name: 'Cancel order' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  const keep = dialog.getByRole('button', { name: 'No, keep it' });
  const cancel = dialog.getByRole('button', { name: 'Yes, cancel it' });
  await expect(keep).toBeFocused();
  // The safe answer is the filled, brand-coloured button and comes first; the other is outlined.
  await expect(keep).toHaveClass(/btn-primary/);
  await expect(cancel).not.toHaveClass(/btn-primary/);
  const [keepBox, cancelBox] = [await keep.boundingBox(), await cancel.boundingBox()];
  expect(keepBox!.y < cancelBox!.y || keepBox!.x < cancelBox!.x).toBe(true);
  // The layout's height: the dialog's opening animation scales what boundingBox measures.
  for (const button of [keep, cancel]) {
    expect(await button.evaluate((element) => (element as HTMLElement).offsetHeight)).toBeGreaterThanOrEqual(
      44,
    );
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}cancel-dialog-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}cancel-dialog-1280.png` });
  await keep.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' }).first()).toBeEnabled();
});
