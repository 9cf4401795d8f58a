import { Link } from 'react-router-dom';
import type { KitImportReport } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { ImportFlow } from '@/components/ui/import-flow';
import { useOwnerT } from '@/i18n/owner';
import { saveFile } from '@/lib/file-download';
import { KitImportReportView } from '../components/kit-import-report';
import { useKitImport } from '../hooks/use-kit-import';
import { KIT_CSV_COLUMNS, KIT_CSV_EXAMPLE, KIT_CSV_EXAMPLE_NAME, kitApplyBlocker } from '../kit-import';

/** /dashboard/kits/import: school lists from a CSV, checked first, then applied all or nothing. */
export default function ImportKitsPage() {
  const { t } = useOwnerT();
  const flow = useKitImport();
  return (
    <ImportFlow
      headingId="import-kits-heading"
      header={
        <>
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
        </>
      }
      flow={flow}
      words={{
        file: t('owner.kits.import.file'),
        hint: t('owner.kits.import.checkedFirst'),
        checking: (name) => t('owner.kits.import.checking', { name }),
        wouldDo: (name) => t('owner.kits.import.wouldDo', { name }),
        apply: t('owner.kits.import.apply'),
        applying: t('owner.kits.import.applying'),
      }}
      report={(report, name) => <KitImportReportView report={report} name={name} />}
      blocker={kitApplyBlocker}
      done={(report) => <ImportDone report={report} />}
    />
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
          variant="secondary"
          label={t('owner.kits.import.example')}
          onClick={() => saveFile(new Blob([KIT_CSV_EXAMPLE], { type: 'text/csv' }), KIT_CSV_EXAMPLE_NAME)}
        />
      </div>
    </div>
  );
}

function ImportDone({ report }: { report: KitImportReport }) {
  const { t } = useOwnerT();
  const created = report.kits.filter((kit) => kit.action === 'create').length;
  return (
    <>
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
    </>
  );
}
