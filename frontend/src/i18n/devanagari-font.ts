import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/** Devanagari only: Latin letters and digits keep the system font, so nothing else is downloaded. */
const DEVANAGARI =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';

let added = false;

/**
 * Self-hosted Noto Sans Devanagari in the weights the storefront uses (500 falls to 400, 800 to
 * 700). The faces are only declared here; the browser fetches one when Hindi text needs it.
 */
export function addDevanagariFont(): void {
  if (added || typeof FontFace === 'undefined') return;
  added = true;
  for (const [weight, url] of [
    ['400', regular],
    ['600', semibold],
    ['700', bold],
  ] as const) {
    document.fonts.add(
      new FontFace('Noto Sans Devanagari', `url(${url}) format('woff2')`, {
        weight,
        // Swap, not optional: a computer without a Devanagari font draws Hindi as boxes until this
        // arrives, and an optional font that misses the first paint is never used on that page.
        // The text reflowing once is the price of it being readable on the first visit.
        display: 'swap',
        unicodeRange: DEVANAGARI,
      }),
    );
  }
}
