import { useState } from 'react';
import type { KitImportReport } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import { useApplyKitImportMutation, usePreviewKitImportMutation } from '../api';
import { importProblem, kitCsvFileError, kitReportFromError } from '../kit-import';

export type KitImportStage =
  | { step: 'choose' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; report: KitImportReport }
  | { step: 'applying'; file: File; report: KitImportReport }
  | { step: 'done'; report: KitImportReport };

/** Choose a file, see what it would do (a dry run), apply it: as the catalogue's import does. */
export function useKitImport() {
  const [stage, setStage] = useState<KitImportStage>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [previewImport] = usePreviewKitImportMutation();
  const [applyImport] = useApplyKitImportMutation();

  async function check(file: File) {
    const fileProblem = kitCsvFileError(file);
    setProblem(fileProblem);
    if (fileProblem) return setStage({ step: 'choose' });
    setStage({ step: 'checking', file });
    const result = await previewImport(file);
    if (result.error) {
      setProblem(importProblem(result.error, translateOwner('owner.kits.import.checkFailed')));
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
      setProblem(importProblem(result.error, translateOwner('owner.kits.import.applyFailed')));
      // A refusal brings the rows as they stand now (the catalogue may have moved since the check).
      return setStage({ step: 'checked', file, report: kitReportFromError(result.error) ?? report });
    }
    setStage({ step: 'done', report: result.data });
  }

  return { stage, problem, check, apply };
}
