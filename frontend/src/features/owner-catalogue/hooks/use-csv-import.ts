import { useState } from 'react';
import { translateOwner } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useApplyImportMutation, usePreviewImportMutation } from '../api';
import { csvFileError, reportFromError, type ImportReport } from '../import-report';

export type ImportStage =
  | { step: 'choose' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; report: ImportReport }
  | { step: 'applying'; file: File; report: ImportReport }
  | { step: 'done'; report: ImportReport };

/**
 * Choose a file, see what it would do (a dry run), apply it. A problem with the file itself, or an
 * apply the API refused, is kept beside the stage as the API's own message.
 */
export function useCsvImport() {
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [previewImport] = usePreviewImportMutation();
  const [applyImport] = useApplyImportMutation();

  async function check(file: File) {
    const fileProblem = csvFileError(file);
    setProblem(fileProblem);
    if (fileProblem) return setStage({ step: 'choose' });
    setStage({ step: 'checking', file });
    const result = await previewImport(file);
    if (result.error) {
      setProblem(serverMessage(result.error) ?? translateOwner('owner.catalogue.import.checkFailed'));
      return setStage({ step: 'choose' });
    }
    setStage({ step: 'checked', file, report: result.data });
  }

  async function apply() {
    if (stage.step !== 'checked') return;
    const { file, report } = stage;
    setProblem(null);
    setStage({ step: 'applying', file, report });
    const result = await applyImport(file);
    if (result.error) {
      setProblem(serverMessage(result.error) ?? translateOwner('owner.catalogue.import.importFailed'));
      // A refusal brings the rows as they stand now (the catalogue may have moved since the check).
      return setStage({ step: 'checked', file, report: reportFromError(result.error) ?? report });
    }
    setStage({ step: 'done', report: result.data });
  }

  return { stage, problem, check, apply };
}
