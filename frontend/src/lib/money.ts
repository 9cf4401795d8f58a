/**
 * The one money formatter: rupees, two decimals, Indian digit grouping (₹1,23,456.00), as
 * Intl.NumberFormat('en-IN', INR) writes them. Done by hand because building that formatter
 * (its locale data) costs a phone's main thread tens of milliseconds inside the first render of
 * a price, a long task on the home page.
 */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', paise = '00'] = Math.abs(amount).toFixed(2).split('.');
  const lastThree = whole.slice(-3);
  const lakhsAndCrores = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}₹${lakhsAndCrores ? `${lakhsAndCrores},` : ''}${lastThree}.${paise}`;
}

/** Sums prices in paise so 0.1 + 0.2 style errors never reach a subtotal. */
export const sumPrices = (prices: readonly number[]): number =>
  prices.reduce((total, price) => total + Math.round(price * 100), 0) / 100;

/** A unit price times a quantity, worked in paise like sumPrices so a line total is exact. */
export const priceTimes = (price: number, quantity: number): number =>
  (Math.round(price * 100) * quantity) / 100;

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
