/**
 * The fonts documents embed. The PDF standard fonts have no ₹ (U+20B9) and no Devanagari, and a
 * viewer without the font would show blank boxes. Read once, as TrueType: fontkit inflates a
 * WOFF's tables again on every lookup (seconds a page).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const read = (file: string) => fs.readFileSync(require.resolve(file));

export interface FontPair {
  regular: Buffer;
  bold: Buffer;
}

/** Latin and ₹: the bills. */
export const DEJAVU_SANS: FontPair = {
  regular: read('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: read('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Devanagari with Latin, digits and ₹ beside it, shaped by fontkit: Hindi and English alike. */
export const NOTO_SANS_DEVANAGARI: FontPair = {
  regular: read('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: read('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
