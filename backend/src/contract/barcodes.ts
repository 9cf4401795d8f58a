/**
 * Barcodes on items: EAN-13 (an ISBN-13 is one), EAN-8 and UPC-A, each ending in a check digit
 * that catches a mistyped or misread digit. The owner's form, the API, a catalogue import and the
 * counter read a typed or scanned code with these same functions, so all of them agree on it.
 */

export const BARCODE_KINDS = ['EAN-13', 'EAN-8', 'UPC-A'] as const;
export type BarcodeKind = (typeof BARCODE_KINDS)[number];

const KIND_BY_LENGTH: Readonly<Record<number, BarcodeKind>> = { 13: 'EAN-13', 12: 'UPC-A', 8: 'EAN-8' };
const ISBN10_LENGTH = 10;

/** A barcode as read, or what is wrong with it, in words the owner can act on. */
export type BarcodeReading = { barcode: string; kind: BarcodeKind } | { problem: string };

/** The spaces and hyphens people type between groups of digits ("978-81-7223-498-0") are not part of a code. */
export const compactCode = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The check digit of `body` (the digits before it) in EAN-13, EAN-8 and UPC-A alike: weights 3, 1, 3… from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** An ISBN-10's digits (the last may be X, for 10) weighted 10 down to 1 add up to a multiple of 11. */
function isbn10CheckHolds(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < ISBN10_LENGTH; i++) {
    const value = isbn[i] === 'X' ? 10 : Number(isbn[i]);
    sum += value * (ISBN10_LENGTH - i);
  }
  return sum % 11 === 0;
}

/** The ISBN-13 of an ISBN-10 (digits only, its own check character still on): 978, its first nine digits, a new check digit. */
export function isbn10ToIsbn13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** The kind of a barcode as the shop keeps it (digits only); null for anything else. */
export function barcodeKind(barcode: string): BarcodeKind | null {
  return /^\d+$/.test(barcode) ? (KIND_BY_LENGTH[barcode.length] ?? null) : null;
}

const WRONG_LENGTH = 'must have 13 digits (EAN-13 or ISBN), 12 (UPC-A), 8 (EAN-8) or 10 (ISBN-10)';

/**
 * A barcode as typed or scanned, as the shop keeps it: spaces and hyphens dropped, its check digit
 * verified, and an ISBN-10 (whose check character may be X) turned into its ISBN-13, which is
 * what the back of the book carries as bars.
 */
export function readBarcode(typed: string): BarcodeReading {
  const code = compactCode(typed).toUpperCase();
  if (!code) return { problem: 'Barcode has no digits' };
  if (/^\d{9}[\dX]$/.test(code)) {
    if (!isbn10CheckHolds(code))
      return { problem: `Barcode check digit is wrong: ${code} is not a valid ISBN-10` };
    return { barcode: isbn10ToIsbn13(code), kind: 'EAN-13' };
  }
  if (!/^\d+$/.test(code)) return { problem: 'Barcode may hold only digits (an ISBN-10 may end in X)' };
  const kind = KIND_BY_LENGTH[code.length];
  if (!kind) return { problem: `Barcode ${WRONG_LENGTH}; this has ${code.length}` };
  if (gtinCheckDigit(code.slice(0, -1)) !== Number(code.at(-1))) {
    return { problem: `Barcode check digit is wrong: ${code} is not a valid ${kind}` };
  }
  // A UPC-A is the EAN-13 with a leading 0; scanners send either form, the shop keeps the 12 digits.
  if (kind === 'EAN-13' && code.startsWith('0')) return { barcode: code.slice(1), kind: 'UPC-A' };
  return { barcode: code, kind };
}
