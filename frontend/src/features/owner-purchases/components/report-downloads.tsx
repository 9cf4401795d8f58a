import { useState } from 'react';
import { indiaDay } from '@shop/backend/contract';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useOwnerT } from '@/i18n/owner';
import { ReportCsvButton } from './report-csv';

/** The first and last India dates of a month typed as YYYY-MM; the current month ends today. */
function monthRange(month: string, today: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: lastDay < today ? lastDay : today };
}

/** The owner's purchase register of a month, as a CSV to reconcile with GSTR-2B. */
export function ReportDownloads() {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  return (
    <Panel heading={t('owner.purchases.reports.heading')}>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          id="purchase-report-month"
          type="month"
          label={t('owner.purchases.reports.month')}
          max={today.slice(0, 7)}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <ReportCsvButton
          disabled={!month}
          label={t('owner.purchases.reports.register')}
          report={{ file: 'purchases', ...monthRange(month || today.slice(0, 7), today) }}
        />
      </div>
    </Panel>
  );
}
