let rupees: Intl.NumberFormat | undefined;

/**
 * The one money formatter: rupees, two decimals, Indian digit grouping (₹1,23,456.00).
 * Built on first use, not at page load, since building it costs a browser tens of ms.
 */
export const formatRupees = (amount: number): string =>
  (rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(amount);

/** Sums prices in paise so 0.1 + 0.2 style errors never reach a subtotal. */
export const sumPrices = (prices: readonly number[]): number =>
  prices.reduce((total, price) => total + Math.round(price * 100), 0) / 100;
