import { z } from 'zod';
import { readBarcode } from './barcodes';
import { CATEGORIES } from './categories';
import { OWNER_STOCK_REASONS } from './books';
import {
  BOOK_DESCRIPTION_MAX,
  BOOK_DETAIL_MAX,
  BOOK_TITLE_MAX,
  PRICE_MAX,
  SKU_MAX,
  STOCK_MAX,
} from './limits';
import { bookGstRate, bookHsn, bookUnit } from './tax-schemas';
import { flag, numeral, optionalText, requiredText } from './text-schemas';

/** Rupees exact to the paisa. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Rupees: not negative, bounded, exact to the paisa. */
export const price = (label: string) =>
  numeral(label).pipe(
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(PRICE_MAX, `${label} is too large`)
      .refine(hasAtMostTwoDecimals, { message: `${label} can have at most 2 decimals` }),
  );

/** A whole count of units, 0 or more; forms and multipart bodies may send it as text. */
export const stockCount = (label: string) =>
  numeral(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(STOCK_MAX, `${label} is too large`),
  );

/** Stock as a book has it: a count, or null (also sent as an empty field) when the shop does not count the item. */
export const bookStock = z.preprocess(
  (value) => (value === '' || value === 'null' ? null : value),
  stockCount('Stock').nullable(),
);

/** A barcode or ISBN: letters, digits and - . / _ or spaces inside; an empty field means none. */
export const bookSku = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.union([
    z.null(),
    z
      .string({ error: 'SKU must be text' })
      .trim()
      .max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters`)
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/, {
        message: 'SKU may hold letters, digits, spaces and - . / _ only',
      }),
  ]),
);

/**
 * The barcode printed on an item, as typed or scanned: kept as its digits (an ISBN-10 as its
 * ISBN-13), refused with the reason when it is no EAN-13, EAN-8 or UPC-A or its check digit is
 * wrong; an empty field means none.
 */
export const bookBarcode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'Barcode must be text' })
    .transform((typed, ctx) => {
      const reading = readBarcode(typed);
      if ('problem' in reading) {
        ctx.addIssue({ code: 'custom', message: reading.problem });
        return z.NEVER;
      }
      return reading.barcode;
    })
    .nullable(),
);

/** The fields of a catalogue item that the owner writes, as the API and the owner's forms check them. */
export const bookFieldSchemas = {
  title: requiredText('Title', BOOK_TITLE_MAX),
  description: requiredText('Description', BOOK_DESCRIPTION_MAX, { multiline: true }),
  category: z.enum(CATEGORIES, { error: 'Please choose a category' }),
  trending: flag('Trending'),
  oldPrice: price('Old price'),
  newPrice: price('New price').refine((value) => value > 0, { message: 'New price must be greater than 0' }),
  stock: bookStock,
  sku: bookSku,
  barcode: bookBarcode,
  author: optionalText('Author', BOOK_DETAIL_MAX.author),
  publisher: optionalText('Publisher', BOOK_DETAIL_MAX.publisher),
  language: optionalText('Language', BOOK_DETAIL_MAX.language),
  hsn: bookHsn,
  gstRate: bookGstRate,
  unit: bookUnit,
};

/**
 * The item's fields the owner types as text, in the owner's form or a catalogue CSV's cell, that
 * are checked there exactly as the API checks them; the rest (category, trending, stock, cover)
 * each of them reads its own way.
 */
export const typedBookFieldSchemas = {
  title: bookFieldSchemas.title,
  description: bookFieldSchemas.description,
  oldPrice: bookFieldSchemas.oldPrice,
  newPrice: bookFieldSchemas.newPrice,
  sku: bookFieldSchemas.sku,
  // Digits as the shop keeps them: spaces and hyphens dropped, an ISBN-10 as its ISBN-13.
  barcode: bookFieldSchemas.barcode,
  author: bookFieldSchemas.author,
  publisher: bookFieldSchemas.publisher,
  language: bookFieldSchemas.language,
  hsn: bookFieldSchemas.hsn,
  // "18" or "18%".
  gstRate: bookFieldSchemas.gstRate,
  // Any case: "pac" is PAC.
  unit: bookFieldSchemas.unit,
};

/** PATCH /api/books/:id/stock: units received or lost (`change`), or a count (`set`), and why. */
export const stockAdjustmentSchema = z
  .strictObject({
    change: z
      .number({ error: 'change must be a whole number' })
      .int('change must be a whole number')
      .min(-STOCK_MAX, 'change is too large')
      .max(STOCK_MAX, 'change is too large')
      .refine((value) => value !== 0, { message: 'change cannot be 0' })
      .optional(),
    set: stockCount('set').optional(),
    reason: z.enum(OWNER_STOCK_REASONS, {
      error: `reason must be one of: ${OWNER_STOCK_REASONS.join(', ')}`,
    }),
  })
  .refine((body) => (body.change === undefined) !== (body.set === undefined), {
    message: 'Send either change or set',
    path: ['change'],
  });

export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

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
