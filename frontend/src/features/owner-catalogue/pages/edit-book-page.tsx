import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Book } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { showAlert } from '@/components/dialogs';
import { useGetBookQuery } from '@/features/catalogue';
import { coverUrl } from '@/lib/cover-url';
import { useOwnerT } from '@/i18n/owner';
import { useUpdateBookMutation } from '../api';
import { bookToFormValues, problemFromError, toBookPayload, type BookFormValues } from '../book-form-values';
import { BookForm, type SubmitOutcome } from '../components/book-form';
import { StockHistory } from '../components/stock-history';
import { Button } from '@/components/ui/button';
import { useDeleteBook } from '../hooks/use-delete-book';
import { ReorderLevels } from '@/features/owner-purchases';
import { signedInMay } from '@/lib/session-role';

const MANAGE_PATH = '/dashboard/manage-books';

/** Saves the form and reports the outcome: 'Book Updated', or 'Failed to update book.'. */
function useSaveBook(id: string) {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  const [updateBook] = useUpdateBookMutation();
  return async (values: BookFormValues, initial: BookFormValues): Promise<SubmitOutcome> => {
    const result = await updateBook({ id, body: toBookPayload(values, initial) });
    if (result.error) {
      void showAlert({ title: t('owner.catalogue.updateFailure'), icon: 'error' });
      return { ok: false, problem: problemFromError(result.error) };
    }
    void showAlert({
      title: t('owner.catalogue.updatedTitle'),
      text: t('owner.catalogue.updatedText'),
      icon: 'success',
    });
    navigate(MANAGE_PATH);
    return { ok: true };
  };
}

/** Deleting lives here too, away from the list's cards, where a stray tap on a phone cannot reach it. */
function DeleteItem({ book }: { book: Book }) {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  const { deletingId, remove } = useDeleteBook(() => navigate(MANAGE_PATH));
  return (
    <Panel as="section" tone="danger" aria-labelledby="delete-item-heading" className="mt-8">
      <h2 id="delete-item-heading" className="text-base font-semibold text-slate-900">
        {t('owner.catalogue.edit.deleteHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('owner.catalogue.edit.deleteText')}</p>
      <Button
        variant="danger"
        size="sm"
        className="mt-3 min-h-11"
        label={t('owner.catalogue.list.delete')}
        busy={deletingId === book._id}
        busyLabel={t('owner.catalogue.list.deleting')}
        onClick={() => void remove(book)}
      >
        <span className="sr-only"> {book.title}</span>
      </Button>
    </Panel>
  );
}

export default function EditBookPage() {
  const { t } = useOwnerT();
  const { id = '' } = useParams();
  const book = useGetBookQuery(id, { skip: !id });
  const handleUpdate = useSaveBook(id);

  return (
    <section aria-labelledby="edit-book-heading" className="mx-auto w-full max-w-3xl">
      <Link
        to={MANAGE_PATH}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('owner.catalogue.edit.back')}
      </Link>
      <h1 id="edit-book-heading" className="mt-3 text-2xl font-bold text-slate-900">
        {t('owner.catalogue.updateHeading')}
      </h1>
      <QueryState query={book} loading={t('owner.common.loading')} error={t('owner.catalogue.bookLoadError')}>
        {(book) => (
          <>
            <p className="mt-1 text-sm break-words text-slate-600">
              {t('owner.catalogue.edit.editing')}{' '}
              <span className="font-medium text-slate-800">{book.title}</span>
            </p>
            <Panel className="mt-6">
              <BookForm
                key={book._id}
                mode="edit"
                defaultValues={bookToFormValues(book)}
                currentCover={coverUrl(book.coverImage)}
                onSubmit={handleUpdate}
              />
            </Panel>
            <StockHistory bookId={book._id} />
            {signedInMay('drawer') && book.onHand !== null && <ReorderLevels productId={book._id} />}
            <DeleteItem book={book} />
          </>
        )}
      </QueryState>
    </section>
  );
}
