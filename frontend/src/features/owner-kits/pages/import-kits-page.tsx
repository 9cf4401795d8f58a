import { Link } from 'react-router-dom';
import type { KitImportReport } from '@shop/backend/contract';
import { Loading } from '@/components/status';
import { Button } from '@/components/ui/button';
import { CsvFilePicker } from '@/components/ui/csv-file-picker';
import { useOwnerT } from '@/i18n/owner';
import { saveFile } from '@/lib/file-download';
import { KitImportReportView } from '../components/kit-import-report';
import { useKitImport, type KitImportStage } from '../hooks/use-kit-import';
import { KIT_CSV_COLUMNS, KIT_CSV_EXAMPLE, KIT_CSV_EXAMPLE_NAME, kitApplyBlocker } from '../kit-import';

/** /dashboard/kits/import: school lists from a CSV, checked first, then applied all or nothing. */
export default function ImportKitsPage() {
  const { t } = useOwnerT();
  const { stage, problem, check, apply } = useKitImport();
  return (
    <section aria-labelledby="import-kits-heading" className="mx-auto w-full max-w-5xl">
      <Link
        to="/dashboard/kits"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700"
      >
        {t('owner.kits.backToList')}
      </Link>
      <h1 id="import-kits-heading" className="text-2xl font-bold text-slate-900">
        {t('owner.kits.import.heading')}
      </h1>
      <CsvHelp />
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <CsvFilePicker
          label={t('owner.kits.import.file')}
          hint={t('owner.kits.import.checkedFirst')}
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

/** The columns a file needs, and an example to start from. */
function CsvHelp() {
  const { t } = useOwnerT();
  return (
    <div className="mt-2 grid gap-2 text-slate-600">
      <p>{t('owner.kits.import.intro')}</p>
      <p>
        {t('owner.kits.import.columns')}{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-slate-800">
          {KIT_CSV_COLUMNS.join(',')}
        </code>
      </p>
      <p className="text-sm">{t('owner.kits.import.columnsHelp')}</p>
      <div>
        <Button
          size="sm"
          variant="secondary"
          label={t('owner.kits.import.example')}
          onClick={() => saveFile(new Blob([KIT_CSV_EXAMPLE], { type: 'text/csv' }), KIT_CSV_EXAMPLE_NAME)}
        />
      </div>
    </div>
  );
}

function StageView({ stage, onApply }: { stage: KitImportStage; onApply: () => void }) {
  const { t } = useOwnerT();
  switch (stage.step) {
    case 'choose':
      return null;
    case 'checking':
      return <Loading text={t('owner.kits.import.checking', { name: stage.file.name })} />;
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
  report: KitImportReport;
  applying: boolean;
  onApply: () => void;
}

function CheckedFile({ name, report, applying, onApply }: CheckedFileProps) {
  const { t } = useOwnerT();
  const blocker = kitApplyBlocker(report);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold break-words text-slate-900">
        {t('owner.kits.import.wouldDo', { name })}
      </h2>
      <KitImportReportView report={report} name={name} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {blocker && (
          <p id="kit-apply-blocker" className="text-sm text-slate-700">
            {blocker}
          </p>
        )}
        <Button
          className="min-h-11"
          label={t('owner.kits.import.apply')}
          busy={applying}
          busyLabel={t('owner.kits.import.applying')}
          disabled={blocker !== null}
          aria-describedby={blocker ? 'kit-apply-blocker' : undefined}
          onClick={onApply}
        />
      </div>
    </div>
  );
}

function ImportDone({ report }: { report: KitImportReport }) {
  const { t } = useOwnerT();
  const created = report.kits.filter((kit) => kit.action === 'create').length;
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 sm:p-6">
      <p className="font-semibold">
        {t('owner.kits.import.done', { created, replaced: report.kits.length - created })}
      </p>
      <p className="mt-1 text-sm">{t('owner.kits.import.doneHint')}</p>
      <Link
        to="/dashboard/kits"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700"
      >
        {t('owner.kits.import.toKits')}
      </Link>
    </div>
  );
}
