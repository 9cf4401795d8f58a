import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { ErrorMessage, Loading } from '@/components/status';
import { SEARCH_MAX_LENGTH } from '@shop/backend/contract';
import { SEARCH_DEBOUNCE_MS, useGetBooksQuery } from '@/features/catalog';
import { coverUrl } from '@/lib/cover-url';
import { formatRupees } from '@/lib/money';
import type { Book } from '@shop/backend/contract';
import { useDeleteBookMutation } from '../api';
import { categoryLabel } from '../book-form-values';

function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Confirm, delete, report; returns the id being deleted so its button can be disabled. */
function useDeleteBook(afterDelete: () => void) {
  const [deleteBook] = useDeleteBookMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(book: Book) {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: 'This book will be permanently deleted!',
      confirmText: 'Yes, delete it!',
      cancelText: 'No, keep it',
    });
    if (!confirmed) {
      await showAlert({ title: 'Cancelled', text: 'The book is safe :)', icon: 'info' });
      return;
    }
    setDeletingId(book._id);
    const result = await deleteBook(book._id);
    setDeletingId(null);
    if (result.error) {
      await showAlert({ title: 'Error', text: 'Failed to delete book. Please try again.', icon: 'error' });
      return;
    }
    await showAlert({ title: 'Deleted!', text: 'The book has been deleted.', icon: 'success' });
    afterDelete();
  }

  return { deletingId, remove };
}

export default function ManageBooksPage() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const { data: books, isLoading, isError, isFetching } = useGetBooksQuery({ q });
  // The deleted row's button is gone: put focus somewhere stable instead of the page's start.
  const { deletingId, remove } = useDeleteBook(() => headingRef.current?.focus());

  return (
    <section aria-labelledby="manage-books-heading" className="mx-auto w-full max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1
          id="manage-books-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900"
        >
          All Items
        </h1>
        <SearchBox value={search} onChange={setSearch} />
      </div>

      <div className="mt-6">
        {isLoading ? (
          <Loading />
        ) : isError ? (
          <ErrorMessage text="Error loading books" />
        ) : (
          <BookList
            books={books ?? []}
            query={q}
            busy={isFetching}
            deletingId={deletingId}
            onDelete={(book) => void remove(book)}
          />
        )}
      </div>
    </section>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <form role="search" aria-label="Items" className="sm:w-80" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="field-label">
        Search items
      </label>
      <input
        id={id}
        type="search"
        className="field-input h-11"
        placeholder="Title or description"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}

interface BookListProps {
  books: Book[];
  query: string;
  busy: boolean;
  deletingId: string | null;
  onDelete: (book: Book) => void;
}

function BookList({ books, query, busy, deletingId, onDelete }: BookListProps) {
  if (books.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-700 shadow-sm">
        {query ? `No books match “${query}”.` : 'No books available.'}
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
              <th scope="col" className="px-4 py-3 font-semibold">
                Item
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Category
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Price
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:bg-white">
            {books.map((book) => (
              <BookRow key={book._id} book={book} deleting={deletingId === book._id} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

interface BookRowProps {
  book: Book;
  deleting: boolean;
  onDelete: (book: Book) => void;
}

const cell = 'flex items-center justify-between gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-middle';
const cellLabel = 'text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden';

function BookRow({ book, deleting, onDelete }: BookRowProps) {
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0">
      <th
        scope="row"
        className="block pb-2 text-left font-semibold text-slate-900 md:table-cell md:px-4 md:py-3"
      >
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
      </th>
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
      <td className="flex gap-3 pt-3 md:table-cell md:px-4 md:py-3 md:text-right md:whitespace-nowrap">
        <RowActions book={book} deleting={deleting} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function RowActions({ book, deleting, onDelete }: BookRowProps) {
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
