import { Link, useNavigate, useParams } from 'react-router-dom';
import { showAlert } from '@/components/dialogs';
import { ErrorMessage, Loading } from '@/components/status';
import { useGetBookQuery } from '@/features/catalogue';
import { coverUrl } from '@/lib/cover-url';
import { OWNER_CATALOGUE_TEXTS } from '@/lib/spec-texts';
import { useUpdateBookMutation } from '../api';
import { bookToFormValues, problemFromError, toBookPayload, type BookFormValues } from '../book-form-values';
import { BookForm, type SubmitOutcome } from '../components/book-form';
import { StockHistory } from '../components/stock-history';

const MANAGE_PATH = '/dashboard/manage-books';

/** Saves the form and reports the outcome: 'Book Updated', or 'Failed to update book.'. */
function useSaveBook(id: string) {
  const navigate = useNavigate();
  const [updateBook] = useUpdateBookMutation();
  return async (values: BookFormValues, initial: BookFormValues): Promise<SubmitOutcome> => {
    const result = await updateBook({ id, body: toBookPayload(values, initial) });
    if (result.error) {
      void showAlert({ title: OWNER_CATALOGUE_TEXTS.updateFailure, icon: 'error' });
      return { ok: false, problem: problemFromError(result.error) };
    }
    void showAlert({
      title: OWNER_CATALOGUE_TEXTS.updatedTitle,
      text: OWNER_CATALOGUE_TEXTS.updatedText,
      icon: 'success',
    });
    navigate(MANAGE_PATH);
    return { ok: true };
  };
}

export default function EditBookPage() {
  const { id = '' } = useParams();
  const { data: book, isLoading, isError } = useGetBookQuery(id, { skip: !id });
  const handleUpdate = useSaveBook(id);

  return (
    <section aria-labelledby="edit-book-heading" className="mx-auto w-full max-w-3xl">
      <Link
        to={MANAGE_PATH}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to all items
      </Link>
      <h1 id="edit-book-heading" className="mt-3 text-2xl font-bold text-slate-900">
        {OWNER_CATALOGUE_TEXTS.updateHeading}
      </h1>
      {isLoading ? (
        <Loading />
      ) : isError || !book ? (
        <ErrorMessage text={OWNER_CATALOGUE_TEXTS.bookLoadError} />
      ) : (
        <>
          <p className="mt-1 text-sm break-words text-slate-600">
            Editing <span className="font-medium text-slate-800">{book.title}</span>
          </p>
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <BookForm
              key={book._id}
              mode="edit"
              defaultValues={bookToFormValues(book)}
              currentCover={coverUrl(book.coverImage)}
              submitLabel={OWNER_CATALOGUE_TEXTS.updateButton}
              busyLabel="Updating.."
              onSubmit={handleUpdate}
            />
          </div>
          <StockHistory bookId={book._id} />
        </>
      )}
    </section>
  );
}
