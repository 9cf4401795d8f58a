import { describePagesAndSheets, describePrintOptions, type PrintJobLine } from '@shop/backend/contract';

/**
 * A print line's options and what they came to on paper, in two short lines under its
 * "Print: <file name>", as the customer's order screens show them.
 */
export function PrintJobDetails({ job }: { job: PrintJobLine }) {
  return (
    <>
      <span className="block text-slate-600">{describePrintOptions(job)}</span>
      <span className="block text-slate-500">
        {describePagesAndSheets(job.pages, job.copies, job.sheets)}
      </span>
    </>
  );
}
