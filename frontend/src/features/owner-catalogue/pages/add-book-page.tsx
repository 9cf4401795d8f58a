import { showAlert } from '@/components/dialogs';
import { OWNER_CATALOGUE_TEXTS } from '@/lib/spec-texts';
import { useAddBookMutation } from '../api';
import { EMPTY_BOOK_FORM, problemFromError, toBookFormData, type BookFormValues } from '../book-form-values';
import { BookForm, type SubmitOutcome } from '../components/book-form';

export default function AddBookPage() {
  const [addBook] = useAddBookMutation();

  async function handleAdd(values: BookFormValues): Promise<SubmitOutcome> {
    const result = await addBook(toBookFormData(values));
    if (result.error) {
      void showAlert({ title: OWNER_CATALOGUE_TEXTS.addFailure, icon: 'error' });
      return { ok: false, problem: problemFromError(result.error) };
    }
    void showAlert({
      title: OWNER_CATALOGUE_TEXTS.addedTitle,
      text: OWNER_CATALOGUE_TEXTS.addedText,
      icon: 'success',
    });
    return { ok: true };
  }

  return (
    <section aria-labelledby="add-book-heading" className="mx-auto w-full max-w-3xl">
      <h1 id="add-book-heading" className="text-2xl font-bold text-slate-900">
        Add New Book
      </h1>
      <p className="mt-1 text-slate-600">
        All fields except Trending are required; customers see the item as soon as it is added.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <BookForm
          mode="add"
          defaultValues={EMPTY_BOOK_FORM}
          submitLabel={OWNER_CATALOGUE_TEXTS.addButton}
          busyLabel={OWNER_CATALOGUE_TEXTS.adding}
          onSubmit={handleAdd}
        />
      </div>
    </section>
  );
}
