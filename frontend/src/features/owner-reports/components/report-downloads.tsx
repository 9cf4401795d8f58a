import type { ReportRange } from '@shop/backend/contract';
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
  const [download, { isLoading, error }] = useDownloadReportMutation();
  return (
    <li className="flex flex-col gap-1">
      <button
        type="button"
        className="btn-secondary min-h-11 w-full disabled:cursor-not-allowed disabled:opacity-50"
        disabled={disabled || isLoading}
        aria-busy={isLoading || undefined}
        onClick={() => void download({ file, range })}
      >
        {isLoading ? 'Preparing…' : `${file.label} (${file.extension.toUpperCase()})`}
      </button>
      <span className="text-xs text-slate-600">{file.hint}</span>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {serverMessage(error) ?? `Could not download the ${file.label.toLowerCase()}. Please try again.`}
        </span>
      )}
    </li>
  );
}

/** The accountant's files of the period, each fetched with the owner's token and saved. */
export function ReportDownloads({ range, disabled }: { range: ReportRange; disabled: boolean }) {
  return (
    <ul aria-label="Downloads" className="grid gap-4 sm:grid-cols-2">
      {REPORT_FILES.map((file) => (
        <DownloadButton key={file.name} file={file} range={range} disabled={disabled} />
      ))}
    </ul>
  );
}
