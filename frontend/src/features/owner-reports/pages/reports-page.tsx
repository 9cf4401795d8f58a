import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { useOwnerT } from '@/i18n/owner';
import { useGetReportDaysQuery } from '../api';
import { DayTables } from '../components/day-tables';
import { RangePicker } from '../components/range-picker';
import { ReceivablesTable } from '../components/receivables-table';
import { ReportDownloads } from '../components/report-downloads';
import { rangeProblem } from '../range';
import { thisMonthSoFar } from '../report-files';
import { PageSection } from '@/components/ui/page-heading';

/** The accountant's month: the files GSTR-1 and Tally take, and the takings and tax of each day. */
export default function ReportsPage() {
  const { t } = useOwnerT();
  const [range, setRange] = useState(thisMonthSoFar);
  const problem = rangeProblem(range);
  const days = useGetReportDaysQuery(range, { skip: problem !== null, refetchOnMountOrArgChange: true });
  return (
    <PageSection
      title={t('owner.reports.heading')}
      intro={t('owner.reports.intro')}
      width="4xl"
      className="space-y-6"
    >
      <Panel className="space-y-6">
        <RangePicker range={range} problem={problem} onChange={setRange} />
        <ReportDownloads range={range} disabled={problem !== null} />
      </Panel>
      <div>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('owner.reports.dayByDay')}</h2>
        {problem ? null : (
          <QueryState query={days} loading={t('owner.common.loading')} error={t('owner.reports.loadError')}>
            {(report) => <DayTables report={report} />}
          </QueryState>
        )}
      </div>
      <ReceivablesTable />
    </PageSection>
  );
}
