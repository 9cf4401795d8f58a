import { useDeferredValue, useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BookCard } from '@/features/catalog/components/book-card';
import { CategoryFilter, parseCategory, type CategoryChoice } from '@/components/category-filter';
import { ErrorMessage, Loading } from '@/components/status';
import { SEARCH_MAX_LENGTH, type Book, type Category } from '@shop/backend/contract';
import { SEARCH_DEBOUNCE_MS, useGetBooksQuery } from '../api';
import { cardsInFirstRow } from '../first-row';

/**
 * Three rows of the widest grid, taller than any screen: rendered with the list, the rest just
 * after (the whole catalogue at once is a long task on a phone, delaying the first covers).
 */
const FIRST_SLICE = 12;

type Filters = { category: Category | undefined; q: string };

/** The chosen category and search live in the URL so a reload or a shared link keeps them. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = { category: parseCategory(params.get('category')), q: params.get('q') ?? '' };
  const update = (key: keyof Filters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, update, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/** Keeps what is typed local and writes it to the URL once typing pauses. */
function useDebouncedSearch(urlQuery: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  // Back/forward or "Show all products" change the URL underneath the box: follow it.
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setDraft(urlQuery);
  }
  const commitDraft = useEffectEvent(() => commit(draft));
  useEffect(() => {
    if (draft === urlQuery) return;
    const timer = setTimeout(commitDraft, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, urlQuery]);
  return { draft, setDraft, flush: () => commit(draft) };
}

export default function AllProductsPage() {
  const { filters, update, clear } = useFilterParams();
  const search = useDebouncedSearch(filters.q, (value) => update('q', value));
  const {
    data: books,
    isLoading,
    isError,
    isFetching,
  } = useGetBooksQuery({ category: filters.category, q: filters.q });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.flush();
  };

  return (
    <div className="page-container">
      <PageIntro />
      <form
        role="search"
        aria-label="Products"
        onSubmit={onSubmit}
        className="mt-8 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end sm:p-5"
      >
        <SearchBox value={search.draft} onChange={search.setDraft} />
        <CategoryFilter
          className="sm:w-60"
          value={filters.category ?? ''}
          onChange={(value: CategoryChoice) => update('category', value === 'all' ? '' : value)}
        />
      </form>

      <section aria-labelledby="product-results" className="mt-8">
        <h2 id="product-results" className="sr-only">
          Products
        </h2>
        {isLoading ? (
          // Holds the footer below the fold until the results arrive, so it is not pushed down (layout shift).
          <div className="min-h-screen">
            <Loading />
          </div>
        ) : isError ? (
          <ErrorMessage text="Error loading books" />
        ) : (
          <Results books={books ?? []} busy={isFetching} query={filters.q} onClear={clear} />
        )}
      </section>
    </div>
  );
}

function PageIntro() {
  return (
    <>
      <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Go back
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">All Products</h1>
      <p className="mt-2 text-slate-600">
        Books and stationery ready to order online and collect at the shop.
      </p>
    </>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="field-label">
        Search products
      </label>
      <input
        id={id}
        type="search"
        className="field-input h-11"
        placeholder="Search by title or description"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface ResultsProps {
  books: Book[];
  busy: boolean;
  query: string;
  onClear: () => void;
}

function Results({ books, busy, query, onClear }: ResultsProps) {
  // The first row's covers are fetched at once and early; the rest as they scroll near.
  const firstRow = cardsInFirstRow();
  const count = `${books.length} ${books.length === 1 ? 'product' : 'products'}`;
  const shownCount = useDeferredValue(books.length, Math.min(books.length, FIRST_SLICE));
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {busy ? 'Updating…' : count}
      </p>
      {books.length === 0 ? (
        <div className="rounded-xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-medium text-slate-800">
            {query.trim() ? `No products match “${query.trim()}”.` : 'No products in this category yet.'}
          </p>
          <p className="mt-1 text-slate-600">Try another category or a different search.</p>
          <button type="button" className="btn-secondary mt-6" onClick={onClear}>
            Show all products
          </button>
        </div>
      ) : (
        <ul
          aria-busy={busy}
          className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
        >
          {books.slice(0, shownCount).map((book, index) => (
            <li key={book._id}>
              <BookCard book={book} showCategory priority={index < firstRow} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
