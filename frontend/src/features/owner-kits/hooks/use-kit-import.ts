import { translateOwner } from '@/i18n/owner';
import { useDryRunImport } from '@/lib/use-dry-run-import';
import { useApplyKitImportMutation, usePreviewKitImportMutation } from '../api';
import { kitCsvFileError, kitReportFromError } from '../kit-import';

/** The school lists' CSV import: a dry run first, then apply, as the catalogue's import does. */
export function useKitImport() {
  const [preview] = usePreviewKitImportMutation();
  const [apply] = useApplyKitImportMutation();
  return useDryRunImport({
    preview,
    apply,
    fileError: kitCsvFileError,
    reportFromError: kitReportFromError,
    checkFailed: () => translateOwner('owner.kits.import.checkFailed'),
    applyFailed: () => translateOwner('owner.kits.import.applyFailed'),
  });
}
