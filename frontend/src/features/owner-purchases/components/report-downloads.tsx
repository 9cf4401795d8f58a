import { useState } from 'react';
import { indiaDay } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormField, FormProblem } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useDownloadPurchaseReportMutation, type PurchaseReport } from '../api';

/** The first and last India dates of a month typed as YYYY-MM; the current month ends today. */
function monthRange(month: string, today: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: lastDay < today ? lastDay : today };
}

/** The owner's CSVs: a month's purchase register for GSTR-2B, and the stock valued at cost. */
export function ReportDownloads() {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [problem, setProblem] = useState<string | null>(null);
  const [download, { isLoading }] = useDownloadPurchaseReportMutation();

  async function save(report: PurchaseReport) {
    setProblem(null);
    const result = await download(report);
    if (result.error) setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
  }

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
        <Button
          variant="secondary"
          busy={isLoading}
          disabled={!month}
          label={t('owner.purchases.reports.register')}
          onClick={() => void save({ file: 'purchases', ...monthRange(month, today) })}
        />
        <Button
          variant="secondary"
          busy={isLoading}
          label={t('owner.purchases.reports.stockValue')}
          onClick={() => void save({ file: 'stock-value' })}
        />
      </div>
      {problem && <FormProblem>{problem}</FormProblem>}
    </Panel>
  );
}
