import { readBarcode } from '../contract';
import { AppError } from '../errors';
import type { Book, BookStore } from '../store/store';

/** The owner's counter: finding what a customer brings to the till. */
export function createCounterService(deps: { books: Pick<BookStore, 'findByCode'> }) {
  return {
    /**
     * The item a scanned or typed code names: the one with that barcode, read as the item form
     * reads one (spaces and hyphens dropped, an ISBN-10 as its ISBN-13), else the one with that
     * SKU whatever its case.
     */
    async lookup(code: string): Promise<Book> {
      const reading = readBarcode(code);
      const byBarcode = 'barcode' in reading ? await deps.books.findByCode(reading.barcode) : null;
      const book = byBarcode ?? (await deps.books.findByCode(code));
      if (!book) throw new AppError('not_found', `No item has the barcode or SKU ${code}.`);
      return book;
    },
  };
}

export type CounterService = ReturnType<typeof createCounterService>;
