import { useState } from 'react';
import type { ApiCallError } from './api-error';
import { serverMessage } from './fetch-errors';

/** Where an import of a spreadsheet stands: a file chosen, checked by a dry run, applied. */
export type DryRunImportStage<Report> =
  | { step: 'choose' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; report: Report }
  | { step: 'applying'; file: File; report: Report }
  | { step: 'done'; report: Report };

type ImportCall<Report> = (
  file: File,
) => PromiseLike<{ data: Report; error?: undefined } | { data?: undefined; error: ApiCallError }>;

export interface DryRunImportOptions<Report> {
  /** The dry run, and the import itself (RTK Query mutation triggers). */
  preview: ImportCall<Report>;
  apply: ImportCall<Report>;
  /** What is wrong with the file itself (type, size), before anything is sent; null when nothing. */
  fileError: (file: File) => string | null;
  /** The rows as a refused import reports them, when it does. */
  reportFromError: (error: ApiCallError) => Report | null | undefined;
  /** Words for a failure the API did not word itself. */
  checkFailed: () => string;
  applyFailed: () => string;
}

/**
 * Choose a file, see what it would do (a dry run), apply it: the catalogue's import and the school
 * lists' alike. A problem with the file, or an apply the API refused, is kept beside the stage as
 * the API's own message.
 */
export function useDryRunImport<Report>(options: DryRunImportOptions<Report>) {
  const [stage, setStage] = useState<DryRunImportStage<Report>>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);

  async function check(file: File) {
    const fileProblem = options.fileError(file);
    setProblem(fileProblem);
    if (fileProblem) return setStage({ step: 'choose' });
    setStage({ step: 'checking', file });
    const result = await options.preview(file);
    if (result.error) {
      setProblem(serverMessage(result.error) || options.checkFailed());
      return setStage({ step: 'choose' });
    }
    setStage({ step: 'checked', file, report: result.data });
  }

  async function apply() {
    if (stage.step !== 'checked') return;
    const { file, report } = stage;
    setProblem(null);
    setStage({ step: 'applying', file, report });
    const result = await options.apply(file);
    if (result.error) {
      setProblem(serverMessage(result.error) || options.applyFailed());
      // A refusal brings the rows as they stand now (the catalogue may have moved since the check).
      return setStage({ step: 'checked', file, report: options.reportFromError(result.error) ?? report });
    }
    setStage({ step: 'done', report: result.data });
  }

  return { stage, problem, check, apply };
}

export type DryRunImport<Report> = ReturnType<typeof useDryRunImport<Report>>;
