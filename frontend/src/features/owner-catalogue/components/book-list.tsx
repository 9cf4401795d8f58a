import { Link } from 'react-router-dom';
import type { Book } from '@shop/backend/contract';
import { coverUrl } from '@/lib/cover-url';
import { formatRupees } from '@/lib/money';
import { categoryLabel } from '../book-form-values';
import type { StockAction } from '../stock-adjustment';
import { StockCell } from './stock-cell';

interface RowHandlers {
  deletingId: string | null;
  adjustingId: string | null;
  onDelete: (book: Book) => void;
  onAdjust: (book: Book, action: StockAction) => void;
}

interface BookListProps extends RowHandlers {
  books: Book[];
  /** What the owner sees when the list is empty. */
  emptyText: string;
  busy: boolean;
}

const headCell = 'px-4 py-3 font-semibold';

export function BookList({ books, emptyText, busy, ...handlers }: BookListProps) {
  if (books.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-700 shadow-sm">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {busy ? 'Updating…' : `${books.length} ${books.length === 1 ? 'item' : 'items'}`}
      </p>
      {/* One table: rows become cards below md, so there is a single copy for assistive technology. */}
      <div className="md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
        <table aria-busy={busy} className={`block w-full text-sm md:table ${busy ? 'opacity-60' : ''}`}>
          <caption className="sr-only">All items in the catalogue</caption>
          <thead className="sr-only bg-slate-100 text-left text-xs tracking-wide text-slate-600 uppercase md:not-sr-only">
            <tr>
              <th scope="col" className={headCell}>
                Item
              </th>
              <th scope="col" className={headCell}>
                SKU
              </th>
              <th scope="col" className={headCell}>
                Category
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Price
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Stock
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:bg-white">
            {books.map((book) => (
              <BookRow key={book._id} book={book} {...handlers} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const cell = 'flex items-center justify-between gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-middle';
const cellLabel = 'text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden';

function BookRow({ book, ...handlers }: RowHandlers & { book: Book }) {
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0">
      <th
        scope="row"
        className="block pb-2 text-left font-semibold text-slate-900 md:table-cell md:px-4 md:py-3"
      >
        <ItemTitle book={book} />
      </th>
      <td className={cell}>
        <span aria-hidden="true" className={cellLabel}>
          SKU
        </span>
        {book.sku ? (
          <span className="font-mono text-xs break-all text-slate-700">{book.sku}</span>
        ) : (
          <span className="text-slate-500">None</span>
        )}
      </td>
      <td className={cell}>
        <span aria-hidden="true" className={cellLabel}>
          Category
        </span>
        <span className="text-slate-700">{categoryLabel(book.category)}</span>
      </td>
      <td className={`${cell} md:text-right`}>
        <span aria-hidden="true" className={cellLabel}>
          Price
        </span>
        <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(book.newPrice)}</span>
      </td>
      <td className={`${cell} md:text-right`}>
        <span aria-hidden="true" className={cellLabel}>
          Stock
        </span>
        <StockCell book={book} busy={handlers.adjustingId === book._id} onAdjust={handlers.onAdjust} />
      </td>
      <td className="flex gap-3 pt-3 md:table-cell md:px-4 md:py-3 md:text-right md:whitespace-nowrap">
        <RowActions book={book} deleting={handlers.deletingId === book._id} onDelete={handlers.onDelete} />
      </td>
    </tr>
  );
}

function ItemTitle({ book }: { book: Book }) {
  return (
    <span className="flex items-center gap-3">
      <img
        src={coverUrl(book.coverImage)}
        alt=""
        width={40}
        height={53}
        loading="lazy"
        decoding="async"
        className="h-13 w-10 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
      />
      <span className="min-w-0 break-words">{book.title}</span>
    </span>
  );
}

function RowActions({
  book,
  deleting,
  onDelete,
}: {
  book: Book;
  deleting: boolean;
  onDelete: (book: Book) => void;
}) {
  return (
    <>
      <Link
        to={`/dashboard/edit-book/${book._id}`}
        className="btn-secondary flex-1 px-4 py-2 md:flex-none md:py-1.5"
      >
        Edit<span className="sr-only"> {book.title}</span>
      </Link>
      <button
        type="button"
        className="inline-flex flex-1 items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50 md:ml-2 md:flex-none md:py-1.5"
        disabled={deleting}
        onClick={() => onDelete(book)}
      >
        {deleting ? 'Deleting…' : 'Delete'}
        <span className="sr-only"> {book.title}</span>
      </button>
    </>
  );
}
