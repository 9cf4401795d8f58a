import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/ui/data-table';
import { describePrintOptions, type PrintJobToRun } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';
import { deskSearch } from '../hooks/use-desk-params';

const sheetsOf = (jobs: readonly PrintJobToRun[]) => jobs.reduce((sum, job) => sum + job.sheets, 0);

type OwnerT = ReturnType<typeof useOwnerT>['t'];

const printJobColumns = (t: OwnerT): readonly Column<PrintJobToRun>[] => [
  {
    header: t('owner.desk.printJobCode'),
    rowHeader: true,
    // The code finds the order in the list below, with its Download and Printed.
    cell: (job) => (
      <Link
        to={{ search: deskSearch({ q: job.pickupCode }) }}
        className="font-mono font-semibold tracking-widest text-brand-700 hover:underline"
      >
        {job.pickupCode}
      </Link>
    ),
  },
  // Wraps only where a long name must, never letter by letter (a squeezed column did that).
  {
    header: t('owner.desk.printJobFile'),
    cell: (job) => job.fileName,
    className: 'min-w-0 font-medium text-right [overflow-wrap:anywhere] text-slate-900 md:text-left',
  },
  {
    header: t('owner.desk.printJobOptions'),
    cell: (job) => describePrintOptions(job),
    className: 'text-slate-700',
  },
  {
    header: t('owner.desk.printJobPaper'),
    cell: (job) => t('owner.desk.sheets', { count: job.sheets }),
    align: 'end',
    className: 'font-bold whitespace-nowrap text-slate-900',
  },
];

function PrintJobsTable({ jobs }: { jobs: readonly PrintJobToRun[] }) {
  const { t } = useOwnerT();
  return (
    <DataTable
      look="plain"
      caption={t('owner.desk.printJobsCaption')}
      columns={printJobColumns(t)}
      rows={jobs}
      rowKey={(job) => job.jobId}
      stacked
      className="mt-2"
    />
  );
}

/** The print jobs the placed orders still wait for, and the paper they take together; nothing when none. */
export function PrintJobsToRun({ jobs }: { jobs: readonly PrintJobToRun[] }) {
  const { t } = useOwnerT();
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="print-jobs-heading" className="mt-4 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="print-jobs-heading" className="text-base font-semibold text-slate-900">
          {t('owner.desk.printJobsHeading')}
        </h3>
        <p className="text-sm text-slate-700">
          {t('owner.desk.printJobsTotal', { count: jobs.length })}{' '}
          <span className="font-semibold text-slate-900">
            {t('owner.desk.sheets', { count: sheetsOf(jobs) })}
          </span>
        </p>
      </div>
      <PrintJobsTable jobs={jobs} />
    </section>
  );
}
