import type { Book } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';

interface SearchResultsProps {
  id: string;
  term: string;
  results: readonly Book[];
  active: number;
  searching: boolean;
  failed: boolean;
  onPick: (book: Book) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The items whose words match what was typed, to pick with a click or the arrow keys and Enter. */
export function SearchResults({ id, term, results, active, searching, failed, onPick }: SearchResultsProps) {
  const { t, money } = useOwnerT();
  if (!term) return null;
  const note = failed
    ? t('owner.counter.search.failed')
    : results.length === 0
      ? searching
        ? t('owner.counter.search.searching')
        : t('owner.counter.search.none', { term })
      : null;
  const stockText = (stock: number | null) =>
    stock === null ? t('owner.counter.search.notCounted') : t('owner.counter.search.inStock', { stock });
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-white shadow-sm">
      {note && (
        <p role="status" className="px-4 py-3 text-sm text-slate-600">
          {note}
        </p>
      )}
      <ul
        id={id}
        role="listbox"
        aria-label={t('owner.counter.search.results', { term })}
        className="divide-y divide-slate-100"
      >
        {results.map((book, index) => (
          <li
            key={book._id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            // The scan box keeps the focus, so the next scan still lands in it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(book)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm ${
              index === active ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : 'hover:bg-slate-50'
            }`}
          >
            <span className="min-w-0 font-medium break-words text-slate-900">{book.title}</span>
            <span className="shrink-0 text-right text-slate-600">
              {money(book.newPrice)}
              <span className="block text-xs">{stockText(book.stock)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
