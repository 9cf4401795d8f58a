import type { Ref } from 'react';
import type { Book } from '@shop/backend/contract';
import { cardsInFirstRow } from '../first-row';
import { BookCard } from './book-card';

interface ProductGridProps {
  books: Book[];
  /** The list is being fetched again: it shows dimmed and says so to assistive technology. */
  busy: boolean;
  ref?: Ref<HTMLUListElement>;
}

/** All Products' cards, each with its category. */
export function ProductGrid({ books, busy, ref }: ProductGridProps) {
  // The first row's covers are fetched at once and early; the rest as they scroll near.
  const firstRow = cardsInFirstRow();
  return (
    <ul
      ref={ref}
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 transition-opacity sm:gap-6 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
    >
      {books.map((book, index) => (
        <li key={book._id}>
          <BookCard book={book} showCategory priority={index < firstRow} />
        </li>
      ))}
    </ul>
  );
}

/** Puts the keyboard on the title link of the card at `index` of a ProductGrid, if it is there. */
export function focusCard(list: HTMLUListElement | null, index: number): boolean {
  const link = list?.children[index]?.querySelector<HTMLElement>('a:not([tabindex="-1"])');
  link?.focus();
  return Boolean(link);
}
