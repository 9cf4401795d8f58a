import { useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { SEARCH_DEBOUNCE_MS } from '@/features/catalogue';
import { useGetOwnerBooksQuery } from '@/features/owner-catalogue';
import { useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How many matches a search shows; more means the owner should type more of the name. */
const RESULTS_SHOWN = 12;

/** Find an item as Manage Items does (title, description, SKU or barcode) and add it to the kit. */
export function ItemSearch({ added, onAdd }: { added: ReadonlySet<string>; onAdd: (book: Book) => void }) {
  const { t } = useOwnerT();
  const [search, setSearch] = useState('');
  return (
    <div className="grid gap-3">
      {/* Inside the kit's own form: a div, and Enter in the box searches rather than saves the kit. */}
      <div
        role="search"
        aria-label={t('owner.kits.search.form')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      >
        <SearchField
          label={t('owner.kits.search.label')}
          placeholder={t('owner.kits.search.placeholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <SearchResults search={search} added={added} onAdd={onAdd} />
    </div>
  );
}

function SearchResults({
  search,
  added,
  onAdd,
}: {
  search: string;
  added: ReadonlySet<string>;
  onAdd: (book: Book) => void;
}) {
  const { t } = useOwnerT();
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const found = useGetOwnerBooksQuery({ q }, { skip: !q });
  if (!q) return null;
  return (
    <QueryState
      query={found}
      loading={<p className="text-sm text-slate-600">{t('owner.kits.search.searching')}</p>}
      error={t('owner.kits.search.failed')}
      empty={<p className="text-sm text-slate-600">{t('owner.kits.search.noMatch', { query: q })}</p>}
    >
      {(books) => <Results books={books} added={added} onAdd={onAdd} busy={found.isFetching} />}
    </QueryState>
  );
}

function Results({
  books,
  added,
  onAdd,
  busy,
}: {
  books: Book[];
  added: ReadonlySet<string>;
  onAdd: (book: Book) => void;
  busy: boolean;
}) {
  const { t, money } = useOwnerT();
  const shown = books.slice(0, RESULTS_SHOWN);
  return (
    <div aria-busy={busy || undefined}>
      <ul
        aria-label={t('owner.kits.search.found')}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {shown.map((book) => {
          const inKit = added.has(book._id);
          return (
            <li key={book._id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{book.title}</p>
                <p className="text-sm text-slate-600">
                  {money(book.newPrice)}
                  {book.sku ? ` · ${book.sku}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                label={t(inKit ? 'owner.kits.search.added' : 'owner.kits.search.add')}
                disabled={inKit}
                onClick={() => onAdd(book)}
              >
                <span className="sr-only"> {book.title}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {books.length > shown.length && (
        <p className="mt-2 text-sm text-slate-600">
          {t('owner.kits.search.moreMatch', { count: books.length - shown.length })}
        </p>
      )}
    </div>
  );
}
