import { isUniqueViolation } from './sql';
import { toRupees } from '../money';
import type { BookDetail, GstRate } from '../../contract';
import { bookFieldsOf } from '../book-rules';
import type { Book, BookInput, RefusedBookKey } from '../store';

/** A row of books: a column named as the contract's field holds it as the contract has it. */
export type BookRow = Pick<
  Book,
  'title' | 'description' | 'category' | 'stock' | 'sku' | 'barcode' | 'hsn' | 'unit' | BookDetail
> & {
  id: string;
  trending: number;
  old_price_paise: number;
  new_price_paise: number;
  cover_image: string;
  on_hand: number | null;
  /** Units placed and ready orders took from the count, not yet collected. */
  committed: number;
  gst_rate: GstRate | null;
  created_at: string;
  updated_at: string;
};

export const toBook = (row: BookRow): Book => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  trending: row.trending === 1,
  oldPrice: toRupees(row.old_price_paise),
  newPrice: toRupees(row.new_price_paise),
  coverImage: row.cover_image,
  stock: row.stock,
  onHand: row.on_hand,
  sku: row.sku,
  barcode: row.barcode,
  author: row.author,
  publisher: row.publisher,
  language: row.language,
  hsn: row.hsn,
  gstRate: row.gst_rate,
  unit: row.unit,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A book's fields as the insert and update statements name them; stock is written on its own. */
export const bookColumns = (id: string, input: Omit<BookInput, 'stock'>, now: string) => {
  const fields = bookFieldsOf(input);
  return { id, ...fields, trending: fields.trending ? 1 : 0, now };
};

/** Which of a book's unique columns refused the write: SQLite names the column in its message. */
export function refusedBookKey(error: unknown): RefusedBookKey {
  if (!isUniqueViolation(error)) return null;
  const message = (error as Error).message;
  if (message.includes('books.barcode')) return 'barcode';
  return message.includes('books.sku') ? 'sku' : null;
}
