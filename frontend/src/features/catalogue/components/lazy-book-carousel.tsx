import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { BookCard } from '@/features/catalogue/components/book-card';
import { Loading } from '@/components/status';
import type { Book } from '@shop/backend/contract';

const BookCarousel = lazy(() =>
  import('./book-carousel').then((module) => ({ default: module.BookCarousel })),
);

/**
 * The slide widths and gaps of CAROUSEL_BREAKPOINTS, and Swiper's container padding, in CSS: the
 * row looks the same before and after Swiper takes over, so nothing moves (no layout shift).
 * Slides are their own layers, as Swiper's are (translateZ(0)), so they paint the same way too.
 */
const ROW = 'flex overflow-hidden px-1 py-2 [&>li]:[transform:translateZ(0)]';
// 1180px in rem: Tailwind orders breakpoints by value only within one unit, and a px one landed
// before lg's rem one in the stylesheet, so wide screens got two slides instead of three.
const SLIDE =
  'w-full shrink-0 mr-4 md:mr-6 md:w-[calc((100%-24px)/2)] lg:mr-8 lg:w-[calc((100%-32px)/2)] min-[73.75rem]:w-[calc((100%-64px)/3)]';

const NO_BOOKS_YET: Book[] = [];

/**
 * About the height of a row of cards at every breakpoint: a shelf that is still loading keeps it,
 * so the section below is not pushed down when the cards arrive (a layout shift on wide screens).
 */
export function ShelfLoading() {
  return (
    <div className="min-h-[22rem] sm:min-h-[45rem]">
      <Loading />
    </div>
  );
}

interface LazyBookCarouselProps {
  books: Book[];
  /** Names the carousel for screen readers, e.g. "Top Sellers". */
  label: string;
}

/**
 * Swiper is the heaviest code on the home page and its start-up (measuring every slide) is long
 * main-thread work, yet both carousels sit below the first screen on a phone. Until a carousel
 * comes into view (or a pointer reaches it) its books show as a still row of the same geometry;
 * then Swiper loads and takes over.
 */
export function LazyBookCarousel({ books, label }: LazyBookCarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) there is no way to wait: start at once.
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');

  /*
   * A dozen cards are long work for a phone's main thread. Rendered as a deferred value, React
   * renders them in small slices that leave the page responsive, showing Loading... meanwhile.
   */
  const shownBooks = useDeferredValue(books, NO_BOOKS_YET);
  const rowShown = shownBooks !== NO_BOOKS_YET;

  // Watches the row once it is on the page: while Loading... shows there is nothing to watch.
  useEffect(() => {
    const element = container.current;
    if (wanted || !rowShown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, rowShown]);

  if (!rowShown) return <ShelfLoading />;

  const stillRow = <StillRow books={shownBooks} label={label} />;
  return (
    <div ref={container} onPointerEnter={() => setWanted(true)} onTouchStart={() => setWanted(true)}>
      {wanted ? (
        <Suspense fallback={stillRow}>
          <BookCarousel books={shownBooks} label={label} />
        </Suspense>
      ) : (
        stillRow
      )}
    </div>
  );
}

function StillRow({ books, label }: LazyBookCarouselProps) {
  return (
    <ul className={ROW} aria-label={label}>
      {books.map((book) => (
        <li key={book._id} className={SLIDE}>
          <BookCard book={book} />
        </li>
      ))}
    </ul>
  );
}
