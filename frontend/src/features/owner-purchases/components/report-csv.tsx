import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useDownloadPurchaseReportMutation, type PurchaseReport } from '../api';

/** Saves one report's CSV; the API's refusal (a range too long, say) shows beneath it. */
export function ReportCsvButton({
  report,
  label,
  disabled = false,
}: {
  report: PurchaseReport;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useOwnerT();
  const [problem, setProblem] = useState<string | null>(null);
  const [download, { isLoading }] = useDownloadPurchaseReportMutation();

  async function save() {
    setProblem(null);
    const result = await download(report);
    if (result.error) setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
  }

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        busy={isLoading}
        disabled={disabled}
        label={label}
        onClick={() => void save()}
      />
      {problem && <FormProblem>{problem}</FormProblem>}
    </div>
  );
}
