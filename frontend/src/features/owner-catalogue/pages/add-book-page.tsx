import { Panel } from '@/components/ui/panel';
import { PageSection } from '@/components/ui/page-heading';
import { showAlert } from '@/components/dialogs';
import { useOwnerT } from '@/i18n/owner';
import { useAddBookMutation } from '../api';
import { EMPTY_BOOK_FORM, problemFromError, toBookFormData, type BookFormValues } from '../book-form-values';
import { BookForm, type SubmitOutcome } from '../components/book-form';

export default function AddBookPage() {
  const { t } = useOwnerT();
  const [addBook] = useAddBookMutation();

  async function handleAdd(values: BookFormValues): Promise<SubmitOutcome> {
    const result = await addBook(toBookFormData(values));
    if (result.error) {
      void showAlert({ title: t('owner.catalogue.addFailure'), icon: 'error' });
      return { ok: false, problem: problemFromError(result.error) };
    }
    void showAlert({
      title: t('owner.catalogue.addedTitle'),
      text: t('owner.catalogue.addedText'),
      icon: 'success',
    });
    return { ok: true };
  }

  return (
    <PageSection title={t('owner.catalogue.add.heading')} intro={t('owner.catalogue.add.intro')} width="3xl">
      <Panel className="mt-6">
        <BookForm mode="add" defaultValues={EMPTY_BOOK_FORM} onSubmit={handleAdd} />
      </Panel>
    </PageSection>
  );
}
