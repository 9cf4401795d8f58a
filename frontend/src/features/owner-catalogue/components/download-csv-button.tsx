import { showAlert } from '@/components/dialogs';
import { serverMessage } from '@/lib/fetch-errors';
import { useExportCatalogueMutation } from '../api';
import { saveCsv } from '../csv-download';

/** Saves the whole catalogue as the CSV the import page reads back. */
export function DownloadCsvButton({ className = '' }: { className?: string }) {
  const [exportCatalogue, { isLoading, reset }] = useExportCatalogueMutation();

  async function download() {
    const result = await exportCatalogue();
    if (result.error) {
      await showAlert({
        title: 'Download failed',
        text: serverMessage(result.error) ?? 'Could not download the catalogue. Please try again.',
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
      {isLoading ? 'Preparing CSV…' : 'Download CSV'}
    </button>
  );
}
