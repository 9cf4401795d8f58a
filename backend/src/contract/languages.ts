/** The languages the storefront speaks and an order's notices go out in; English is the specification's. */
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
