/**
 * GSTINs, the GST registration numbers a business buyer gives for a tax invoice. The owner's
 * form, the API and the checkout read one with this same function, so a typing slip is caught
 * where it is typed, before an invoice carries a number the buyer cannot claim credit against.
 */

/** A GSTIN as read (with the state code that decides the place of supply), or what is wrong with it. */
export type GstinReading = { gstin: string; stateCode: string } | { problem: string };

const GSTIN_LENGTH = 15;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 38 states and union territories, 97 (other territory) and 99 (the Centre's jurisdiction). */
const isStateCode = (code: string): boolean => {
  const n = Number(code);
  return /^\d\d$/.test(code) && ((n >= 1 && n <= 38) || n === 97 || n === 99);
};

/**
 * The check character of a GSTIN's first 14 characters, by the official mod-36 scheme: each
 * value (0-9A-Z as 0-35) times 1, 2, 1, 2… from the left, each product's base-36 digits added.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/**
 * A GSTIN as typed: spaces dropped, upper-cased, then its parts checked in order: the state code,
 * the PAN, the registration under that PAN (1-9 or A-Z), the 'Z' every regular taxpayer's GSTIN
 * carries, and the check character. A wrong check character is reported without the right one,
 * so the person looks at the certificate again rather than copying a "fix" for a mistyped number.
 */
export function readGstin(typed: string): GstinReading {
  const gstin = typed.replace(/\s/g, '').toUpperCase();
  if (!gstin) return { problem: 'GSTIN is empty' };
  if (!/^[0-9A-Z]+$/.test(gstin)) return { problem: 'GSTIN may hold only letters and digits' };
  if (gstin.length !== GSTIN_LENGTH) {
    return { problem: `GSTIN must be 15 characters; this has ${gstin.length}` };
  }
  const stateCode = gstin.slice(0, 2);
  if (!isStateCode(stateCode)) {
    return { problem: `GSTIN must start with a state code from 01 to 38 (or 97, 99); ${stateCode} is none` };
  }
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) {
    return { problem: 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter' };
  }
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) {
    return { problem: 'GSTIN 13th character must be 1-9 or A-Z' };
  }
  if (gstin.charAt(13) !== 'Z') return { problem: 'GSTIN 14th character must be Z' };
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) {
    return { problem: `GSTIN check character is wrong: ${gstin} is not a valid GSTIN` };
  }
  return { gstin, stateCode };
}
