import { useId, useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Button, ButtonLink } from '@/components/ui/button';
import { SEARCH_DEBOUNCE_MS } from '@/features/catalogue';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetOwnerBooksQuery } from '../api';
import { LabelSheets, PRINT_LABELS_ONLY } from '../components/label-sheets';
import { SearchBox } from '../components/search-box';
import {
  LABEL_COUNT_MAX,
  LABEL_SHEET,
  labelCode,
  labelsOf,
  LABELS_PER_SHEET,
  SYMBOLOGY_NAMES,
  type LabelPick,
} from '../labels';

/** How many matches a search shows; more means the owner should type more of the name. */
const RESULTS_SHOWN = 20;

/** A picked item and its count as the owner is typing it. */
interface Picked {
  book: Book;
  count: string;
}

const countValue = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);
const countIsValid = (text: string): boolean => {
  const count = countValue(text);
  return count >= 1 && count <= LABEL_COUNT_MAX;
};

function codeText(book: Book): string {
  const code = labelCode(book);
  return code
    ? translateOwner('owner.catalogue.labels.code', {
        symbology: SYMBOLOGY_NAMES[code.symbology],
        value: code.value,
      })
    : translateOwner('owner.catalogue.labels.noCode');
}

/** The owner's label printer: pick items and how many labels of each, then print A4 sheets. */
export default function LabelsPage() {
  const { t } = useOwnerT();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const picks: LabelPick[] = picked.map(({ book, count }) => ({ book, count: countValue(count) }));
  const labels = labelsOf(picks);
  const sheets = Math.ceil(labels.length / LABELS_PER_SHEET);

  const add = (book: Book) =>
    setPicked((list) =>
      list.some((pick) => pick.book._id === book._id) ? list : [...list, { book, count: '1' }],
    );
  const setCount = (id: string, count: string) =>
    setPicked((list) => list.map((pick) => (pick.book._id === id ? { ...pick, count } : pick)));
  const remove = (id: string) => setPicked((list) => list.filter((pick) => pick.book._id !== id));

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

function PickedItems({
  picked,
  onCount,
  onRemove,
}: {
  picked: readonly Picked[];
  onCount: (id: string, count: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useOwnerT();
  if (picked.length === 0) return null;
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{t('owner.catalogue.labels.toPrint')}</h2>
      <ul
        aria-label={t('owner.catalogue.labels.toPrint')}
        className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {picked.map((pick) => (
          <PickedItem key={pick.book._id} pick={pick} onCount={onCount} onRemove={onRemove} />
        ))}
      </ul>
    </div>
  );
}

function PickedItem({
  pick,
  onCount,
  onRemove,
}: {
  pick: Picked;
  onCount: (id: string, count: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useOwnerT();
  const id = useId();
  const { book, count } = pick;
  const valid = countIsValid(count);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{book.title}</p>
        <p className="text-sm break-all text-slate-600">{codeText(book)}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <div>
          <label htmlFor={id} className="sr-only">
            {t('owner.catalogue.labels.countOf', { title: book.title })}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={LABEL_COUNT_MAX}
            value={count}
            onChange={(event) => onCount(book._id, event.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            className={`field-input h-11 w-24 ${valid ? '' : 'border-red-600'}`}
          />
          {!valid && (
            <p id={`${id}-error`} className="field-error max-w-40">
              {t('owner.catalogue.labels.countRange', { max: LABEL_COUNT_MAX })}
            </p>
          )}
        </div>
        <Button
          variant="dangerOutline"
          label={t('owner.catalogue.labels.remove')}
          onClick={() => onRemove(book._id)}
        >
          <span className="sr-only"> {book.title}</span>
        </Button>
      </div>
    </li>
  );
}
