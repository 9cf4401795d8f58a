import { showAlert } from '@/components/dialogs';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useExportCatalogueMutation } from '../api';
import { saveCsv } from '../csv-download';

/** Saves the whole catalogue as the CSV the import page reads back. */
export function DownloadCsvButton({ className = '' }: { className?: string }) {
  const { t } = useOwnerT();
  const [exportCatalogue, { isLoading, reset }] = useExportCatalogueMutation();

  async function download() {
    const result = await exportCatalogue();
    if (result.error) {
      await showAlert({
        title: t('owner.catalogue.csv.failedTitle'),
        text: serverMessage(result.error) ?? t('owner.catalogue.csv.failedText'),
        icon: 'error',
      });
      return;
    }
    saveCsv(result.data);
    reset(); // The text is in the file now; the store need not keep a copy.
  }

  return (
    <button
      type="button"
      className={`btn-secondary disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      onClick={() => void download()}
    >
      {t(isLoading ? 'owner.catalogue.csv.preparing' : 'owner.catalogue.csv.download')}
    </button>
  );
}
