/** The shop's calendar: India Standard Time, UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A calendar day as the API takes and gives it: YYYY-MM-DD. */
export const INDIA_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants an India date runs over: from its first millisecond up to (not including) `end`. */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - INDIA_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Whether text is a real calendar date in the YYYY-MM-DD form (no 31 February). */
export const isIndiaDay = (text: string): boolean =>
  INDIA_DAY_PATTERN.test(text) && new Date(`${text}T00:00:00.000Z`).toISOString().startsWith(text);

/** An India date as bills and orders print it, DD-MM-YYYY: "2026-11-29" → "29-11-2026". */
export const dayMonthYear = (day: string): string => day.split('-').reverse().join('-');
