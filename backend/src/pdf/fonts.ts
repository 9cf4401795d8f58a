/**
 * The fonts documents embed. The PDF standard fonts have no ₹ (U+20B9), and a
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
