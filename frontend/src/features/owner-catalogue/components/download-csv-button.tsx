import { Button } from '@/components/ui/button';
import { showAlert } from '@/components/dialogs';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useExportCatalogueMutation } from '../api';
import { saveCsv } from '../csv-download';

/** Saves the whole catalogue as the CSV the import page reads back. */
export function DownloadCsvButton({ slim = false }: { slim?: boolean }) {
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
    <Button
      variant="outline"
      // Slim beside the list's toolbar links, which are as tall.
      size="none"
      className={slim ? 'px-5 py-2 text-sm' : 'px-5 py-2.5'}
      label={t('owner.catalogue.csv.download')}
      busy={isLoading}
      busyLabel={t('owner.catalogue.csv.preparing')}
      onClick={() => void download()}
    />
  );
}
