import { z } from 'zod';
import { CATEGORIES } from './categories';
import { BOOK_DESCRIPTION_MAX, BOOK_TITLE_MAX, PRICE_MAX } from './limits';
import { flag, numeral, requiredText } from './text-schemas';

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Rupees: not negative, bounded, exact to the paisa. */
export const price = (label: string) =>
  numeral(label).pipe(
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(PRICE_MAX, `${label} is too large`)
      .refine(hasAtMostTwoDecimals, { message: `${label} can have at most 2 decimals` }),
  );

/** The fields of a catalogue item that the owner writes, as the API and the owner's forms check them. */
export const bookFieldSchemas = {
  title: requiredText('Title', BOOK_TITLE_MAX),
  description: requiredText('Description', BOOK_DESCRIPTION_MAX, { multiline: true }),
  category: z.enum(CATEGORIES, { error: 'Please choose a category' }),
  trending: flag('Trending'),
  oldPrice: price('Old price'),
  newPrice: price('New price').refine((value) => value > 0, { message: 'New price must be greater than 0' }),
};

export interface PriceProblem {
  path: 'oldPrice' | 'newPrice';
  message: string;
}

/** The price a customer pays is never above the old (struck-through) one. */
export const PRICES_OUT_OF_ORDER: PriceProblem = {
  path: 'oldPrice',
  message: 'Old price cannot be lower than the new price',
};

/** What is wrong between an item's two prices, each already valid on its own. */
export function bookPriceProblems(prices: { oldPrice: number; newPrice: number }): PriceProblem[] {
  return prices.oldPrice < prices.newPrice ? [PRICES_OUT_OF_ORDER] : [];
}
