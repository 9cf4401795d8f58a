import { useState } from 'react';
import { ErrorMessage, Loading } from '@/components/status';
import { useOwnerT } from '@/i18n/owner';
import { useGetReportDaysQuery } from '../api';
import { DayTables } from '../components/day-tables';
import { RangePicker } from '../components/range-picker';
import { ReportDownloads } from '../components/report-downloads';
import { rangeProblem } from '../range';
import { thisMonthSoFar } from '../report-files';
import { PageHeading } from '@/components/ui/page-heading';

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** The accountant's month: the files GSTR-1 and Tally take, and the takings and tax of each day. */
export default function ReportsPage() {
  const { t } = useOwnerT();
  const [range, setRange] = useState(thisMonthSoFar);
  const problem = rangeProblem(range);
  const days = useGetReportDaysQuery(range, { skip: problem !== null, refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="reports-heading" className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeading id="reports-heading" title={t('owner.reports.heading')} intro={t('owner.reports.intro')} />
      <div className={`${CARD} space-y-6`}>
        <RangePicker range={range} problem={problem} onChange={setRange} />
        <ReportDownloads range={range} disabled={problem !== null} />
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('owner.reports.dayByDay')}</h2>
        {problem ? null : days.isLoading ? (
          <Loading text={t('owner.common.loading')} />
        ) : days.isError || !days.data ? (
          <ErrorMessage text={t('owner.reports.loadError')} />
        ) : (
          <DayTables report={days.data} />
        )}
      </div>
    </section>
  );
}
