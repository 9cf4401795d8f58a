import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { BookPrice } from '@/components/book-price';
import { CartIcon } from '@/components/icons';
import { StockBadge, stockText } from '@/components/stock-badge';
import { useAddToCart, useIsInCart } from '@/features/cart';
import { BookCover } from '@/components/book-cover';
import { categoryName } from '@/components/category-filter';
import { useT } from '@/i18n';
import { bookPath, isOutOfStock, type Book } from '@shop/backend/contract';

/** A card shows the first 60 characters of a description, then an ellipsis. */
export const PREVIEW_LENGTH = 60;

export function previewDescription(text: string): string {
  // Counted in code points so an emoji or a Devanagari mark is never split in half.
  const characters = Array.from(text);
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}...` : text;
}

/**
 * Disabled, not hidden, when out of stock: the customer sees the item exists but cannot be ordered
 * now. Once the item is in the cart the way on is "In cart · View cart"; the button stays, quieter,
 * and a second press still says it is already there (the specification's dialog).
 */
export function AddToCartButton({
  book,
  describedBy,
  quantity,
}: {
  book: Book;
  describedBy?: string;
  /** Units to add (the product page's picker); one when not given. */
  quantity?: number;
}) {
  const addToCart = useAddToCart();
  const inCart = useIsInCart(book._id);
  const { t } = useT();
  return (
    <div className="flex flex-col gap-2">
      <Button
        // Quieter once the item is in the cart, where View cart is the next step.
        variant={inCart ? 'outline' : 'primary'}
        size="none"
        className="min-h-11 w-full px-2 py-2.5 text-sm sm:px-5 sm:text-base"
        aria-describedby={describedBy}
        disabled={isOutOfStock(book)}
        onClick={() => addToCart(book, quantity)}
        label={
          <>
            <CartIcon />
            {t('catalogue.card.addToCart')}
          </>
        }
      />
      {inCart && (
        <Link to="/cart" className="btn-primary min-h-11 w-full px-2 text-sm sm:px-5 sm:text-base">
          {t('catalogue.card.inCart')}
        </Link>
      )}
    </div>
  );
}

interface BookCardProps {
  book: Book;
  showCategory?: boolean;
  /** Above the fold on first load: fetched at once and early, not lazily. */
  priority?: boolean;
}

/** Memoised: a long list re-renders without redoing the cards whose book has not changed. */
export const BookCard = memo(function BookCard({
  book,
  showCategory = false,
  priority = false,
}: BookCardProps) {
  const titleId = useId();
  const stockId = useId();
  const href = bookPath(book);
  const { t } = useT();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* The title link is the one screen readers and the keyboard meet; the picture repeats it for the mouse. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="group block overflow-hidden bg-slate-100">
        <BookCover
          coverImage={book.coverImage}
          alt={book.title}
          width={600}
          height={800}
          priority={priority}
          className="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 sm:aspect-[3/4]"
        />
      </Link>
      {/* Two to a row on a phone: a square cover, no description or category, so four fit the first screen. */}
      <div className="flex flex-1 flex-col gap-1.5 p-2 sm:gap-3 sm:p-5">
        {showCategory && (
          <p className="hidden text-xs font-semibold tracking-wide text-brand-700 uppercase sm:block">
            <span className="sr-only">{t('shop.category.named')} </span>
            {categoryName(t, book.category)}
          </p>
        )}
        <h3
          id={titleId}
          className="line-clamp-2 text-sm leading-tight font-semibold text-slate-900 sm:text-lg sm:leading-snug"
        >
          <Link to={href} className="rounded-sm hover:text-brand-700 hover:underline">
            {book.title}
          </Link>
        </h3>
        <p className="hidden flex-1 text-sm text-slate-600 sm:block">
          {previewDescription(book.description)}
        </p>
        <span className="flex-1 sm:hidden" />
        <BookPrice newPrice={book.newPrice} oldPrice={book.oldPrice} />
        {/* On a phone it sits on the cover's corner, so a card with few left is no taller than the rest. */}
        <StockBadge
          stock={book.stock}
          id={stockId}
          className="absolute top-2 left-2 shadow-sm sm:static sm:shadow-none"
        />
        <AddToCartButton
          book={book}
          describedBy={stockText(book.stock) ? `${titleId} ${stockId}` : titleId}
        />
      </div>
    </article>
  );
});
