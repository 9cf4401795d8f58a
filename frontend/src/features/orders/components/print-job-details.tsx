import type { PrintJobLine } from '@shop/backend/contract';
import { useT } from '@/i18n';
import { pagesAndSheetsText, printOptionsText } from '../print-words';

/**
 * A print line's options and what they came to on paper, in two short lines under its
 * "Print: <file name>", as the customer's order screens show them.
 */
export function PrintJobDetails({ job }: { job: PrintJobLine }) {
  const { t } = useT();
  return (
    <>
      <span className="block text-slate-600">{printOptionsText(t, job)}</span>
      <span className="block text-slate-500">{pagesAndSheetsText(t, job.pages, job.copies, job.sheets)}</span>
    </>
  );
}
