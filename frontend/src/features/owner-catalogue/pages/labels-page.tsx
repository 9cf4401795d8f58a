import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Book } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Button, ButtonLink } from '@/components/ui/button';
import { SEARCH_DEBOUNCE_MS } from '@/features/catalogue';
import { useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetOwnerBooksQuery } from '../api';
import { LabelSheets, PRINT_LABELS_ONLY } from '../components/label-sheets';
import { codeText, countValue, PickedItems } from '../components/picked-labels';
import { SearchBox } from '../components/search-box';
import { useLabelPicks } from '../hooks/use-label-picks';
import { LABEL_SHEET, labelCode, labelsOf, LABELS_PER_SHEET, type LabelPick } from '../labels';

/** How many matches a search shows; more means the owner should type more of the name. */
const RESULTS_SHOWN = 20;

/**
 * The owner's label printer: pick items and how many labels of each, then print A4 sheets. From a
 * supplier's bill (`?purchase=`), its items come picked, a label a unit received.
 */
export default function LabelsPage() {
  const { t } = useOwnerT();
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  const { picked, bill, failed, add, setCount, remove } = useLabelPicks(params.get('purchase'));
  const picks: LabelPick[] = picked.map(({ book, count }) => ({ book, count: countValue(count) }));
  const labels = labelsOf(picks);
  const sheets = Math.ceil(labels.length / LABELS_PER_SHEET);

  return (
    <section aria-labelledby="labels-heading" className="mx-auto w-full max-w-5xl">
      <style>{PRINT_LABELS_ONLY}</style>
      <div className="grid gap-6 print:hidden">
        <PageHeading
          id="labels-heading"
          title={t('owner.catalogue.labels.heading')}
          intro={t('owner.catalogue.labels.intro', {
            perSheet: LABELS_PER_SHEET,
            columns: LABEL_SHEET.columns,
            rows: LABEL_SHEET.rows,
            width: LABEL_SHEET.labelWidthMm,
            height: LABEL_SHEET.labelHeightMm,
          })}
          smallIntro
          actions={<SearchBox value={search} onChange={setSearch} />}
        />
        {bill && (
          <p className="text-sm text-slate-700">
            {t('owner.catalogue.labels.fromBill', { number: bill.billNumber, supplier: bill.supplier.name })}
          </p>
        )}
        {failed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('owner.catalogue.labels.billFailed')}
          </p>
        )}
        <SearchResults search={search} picked={new Set(picked.map((pick) => pick.book._id))} onAdd={add} />
        <PickedItems picked={picked} onCount={setCount} onRemove={remove} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            label={t('owner.catalogue.labels.print')}
            disabled={labels.length === 0}
            onClick={() => window.print()}
          />
          <p role="status" className="text-sm text-slate-600">
            {labels.length === 0
              ? t('owner.catalogue.labels.none')
              : t('owner.catalogue.labels.count', { labels: labels.length, sheets })}
          </p>
        </div>
      </div>
      <div className="mt-6">
        <LabelSheets labels={labels} />
      </div>
    </section>
  );
}

function SearchResults({
  search,
  picked,
  onAdd,
}: {
  search: string;
  picked: ReadonlySet<string>;
  onAdd: (book: Book) => void;
}) {
  const { t } = useOwnerT();
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const found = useGetOwnerBooksQuery({ q }, { skip: !q });
  if (!q) return <p className="text-sm text-slate-600">{t('owner.catalogue.labels.searchFirst')}</p>;
  return (
    <QueryState
      query={found}
      loading={<p className="text-sm text-slate-600">{t('owner.catalogue.labels.searching')}</p>}
      error={t('owner.catalogue.labels.searchFailed')}
      empty={<p className="text-sm text-slate-600">{t('owner.catalogue.labels.noMatch', { query: q })}</p>}
    >
      {(books) => <Found books={books} picked={picked} onAdd={onAdd} busy={found.isFetching} />}
    </QueryState>
  );
}

function Found({
  books,
  picked,
  onAdd,
  busy,
}: {
  books: Book[];
  picked: ReadonlySet<string>;
  onAdd: (book: Book) => void;
  busy: boolean;
}) {
  const { t } = useOwnerT();
  const shown = books.slice(0, RESULTS_SHOWN);
  return (
    <div aria-busy={busy || undefined}>
      <ul
        aria-label={t('owner.catalogue.labels.found')}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {shown.map((book) => (
          <SearchResult key={book._id} book={book} picked={picked.has(book._id)} onAdd={onAdd} />
        ))}
      </ul>
      {books.length > shown.length && (
        <p className="mt-2 text-sm text-slate-600">
          {t('owner.catalogue.labels.moreMatch', { count: books.length - shown.length })}
        </p>
      )}
    </div>
  );
}

function SearchResult({ book, picked, onAdd }: { book: Book; picked: boolean; onAdd: (book: Book) => void }) {
  const { t, money } = useOwnerT();
  const labelled = labelCode(book) !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{book.title}</p>
        <p className={`text-sm break-all ${labelled ? 'text-slate-600' : 'text-red-700'}`}>
          {money(book.newPrice)} · {codeText(book)}
        </p>
      </div>
      {labelled ? (
        <Button
          variant="secondary"
          label={t(picked ? 'owner.catalogue.labels.added' : 'owner.catalogue.labels.add')}
          disabled={picked}
          onClick={() => onAdd(book)}
        >
          <span className="sr-only"> {book.title}</span>
        </Button>
      ) : (
        <ButtonLink to={`/dashboard/edit-book/${book._id}`} variant="outline" size="sm">
          {t('owner.catalogue.labels.giveBarcode')}
          <span className="sr-only"> ({book.title})</span>
        </ButtonLink>
      )}
    </li>
  );
}
