import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { SEARCH_DEBOUNCE_MS } from '@/features/catalogue';
import { translateOwner, useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetOwnerBooksQuery, type StockFilter } from '../api';
import { BookList } from '../components/book-list';
import { DownloadCsvButton } from '../components/download-csv-button';
import { SearchBox } from '../components/search-box';
import { StockAdjustmentDialog } from '../components/stock-adjustment-dialog';
import { StockFilterButtons, useStockFilter } from '../components/stock-filter';
import { useAdjustStock } from '../hooks/use-adjust-stock';
import { useDeleteBook } from '../hooks/use-delete-book';
import { useItemMargins } from '../hooks/use-item-margins';

const EMPTY_LISTS: Record<StockFilter, OwnerMessageId> = {
  all: 'owner.catalogue.noBooks',
  low: 'owner.catalogue.list.noLow',
  out: 'owner.catalogue.list.noOut',
};

function emptyText(query: string, filter: StockFilter): string {
  return query
    ? translateOwner('owner.catalogue.list.noMatch', { query })
    : translateOwner(EMPTY_LISTS[filter]);
}

export default function ManageBooksPage() {
  const { t } = useOwnerT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useStockFilter();
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const books = useGetOwnerBooksQuery({ q, stock: filter });
  const margins = useItemMargins(books.data);
  // The deleted row's button is gone: put focus somewhere stable instead of the page's start.
  const { deletingId, remove } = useDeleteBook(() => headingRef.current?.focus());
  const { adjustingId, adjust, question, answer } = useAdjustStock();

  return (
    <section aria-labelledby="manage-books-heading" className="mx-auto w-full max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1
          id="manage-books-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900"
        >
          {t('owner.catalogue.listHeading')}
        </h1>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      <Toolbar filter={filter} onFilter={setFilter} />

      <div className="mt-6">
        <QueryState query={books} loading={t('owner.common.loading')} error={t('owner.catalogue.booksError')}>
          {(list) => (
            <BookList
              books={list}
              margins={margins}
              emptyText={emptyText(q, filter)}
              busy={books.isFetching}
              deletingId={deletingId}
              adjustingId={adjustingId}
              onDelete={(book) => void remove(book)}
              onAdjust={(book, action) => void adjust(book, action)}
            />
          )}
        </QueryState>
      </div>
      {question && (
        <StockAdjustmentDialog
          key={`${question.book._id}-${question.action}`}
          question={question}
          onAnswer={answer}
        />
      )}
    </section>
  );
}

/** The stock filter, and the catalogue's way out to and back in from a spreadsheet. */
function Toolbar({ filter, onFilter }: { filter: StockFilter; onFilter: (filter: StockFilter) => void }) {
  const { t } = useOwnerT();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <StockFilterButtons filter={filter} onChange={onFilter} />
      <div className="flex flex-wrap gap-2">
        <DownloadCsvButton slim />
        <Link to="/dashboard/import-books" className="btn-secondary py-2 text-sm">
          {t('owner.catalogue.list.importCsv')}
        </Link>
      </div>
    </div>
  );
}
