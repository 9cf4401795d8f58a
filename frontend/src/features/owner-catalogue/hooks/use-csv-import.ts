import { translateOwner } from '@/i18n/owner';
import { useDryRunImport } from '@/lib/use-dry-run-import';
import { useApplyImportMutation, usePreviewImportMutation } from '../api';
import { csvFileError, reportFromError } from '../import-report';

/** The catalogue's CSV import: a dry run first, then apply. */
export function useCsvImport() {
  const [preview] = usePreviewImportMutation();
  const [apply] = useApplyImportMutation();
  return useDryRunImport({
    preview,
    apply,
    fileError: csvFileError,
    reportFromError,
    checkFailed: () => translateOwner('owner.catalogue.import.checkFailed'),
    applyFailed: () => translateOwner('owner.catalogue.import.importFailed'),
  });
}
