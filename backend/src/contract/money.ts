/** Money is kept and summed as integer paise, so sums never drift; it crosses HTTP in rupees. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

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
export const formatPaise = (paise: number): string => formatRupees(toRupees(paise));
