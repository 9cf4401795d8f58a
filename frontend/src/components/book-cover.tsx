import { coverUrl } from '@/lib/cover-url';
import { useCallback, useState } from 'react';
import { coversHeld, firstCoverLoaded, loadInTurn } from './cover-order';

interface BookCoverProps {
  coverImage: string;
  /** The title where the picture is the only thing that names the book; '' beside a written title. */
  alt: string;
  /** The picture's own size in CSS pixels, reserved before it loads so nothing jumps. */
  width: number;
  height: number;
  /** Seen on arrival (the first cards, a book's own page): fetched at once and first, not lazily. */
  priority?: boolean;
  className?: string;
}

/** A book's cover as every list, card and page shows it. */
export function BookCover({ coverImage, alt, width, height, priority = false, className }: BookCoverProps) {
  const src = coverUrl(coverImage);
  const [waitsForTurn] = useState(() => !priority && coversHeld());
  const loadWhenItsTurn = useCallback(
    (image: HTMLImageElement | null) => (image ? loadInTurn(image, src) : undefined),
    [src],
  );
  return (
    <img
      ref={waitsForTurn ? loadWhenItsTurn : priority ? noticeLoadedFromCache : undefined}
      src={waitsForTurn ? undefined : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onLoad={priority ? firstCoverLoaded : undefined}
      onError={priority ? firstCoverLoaded : undefined}
      className={className}
    />
  );
}

/** A cover from the cache may be complete before React listens for its load. */
function noticeLoadedFromCache(image: HTMLImageElement | null): void {
  if (image?.complete) firstCoverLoaded();
}

/** Thumbnail sizes, each 3:4 like the covers; the picture's own size matches the size drawn. */
const THUMBNAILS = {
  xs: { width: 32, height: 42, className: 'h-10.5 w-8 rounded' },
  sm: { width: 40, height: 53, className: 'h-13 w-10 rounded' },
  md: { width: 48, height: 64, className: 'h-16 w-12 rounded' },
  lg: { width: 96, height: 128, className: 'h-28 w-20 rounded-md sm:h-32 sm:w-24' },
} as const;

/** A small cover beside a book's title in a line of a cart, an order or a list. */
export function BookThumbnail({
  coverImage,
  alt,
  size,
  className = '',
}: Pick<BookCoverProps, 'coverImage' | 'alt'> & { size: keyof typeof THUMBNAILS; className?: string }) {
  const { width, height, className: sizeClass } = THUMBNAILS[size];
  return (
    <BookCover
      coverImage={coverImage}
      alt={alt}
      width={width}
      height={height}
      className={`${sizeClass} shrink-0 border border-slate-200 object-cover ${className}`}
    />
  );
}
