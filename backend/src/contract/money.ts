/**
 * Money is kept and summed as whole paise, so sums never drift; it crosses HTTP, and shows on
 * screen, in rupees. `Paise` is a number the type checker tells apart from rupees: only the
 * functions below make one, so a price in rupees cannot be added to, stored or billed as paise.
 */
declare const wholePaise: unique symbol;
export type Paise = number & { readonly [wholePaise]: true };

/** A figure already in whole paise (a stored column, a test's literal) taken as such. */
export const asPaise = (whole: number): Paise => whole as Paise;
export const NO_PAISE = asPaise(0);

export const toPaise = (rupees: number): Paise => asPaise(Math.round(rupees * 100));
export const toRupees = (paise: number): number => paise / 100;

export const plusPaise = (a: Paise, b: Paise): Paise => asPaise(a + b);
export const minusPaise = (a: Paise, b: Paise): Paise => asPaise(a - b);
/** A unit price times a count of units. */
export const timesUnits = (unitPrice: Paise, units: number): Paise => asPaise(unitPrice * units);
/** The sum of `amountOf` over `items`. */
export const sumPaise = <T>(items: Iterable<T>, amountOf: (item: T) => Paise): Paise => {
  let total = 0;
  for (const item of items) total += amountOf(item);
  return asPaise(total);
};

/**
 * The one money formatter, for the storefront and the shop's notices alike: rupees, two
 * decimals, Indian digit grouping (₹1,23,456.00), as Intl.NumberFormat('en-IN', INR) writes them.
 * Done by hand because building that formatter (its locale data) costs a phone's main thread tens
 * of milliseconds inside the first render of a price, a long task on the home page.
 */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', paise = '00'] = Math.abs(amount).toFixed(2).split('.');
  const lastThree = whole.slice(-3);
  const lakhsAndCrores = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}₹${lakhsAndCrores ? `${lakhsAndCrores},` : ''}${lastThree}.${paise}`;
}

/** The same, from integer paise, as the billing path keeps money. */
export const formatPaise = (paise: Paise): string => formatRupees(toRupees(paise));
