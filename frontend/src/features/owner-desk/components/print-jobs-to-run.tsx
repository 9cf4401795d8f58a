import { Link } from 'react-router-dom';
import { describePrintOptions, type PrintJobToRun } from '@shop/backend/contract';
import { deskSearch } from '../hooks/use-desk-params';
import { countOf } from '../pickup';

const sheetsOf = (jobs: readonly PrintJobToRun[]) => jobs.reduce((sum, job) => sum + job.sheets, 0);

function PrintJobsTable({ jobs }: { jobs: readonly PrintJobToRun[] }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Print jobs of the placed orders not printed yet, oldest order first
        </caption>
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Pickup code
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              File
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Options
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Paper
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <tr key={job.jobId}>
              <th scope="row" className="py-2 pr-3">
                {/* The code finds the order in the list below, with its Download and Printed. */}
                <Link
                  to={{ search: deskSearch({ q: job.pickupCode }) }}
                  className="font-mono font-semibold tracking-widest text-brand-700 hover:underline"
                >
                  {job.pickupCode}
                </Link>
              </th>
              <td className="px-3 py-2 font-medium break-all text-slate-900">{job.fileName}</td>
              <td className="px-3 py-2 text-slate-700">{describePrintOptions(job)}</td>
              <td className="py-2 pl-3 text-right font-bold whitespace-nowrap text-slate-900">
                {countOf(job.sheets, 'sheet', 'sheets')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The print jobs the placed orders still wait for, and the paper they take together; nothing when none. */
export function PrintJobsToRun({ jobs }: { jobs: readonly PrintJobToRun[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="print-jobs-heading" className="mt-4 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="print-jobs-heading" className="text-base font-semibold text-slate-900">
          Print jobs to run
        </h3>
        <p className="text-sm text-slate-700">
          {countOf(jobs.length, 'job', 'jobs')}, total{' '}
          <span className="font-semibold text-slate-900">{countOf(sheetsOf(jobs), 'sheet', 'sheets')}</span>
        </p>
      </div>
      <PrintJobsTable jobs={jobs} />
    </section>
  );
}
