import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { Button } from '@/components/ui/button';
import { CategoryFilter, type CategoryChoice } from '@/components/category-filter';
import { releaseHeldCovers } from '@/components/cover-order';
import { SearchField } from '@/components/search-field';
import { PageLoading } from '@/components/status';
import { useT } from '@/i18n';
import { LoadMore } from '../components/load-more';
import { ProductGrid } from '../components/product-grid';
import { defaultSort, SortSelect, type SortChoice } from '../components/sort-select';
import { useCatalogueParams, useDebouncedSearch } from './use-catalogue-params';
import { useProductList, type ProductList } from './use-product-list';

export default function AllProductsPage() {
  const { filters, update, clear } = useCatalogueParams();
  const search = useDebouncedSearch(filters.q, (value) => update('q', value));
  const { gridRef, ...list } = useProductList(filters);
  const searching = filters.q.trim() !== '';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { t } = useT();
  // Covers held back for this screen's first cover must not hold back the next screen's.
  useEffect(() => releaseHeldCovers, []);
  const chosen = [filters.category ? 'category' : '', filters.sort ? 'order' : ''].filter(Boolean).length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.flush();
  };
  // The order the list takes anyway is left out of the address, so it stays short and shared.
  const onSort = (value: SortChoice) => update('sort', value === defaultSort(searching) ? '' : value);

  return (
    <div className="page-container">
      <PageIntro />
      <form
        role="search"
        aria-label={t('catalogue.list.searchForm')}
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:mt-8 sm:flex-row sm:items-end sm:gap-4 sm:p-5"
      >
        <div className="flex items-end gap-2 sm:flex-1">
          <SearchBox value={search.draft} onChange={search.setDraft} />
          {/* On a phone the category and order fold into this button, so the products come sooner. */}
          <Button
            variant="outline"
            size="none"
            className="min-h-11 shrink-0 px-3 py-2.5 text-sm sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls="product-filters"
            label={t('catalogue.list.filters', { chosen })}
            onClick={() => setFiltersOpen((open) => !open)}
          />
        </div>
        <div
          id="product-filters"
          className={`${filtersOpen ? 'flex' : 'hidden'} flex-col gap-3 sm:flex sm:flex-row sm:items-end sm:gap-4`}
        >
          <CategoryFilter
            className="sm:w-60"
            value={filters.category ?? ''}
            onChange={(value: CategoryChoice) => update('category', value === 'all' ? '' : value)}
          />
          <SortSelect className="sm:w-52" value={filters.sort} searching={searching} onChange={onSort} />
        </div>
      </form>

      <section aria-labelledby="product-results" className="mt-4 sm:mt-8">
        <h2 id="product-results" className="sr-only">
          {t('catalogue.list.results')}
        </h2>
        <QueryState
          query={{ data: list, isLoading: list.isLoading, isError: list.isError }}
          loading={<PageLoading />}
          error={t('catalogue.booksError')}
        >
          {(list) => <Results list={list} gridRef={gridRef} query={filters.q} onClear={clear} />}
        </QueryState>
      </section>
    </div>
  );
}

function PageIntro() {
  const { t } = useT();
  return (
    <>
      <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> {t('catalogue.goBack')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:mt-4 sm:text-4xl">
        {t('catalogue.allProductsHeading')}
      </h1>
      <p className="mt-2 hidden text-slate-600 sm:block">{t('catalogue.list.intro')}</p>
    </>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  return (
    <SearchField
      label={t('catalogue.list.searchLabel')}
      placeholder={t('catalogue.list.searchPlaceholder')}
      value={value}
      onChange={onChange}
      className="flex-1"
    />
  );
}

interface ResultsProps {
  list: Omit<ProductList, 'gridRef'>;
  gridRef: RefObject<HTMLUListElement | null>;
  query: string;
  onClear: () => void;
}

function Results({ list, gridRef, query, onClear }: ResultsProps) {
  const { t } = useT();
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {/* Every match on all pages, not only those loaded so far. */}
        {list.busy ? t('catalogue.list.updating') : t('catalogue.list.count', { count: list.total })}
      </p>
      {list.books.length === 0 ? (
        <NoResults query={query} onClear={onClear} />
      ) : (
        <>
          <ProductGrid ref={gridRef} books={list.books} busy={list.busy} />
          <LoadMore {...list.more} onLoadMore={list.loadMore} />
        </>
      )}
    </>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useT();
  return (
    <Panel padding="none" className="px-4 py-12 text-center">
      <p className="text-lg font-medium text-slate-800">
        {query.trim()
          ? t('catalogue.list.noMatch', { query: query.trim() })
          : t('catalogue.list.noneInCategory')}
      </p>
      <p className="mt-1 text-slate-600">{t('catalogue.list.tryAnother')}</p>
      <Button variant="outline" className="mt-6" label={t('catalogue.list.showAll')} onClick={onClear} />
    </Panel>
  );
}
