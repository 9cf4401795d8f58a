/**
 * The languages a customer can order in. The order keeps its customer's choice, and the notices
 * about it (e-mail and WhatsApp text) are written in it.
 */
export const ORDER_LOCALES = ['en', 'hi'] as const;
export type OrderLocale = (typeof ORDER_LOCALES)[number];
/** What an order sent without a `locale` (every client before Hindi) is written to in. */
export const DEFAULT_ORDER_LOCALE: OrderLocale = 'en';
