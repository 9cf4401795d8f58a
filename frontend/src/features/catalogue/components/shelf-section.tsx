import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CategoryFilter, parseCategory, type CategoryChoice } from '@/components/category-filter';
import { QueryState } from '@/components/ui/query-state';
import { useT } from '@/i18n';
import type { Book, Category } from '@shop/backend/contract';
import { LazyBookCarousel, ShelfLoading } from './lazy-book-carousel';

/** A shelf's books for a category (all when undefined): a query hook, called once per render. */
export type ShelfQuery = (category: Category | undefined) => {
  data?: Book[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
};

interface ShelfSectionProps {
  id: string;
  title: string;
  /** Which books stand on it; a hook defined once at module level, so the same one every render. */
  useShelf: ShelfQuery;
}

/** A home-page shelf: its title, a category to narrow it, the way to All Products, and its carousel. */
export function ShelfSection({ id, title, useShelf }: ShelfSectionProps) {
  const { t } = useT();
  const [category, setCategory] = useState<CategoryChoice>('all');
  const shelf = useShelf(parseCategory(category));
  return (
    <section aria-labelledby={id}>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <div className="flex items-end gap-3">
          <CategoryFilter
            className="min-w-0 flex-1 sm:w-56 sm:flex-none"
            value={category}
            onChange={setCategory}
            allValue="all"
            context={title}
          />
          <Link to="/all-products" className="btn-secondary h-11 shrink-0 px-4 py-0">
            {t('shop.nav.allProducts')}
          </Link>
        </div>
      </div>
      <QueryState
        query={shelf}
        loading={<ShelfLoading />}
        error={t('catalogue.booksError')}
        empty={
          <p className="rounded-xl bg-white py-10 text-center text-slate-600 ring-1 ring-slate-200">
            {t('catalogue.home.emptyShelf')}
          </p>
        }
      >
        {(books) => (
          <div
            aria-busy={shelf.isFetching}
            className={shelf.isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          >
            <LazyBookCarousel books={books} label={title} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
