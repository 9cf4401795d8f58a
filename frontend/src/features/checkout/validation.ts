/**
 * Checkout rules as pure functions. They mirror the server's (backend/src/orders/schemas.ts) so a
 * customer sees the problem beside the field instead of a rejected order.
 */
const INDIA_NAMES = new Set(['india', 'in', 'ind', 'bharat']);

export const isIndia = (country: string): boolean => INDIA_NAMES.has(country.trim().toLowerCase());

/** Spaces, dashes and brackets are how people type numbers, not part of them. */
export const compactPhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

/** A 10-digit Indian mobile number (first digit 6-9), optionally written with +91. */
export const isIndianMobile = (phone: string): boolean => /^(?:\+91)?[6-9]\d{9}$/.test(compactPhone(phone));

/** A 6-digit PIN code; no PIN starts with 0. */
export const isIndianPin = (zipcode: string): boolean => /^[1-9]\d{5}$/.test(zipcode.trim());

const isInternationalPhone = (phone: string): boolean => /^\+?\d{6,15}$/.test(compactPhone(phone));
const isPostcode = (zipcode: string): boolean => /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(zipcode.trim());

export const PHONE_MESSAGES = {
  india: 'Enter a 10-digit mobile number starting with 6-9 (optionally with +91)',
  other: 'Enter a phone number of 6 to 15 digits',
} as const;

export const ZIPCODE_MESSAGES = {
  india: 'Enter a 6-digit PIN code that does not start with 0',
  other: 'Enter a valid postal code',
} as const;

/** The message for a filled-in phone number, or undefined when it is fine for the country. */
export function phoneError(phone: string, country: string): string | undefined {
  if (isIndia(country)) return isIndianMobile(phone) ? undefined : PHONE_MESSAGES.india;
  return isInternationalPhone(phone) ? undefined : PHONE_MESSAGES.other;
}

/** The message for a filled-in zipcode, or undefined when it is fine for the country. */
export function zipcodeError(zipcode: string, country: string): string | undefined {
  if (isIndia(country)) return isIndianPin(zipcode) ? undefined : ZIPCODE_MESSAGES.india;
  return isPostcode(zipcode) ? undefined : ZIPCODE_MESSAGES.other;
}

/** Blank and whitespace-only answers both count as missing. */
export const requiredMessage =
  (label: string) =>
  (value: string): string | true =>
    value.trim() ? true : `${label} is required`;
