/**
 * The languages the storefront speaks. An order keeps the one its customer ordered in (`locale`)
 * and its notices (e-mail and WhatsApp text) are written in it; English is the specification's,
 * and what an order sent without a `locale` (every client before Hindi) is written in.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the storefront keeps the customer's choice in, so the server can send the page in it. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of a browser's preferred language tags ("hi-IN", "en-GB") the shop speaks, if any. */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}
