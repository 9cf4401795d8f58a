import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/status';
import { CsvFilePicker } from '@/components/ui/csv-file-picker';
import { useOwnerT } from '@/i18n/owner';
import { DownloadCsvButton } from '../components/download-csv-button';
import { ImportReportTable, ImportSummary } from '../components/import-report-table';
import { useCsvImport, type ImportStage } from '../hooks/use-csv-import';
import { applyBlocker, csvLimitsHint, type ImportReport } from '../import-report';

export default function ImportBooksPage() {
  const { t } = useOwnerT();
  const { stage, problem, check, apply } = useCsvImport();
  return (
    <section aria-labelledby="import-books-heading" className="mx-auto w-full max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="import-books-heading" className="text-2xl font-bold text-slate-900">
            {t('owner.catalogue.import.heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('owner.catalogue.import.intro')}</p>
        </div>
        <DownloadCsvButton />
      </div>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <CsvFilePicker
          label={t('owner.catalogue.import.file')}
          hint={`${csvLimitsHint()} ${t('owner.catalogue.import.checkedAtOnce')}`}
          disabled={stage.step === 'checking' || stage.step === 'applying'}
          onFile={check}
        />
        {problem && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {problem}
          </p>
        )}
      </div>
      <div className="mt-6">
        <StageView stage={stage} onApply={() => void apply()} />
      </div>
    </section>
  );
}

function StageView({ stage, onApply }: { stage: ImportStage; onApply: () => void }) {
  const { t } = useOwnerT();
  switch (stage.step) {
    case 'choose':
      return null;
    case 'checking':
      return <Loading text={t('owner.catalogue.import.checking', { name: stage.file.name })} />;
    case 'checked':
    case 'applying':
      return (
        <CheckedFile
          name={stage.file.name}
          report={stage.report}
          applying={stage.step === 'applying'}
          onApply={onApply}
        />
      );
    case 'done':
      return <ImportDone report={stage.report} />;
  }
}

interface CheckedFileProps {
  name: string;
  report: ImportReport;
  applying: boolean;
  onApply: () => void;
}

function CheckedFile({ name, report, applying, onApply }: CheckedFileProps) {
  const { t } = useOwnerT();
  const blocker = applyBlocker(report);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold break-words text-slate-900">
        {t('owner.catalogue.import.wouldDo', { name })}
      </h2>
      <ImportSummary report={report} />
      <ImportReportTable report={report} caption={t('owner.catalogue.import.rowsCaption', { name })} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {blocker && (
          <p id="apply-blocker" className="text-sm text-slate-700">
            {blocker}
          </p>
        )}
        <Button
          label={t('owner.catalogue.import.apply')}
          busy={applying}
          busyLabel={t('owner.catalogue.import.applying')}
          disabled={blocker !== null}
          aria-describedby={blocker ? 'apply-blocker' : undefined}
          onClick={onApply}
        />
      </div>
    </div>
  );
}

function ImportDone({ report }: { report: ImportReport }) {
  const { t, number } = useOwnerT();
  const { create, update } = report.summary;
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 sm:p-6">
      <p className="font-semibold">
        {t('owner.catalogue.import.done', { added: create, updated: number(update) })}
      </p>
      <Link
        to="/dashboard/manage-books"
        className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
      >
        {t('owner.catalogue.import.toAllItems')}
      </Link>
    </div>
  );
}
