/**
 * The phone and postcode rules of an order's contact details, as plain functions: the API's
 * order schema and the checkout form both apply them, so a number one accepts the other does too.
 */
const INDIA_NAMES = new Set(['india', 'in', 'ind', 'bharat']);

export const isIndia = (country: string): boolean => INDIA_NAMES.has(country.trim().toLowerCase());

/** Spaces, dashes and brackets are how people type numbers, not part of them. */
export const compactPhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

/** A 10-digit mobile number (first digit 6-9), written bare, with the trunk 0 or with +91. */
const INDIAN_MOBILE = /^(?:\+91|0)?([6-9]\d{9})$/;
const INTERNATIONAL_PHONE = /^\+?\d{6,15}$/;
/** A 6-digit PIN code; no PIN starts with 0. */
const INDIAN_PIN = /^[1-9]\d{5}$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

export const PHONE_MESSAGES = {
  india: 'Enter a 10-digit mobile number starting with 6-9 (optionally with +91 or 0)',
  other: 'Enter a phone number of 6 to 15 digits',
} as const;

export const ZIPCODE_MESSAGES = {
  india: 'Enter a 6-digit PIN code that does not start with 0',
  other: 'Enter a valid postal code',
} as const;

/** The problem with a filled-in phone number, or undefined when it suits the country. */
export function phoneProblem(phone: string, country: string): string | undefined {
  const compact = compactPhone(phone);
  if (isIndia(country)) return INDIAN_MOBILE.test(compact) ? undefined : PHONE_MESSAGES.india;
  return INTERNATIONAL_PHONE.test(compact) ? undefined : PHONE_MESSAGES.other;
}

/** A PIN is often typed in two groups of three ("440 010", "440-010"); it is six digits. */
const compactPin = (zipcode: string): string => zipcode.replace(/[\s-]/g, '');

/** The problem with a filled-in postcode, or undefined when it suits the country. */
export function zipcodeProblem(zipcode: string, country: string): string | undefined {
  if (isIndia(country)) return INDIAN_PIN.test(compactPin(zipcode)) ? undefined : ZIPCODE_MESSAGES.india;
  return POSTCODE.test(zipcode.trim()) ? undefined : ZIPCODE_MESSAGES.other;
}

/** How a valid postcode is kept: an Indian PIN as its six digits, others as typed. */
export const normaliseZipcode = (zipcode: string, country: string): string =>
  isIndia(country) ? compactPin(zipcode) : zipcode.trim();

/** How a valid number is kept: Indian mobiles as +91 and ten digits, others compacted. */
export function normalisePhone(phone: string, country: string): string {
  const compact = compactPhone(phone);
  if (!isIndia(country)) return compact;
  const digits = INDIAN_MOBILE.exec(compact)?.[1];
  return digits ? `+91${digits}` : compact;
}
