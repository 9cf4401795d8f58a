import { useId, type ReactNode } from 'react';
import { Loading } from '@/components/status';
import type { DryRunImport, DryRunImportStage } from '@/lib/use-dry-run-import';
import { Button } from './button';
import { CsvFilePicker } from './csv-file-picker';
import { Panel } from './panel';

/** The words of one import, in its screen's catalog. */
export interface ImportFlowWords {
  /** The file field's label, and under it what the file may be and that it is checked first. */
  file: string;
  hint: string;
  checking: (fileName: string) => string;
  /** The dry run's heading: what the file would do. */
  wouldDo: (fileName: string) => string;
  apply: string;
  applying: string;
}

interface ImportFlowProps<Report> {
  /** The screen's heading's id, and what stands above the file: the heading, the help, a download. */
  headingId: string;
  header: ReactNode;
  /** The import's state and steps: what useDryRunImport returns. */
  flow: DryRunImport<Report>;
  words: ImportFlowWords;
  /** What the dry run found, row by row. */
  report: (report: Report, fileName: string) => ReactNode;
  /** Why the file cannot be applied as it stands, or null when it can. */
  blocker: (report: Report) => string | null;
  /** What the import did, said once it is applied. */
  done: (report: Report) => ReactNode;
}

/**
 * The owner's spreadsheet imports, the catalogue's and the school lists' alike: choose a file, see
 * what it would do, apply it all or nothing, and read what it did.
 */
export function ImportFlow<Report>({ headingId, header, flow, ...views }: ImportFlowProps<Report>) {
  const { stage, problem } = flow;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl">
      {header}
      <Panel className="mt-6">
        <CsvFilePicker
          label={views.words.file}
          hint={views.words.hint}
          disabled={stage.step === 'checking' || stage.step === 'applying'}
          onFile={(file) => void flow.check(file)}
        />
        {problem && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {problem}
          </p>
        )}
      </Panel>
      <div className="mt-6">
        <StageView stage={stage} onApply={() => void flow.apply()} {...views} />
      </div>
    </section>
  );
}

type Views<Report> = Pick<ImportFlowProps<Report>, 'words' | 'report' | 'blocker' | 'done'>;

interface StageViewProps<Report> extends Views<Report> {
  stage: DryRunImportStage<Report>;
  onApply: () => void;
}

function StageView<Report>({ stage, words, done, ...checked }: StageViewProps<Report>) {
  switch (stage.step) {
    case 'choose':
      return null;
    case 'checking':
      return <Loading text={words.checking(stage.file.name)} />;
    case 'checked':
    case 'applying':
      return (
        <CheckedFile
          fileName={stage.file.name}
          found={stage.report}
          applying={stage.step === 'applying'}
          words={words}
          {...checked}
        />
      );
    case 'done':
      return (
        <div
          role="status"
          className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 sm:p-6"
        >
          {done(stage.report)}
        </div>
      );
  }
}

interface CheckedFileProps<Report> extends Omit<Views<Report>, 'done'> {
  onApply: () => void;
  fileName: string;
  found: Report;
  applying: boolean;
}

function CheckedFile<Report>({
  fileName,
  found,
  applying,
  onApply,
  words,
  report,
  blocker,
}: CheckedFileProps<Report>) {
  const blockerId = useId();
  const why = blocker(found);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold break-words text-slate-900">{words.wouldDo(fileName)}</h2>
      {report(found, fileName)}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {why && (
          <p id={blockerId} className="text-sm text-slate-700">
            {why}
          </p>
        )}
        <Button
          className="min-h-11"
          label={words.apply}
          busy={applying}
          busyLabel={words.applying}
          disabled={why !== null}
          aria-describedby={why ? blockerId : undefined}
          onClick={onApply}
        />
      </div>
    </div>
  );
}
