import type { PrintJobUpload } from '@shop/backend/contract';
import { useT } from '@/i18n';
import { formatFileSize } from '../print-file';

/** The file as the shop read it: its name, the pages the server counted, its size. */
export function UploadedFile({ job }: { job: PrintJobUpload }) {
  const { t } = useT();
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm font-medium text-emerald-800">{t('print.upload.done')}</p>
      <p className="mt-1 font-semibold break-all text-slate-900">{job.fileName}</p>
      <p className="mt-1 text-sm text-slate-700">
        <span>{t('print.summary.pages', { count: job.pages })}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <span>{formatFileSize(job.bytes)}</span>
      </p>
    </div>
  );
}
