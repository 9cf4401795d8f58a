import { formatRupees } from '@shop/backend/contract';
import { INTL_LOCALE, type Language } from './languages';

const INDIA_TIME = 'Asia/Kolkata';
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/**
 * Money, numbers and dates as each language writes them, always in India time. English keeps the
 * shop's own rupee format (the API's notices use the same); Hindi asks Intl for hi-IN.
 */
export function formatsFor(language: Language) {
  const locale = INTL_LOCALE[language];
  return {
    money: (amount: number): string =>
      language === 'en'
        ? formatRupees(amount)
        : cached(
            `${locale}:money`,
            () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }),
          ).format(amount),
    number: (value: number): string =>
      cached(`${locale}:number`, () => new Intl.NumberFormat(locale)).format(value),
    /** 25 Nov 2026 / 25 नव॰ 2026 */
    date: (when: string | number | Date): string =>
      cached(
        `${locale}:date`,
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: INDIA_TIME }),
      ).format(new Date(when)),
    /** 25 Nov 2026, 4:05 pm */
    dateTime: (when: string | number | Date): string =>
      cached(
        `${locale}:dateTime`,
        () =>
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA_TIME }),
      ).format(new Date(when)),
  };
}
