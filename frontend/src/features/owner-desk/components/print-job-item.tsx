import { PrinterIcon } from '@/components/owner-icons';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import { formatRupees } from '@/lib/money';
import {
  describePagesAndSheets,
  describePrintOptions,
  type OrderView,
  type PrintOrderLine,
} from '@shop/backend/contract';
import { useDownloadPrintFileMutation, useSetPrintJobPrintedMutation } from '../api';

type FetchError = Parameters<typeof serverMessage>[0];

/** A failed call's message for the owner; none for a 401, as the ended session says so itself. */
function failureText(error: FetchError, fallback: string): string | null {
  if (!error || errorStatus(error) === 401) return null;
  return serverMessage(error) ?? fallback;
}

function ErrorLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

/** Fetches the customer's PDF with the owner's token and saves it under its own file name. */
function DownloadButton({ job, describedBy }: { job: PrintOrderLine['printJob']; describedBy: string }) {
  const { t } = useOwnerT();
  const [download, { isLoading, error }] = useDownloadPrintFileMutation();
  return (
    <div>
      <Button
        variant="secondary"
        label={t('owner.desk.download')}
        busy={isLoading}
        aria-describedby={describedBy}
        onClick={() => void download({ jobId: job.jobId, fileName: job.fileName })}
      />
      <ErrorLine text={failureText(error, t('owner.desk.downloadFailure'))} />
    </div>
  );
}

/** The desk's tick once a job is printed; it shows what the server saved, and only a placed order takes it. */
function PrintedTick({
  order,
  job,
  describedBy,
}: {
  order: OrderView;
  job: PrintOrderLine['printJob'];
  describedBy: string;
}) {
  const { t } = useOwnerT();
  const [setPrinted, { isLoading, error }] = useSetPrintJobPrintedMutation();
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <input
          type="checkbox"
          checked={job.printed}
          disabled={isLoading || order.status !== 'placed'}
          aria-busy={isLoading || undefined}
          aria-describedby={describedBy}
          onChange={(event) =>
            void setPrinted({ orderId: order._id, jobId: job.jobId, printed: event.target.checked })
          }
          className="size-5 accent-green-700"
        />
        {t('owner.desk.printed')}
      </label>
      <ErrorLine text={failureText(error, t('owner.desk.tickFailure'))} />
    </div>
  );
}

/** One print job of an order: the file, its options, the paper and price, its download and its tick. */
export function PrintJobItem({
  order,
  line,
  index,
}: {
  order: OrderView;
  line: PrintOrderLine;
  index: number;
}) {
  const { t } = useOwnerT();
  const job = line.printJob;
  const fileNameId = `print-job-${order._id}-${index}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <div className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-600">
          <PrinterIcon className="size-6" />
        </span>
        <span className="min-w-0 text-sm">
          <span id={fileNameId} className="block font-medium break-words text-slate-800">
            {t('owner.desk.printFile', { file: job.fileName })}
          </span>
          <span className="block text-slate-600">{describePrintOptions(job)}</span>
          <span className="block text-slate-600">
            {describePagesAndSheets(job.pages, job.copies, job.sheets)}
            {' · '}
            <span className="font-semibold text-slate-900">{formatRupees(line.price)}</span>
          </span>
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-start gap-x-4 gap-y-2 sm:pl-15">
        <DownloadButton job={job} describedBy={fileNameId} />
        <PrintedTick order={order} job={job} describedBy={fileNameId} />
      </div>
    </li>
  );
}
