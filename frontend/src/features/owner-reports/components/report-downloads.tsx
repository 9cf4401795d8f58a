import type { ReportRange } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useDownloadReportMutation } from '../api';
import { REPORT_FILES, type ReportFile } from '../report-files';

function DownloadButton({
  file,
  range,
  disabled,
}: {
  file: ReportFile;
  range: ReportRange;
  disabled: boolean;
}) {
  const { t } = useOwnerT();
  const [download, { isLoading, error }] = useDownloadReportMutation();
  const label = t(file.label);
  return (
    <li className="flex flex-col gap-1">
      <Button
        variant="outline"
        className="min-h-11 w-full"
        label={t('owner.reports.downloadButton', { file: label, extension: file.extension.toUpperCase() })}
        busy={isLoading}
        busyLabel={t('owner.reports.preparing')}
        disabled={disabled}
        onClick={() => void download({ file, range })}
      />
      <span className="text-xs text-slate-600">{t(file.hint)}</span>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {serverMessage(error) ?? t('owner.reports.downloadFailed', { file: label.toLowerCase() })}
        </span>
      )}
    </li>
  );
}

/** The accountant's files of the period, each fetched with the owner's token and saved. */
export function ReportDownloads({ range, disabled }: { range: ReportRange; disabled: boolean }) {
  const { t } = useOwnerT();
  return (
    <ul aria-label={t('owner.reports.downloads')} className="grid gap-4 sm:grid-cols-2">
      {REPORT_FILES.map((file) => (
        <DownloadButton key={file.name} file={file} range={range} disabled={disabled} />
      ))}
    </ul>
  );
}
