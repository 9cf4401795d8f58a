import { expect, test, type Page } from '@playwright/test';
import { shootAtWidths } from './support';

/** The fonts Chromium drew an element's own text with, as its DevTools report them. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('when Hindi is first shown at 360 px on a computer without a Devanagari font and the font arrives late, then the self-hosted font swaps in and draws the Hindi', async ({
  page,
}) => {
  // This machine has no Devanagari font of its own: until the shop's arrives, Hindi is boxes.
  // The font's files come a second and a half late, as on a slow line: long after the first paint.
  await page.route(/noto-sans-devanagari.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const heading = page.locator('main h1').first();
  await expect(heading).toHaveText(/[\u0900-\u097F]/);
  await heading.evaluate((element) => element.setAttribute('data-hindi-probe', ''));

  await expect
    .poll(
      async () =>
        (await fontsDrawing(page, '[data-hindi-probe]')).some(
          (font) => font.isCustomFont && font.familyName === 'Noto Sans Devanagari' && font.glyphCount > 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded',
      ),
    ),
  ).toBe(true);
  await shootAtWidths(page, 'hi-home-font');
});

test('when an English page is shown on a computer without a Devanagari font, then the switch to Hindi is drawn in Hindi, not boxes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toHindi = page.getByRole('button', { name: 'हिन्दी में देखें' }).first();
  await expect(toHindi).toHaveText('हिन्दी');
  await toHindi.evaluate((element) => element.setAttribute('data-hindi-probe', ''));
  await expect
    .poll(
      async () =>
        (await fontsDrawing(page, '[data-hindi-probe]')).some(
          // The face names itself by the font it was cut from.
          (font) => font.isCustomFont && font.glyphCount > 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  // Only the word's own glyphs come down, not the whole Devanagari font.
  expect(
    await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Noto Sans Devanagari') && face.status !== 'unloaded',
      ),
    ),
  ).toBe(false);
});
