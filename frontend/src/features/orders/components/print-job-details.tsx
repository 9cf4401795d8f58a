import { describePrintOptions, type PrintJobLine } from '@shop/backend/contract';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A print line's options and what they came to on paper (for all copies), in two short lines
 * under its "Print: <file name>", as the customer's order screens show them.
 */
export function PrintJobDetails({ job }: { job: PrintJobLine }) {
  return (
    <>
      <span className="block text-slate-600">{describePrintOptions(job)}</span>
      <span className="block text-slate-500">
        {counted(job.pages, 'page', 'pages')}, {counted(job.sheets, 'sheet', 'sheets')}
      </span>
    </>
  );
}
