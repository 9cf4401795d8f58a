import { TextLink } from '@/components/ui/text-link';
import { ImportFlow } from '@/components/ui/import-flow';
import { PageHeading } from '@/components/ui/page-heading';
import { useOwnerT } from '@/i18n/owner';
import { DownloadCsvButton } from '../components/download-csv-button';
import { ImportReportTable, ImportSummary } from '../components/import-report-table';
import { useCsvImport } from '../hooks/use-csv-import';
import { applyBlocker, csvLimitsHint, type ImportReport } from '../import-report';

export default function ImportBooksPage() {
  const { t } = useOwnerT();
  const flow = useCsvImport();
  return (
    <ImportFlow
      headingId="import-books-heading"
      header={
        <PageHeading
          id="import-books-heading"
          title={t('owner.catalogue.import.heading')}
          intro={t('owner.catalogue.import.intro')}
          actions={<DownloadCsvButton />}
        />
      }
      flow={flow}
      words={{
        file: t('owner.catalogue.import.file'),
        hint: `${csvLimitsHint()} ${t('owner.catalogue.import.checkedAtOnce')}`,
        checking: (name) => t('owner.catalogue.import.checking', { name }),
        wouldDo: (name) => t('owner.catalogue.import.wouldDo', { name }),
        apply: t('owner.catalogue.import.apply'),
        applying: t('owner.catalogue.import.applying'),
      }}
      report={(report, name) => (
        <>
          <ImportSummary report={report} />
          <ImportReportTable report={report} caption={t('owner.catalogue.import.rowsCaption', { name })} />
        </>
      )}
      blocker={applyBlocker}
      done={(report) => <ImportDone report={report} />}
    />
  );
}

function ImportDone({ report }: { report: ImportReport }) {
  const { t, number } = useOwnerT();
  const { create, update } = report.summary;
  return (
    <>
      <p className="font-semibold">
        {t('owner.catalogue.import.done', { added: create, updated: number(update) })}
      </p>
      <TextLink to="/dashboard/manage-books" className="mt-2 inline-block">
        {t('owner.catalogue.import.toAllItems')}
      </TextLink>
    </>
  );
}
