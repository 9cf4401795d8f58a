import { toPaise, toRupees, type Book, type Category, type HsnRate } from '@shop/backend/contract';

/** What an item earns the shop a unit: its price before GST less what it cost, in rupees and per cent. */
export interface ItemMargin {
  cost: number;
  margin: number;
  /** Of the price before GST; null when that is 0. */
  percent: number | null;
}

/**
 * The margin of a unit sold at the item's price: the price is GST included, so its taxable part
 * (price ÷ (1 + rate), at the item's own rate or its category's) is what the shop keeps of it.
 */
export function itemMarginOf(
  book: Pick<Book, 'newPrice' | 'gstRate' | 'category'>,
  cost: number | null,
  categoryRates: Readonly<Record<Category, HsnRate>>,
): ItemMargin | null {
  if (cost === null) return null;
  const rate = book.gstRate ?? categoryRates[book.category].gstRate;
  const taxablePaise = Math.round((toPaise(book.newPrice) * 100) / (100 + rate));
  const marginPaise = taxablePaise - toPaise(cost);
  return {
    cost,
    margin: toRupees(marginPaise),
    percent: taxablePaise > 0 ? Math.round((marginPaise * 1000) / taxablePaise) / 10 : null,
  };
}
