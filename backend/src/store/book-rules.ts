/**
 * What both adapters keep of a book as written, so SQLite and MongoDB store the same fields: its
 * prices in paise, and what the input left out as the contract says (no detail, barcode, HSN code or
 * GST rate; counted in numbers).
 */
import { DEFAULT_UNIT } from '../contract';
import type { BookInput } from './book-contract';
import { toPaise } from './money';
import type { BookRecord } from './records';

/** What a write of a book sets; its count is set on its own, and the counts orders keep are theirs. */
export type BookFields = Omit<
  BookRecord<unknown>,
  'stock' | 'onHand' | 'unitsSold' | 'committed' | 'createdAt' | 'updatedAt'
>;

export const bookFieldsOf = (input: Omit<BookInput, 'stock'>): BookFields => ({
  title: input.title,
  description: input.description,
  category: input.category,
  trending: input.trending,
  oldPricePaise: toPaise(input.oldPrice),
  newPricePaise: toPaise(input.newPrice),
  coverImage: input.coverImage,
  sku: input.sku,
  barcode: input.barcode ?? null,
  author: input.author ?? null,
  publisher: input.publisher ?? null,
  language: input.language ?? null,
  hsn: input.hsn ?? null,
  gstRate: input.gstRate ?? null,
  unit: input.unit ?? DEFAULT_UNIT,
});
