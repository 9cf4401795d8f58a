import { toPaise, toRupees } from '@shop/backend/contract';

/** Rupees as the shop writes them everywhere (₹1,23,456.00); the API's notices use the same. */
export { formatRupees } from '@shop/backend/contract';

/** Sums prices in paise, as the API does, so 0.1 + 0.2 style errors never reach a subtotal. */
export const sumPrices = (prices: readonly number[]): number =>
  toRupees(prices.reduce((total, price) => total + toPaise(price), 0));

/** Rupees as typed in a field ("120", "99.5"); null when empty or not an amount with at most paise. */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A unit price times a quantity, worked in paise like sumPrices so a line total is exact. */
export const priceTimes = (price: number, quantity: number): number => toRupees(toPaise(price) * quantity);

let compactRupees: Intl.NumberFormat | undefined;

/** Short rupee amounts for a chart's axis (₹1.5K, ₹2.3L); built on first use, as it is costly. */
export const formatCompactRupees = (amount: number): string =>
  (compactRupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
  })).format(amount);

let counts: Intl.NumberFormat | undefined;

/** Counts of books and orders with Indian digit grouping (1,00,000). */
export const formatCount = (count: number): string =>
  (counts ??= new Intl.NumberFormat('en-IN')).format(count);

/** '3 units', '1 sheet': a count with its noun in the singular or the plural. */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
