import { formatCount } from '@/lib/money';
import {
  IMPORT_ACTION_LABELS,
  IMPORT_ACTIONS,
  SUMMARY_LABELS,
  fieldLabel,
  type ImportAction,
  type ImportReport,
  type ImportRow,
} from '../import-report';

const ACTION_STYLES: Record<ImportAction, string> = {
  create: 'bg-green-100 text-green-800',
  update: 'bg-sky-100 text-sky-800',
  unchanged: 'bg-slate-100 text-slate-700',
  refuse: 'bg-red-100 text-red-800',
};

/** "2 to add · 1 to update · 5 unchanged · 0 refused", each count on its own. */
export function ImportSummary({ report }: { report: ImportReport }) {
  return (
    <ul aria-label="Summary" className="flex flex-wrap gap-2">
      {IMPORT_ACTIONS.map((action) => (
        <li key={action} className={`rounded-full px-3 py-1 text-sm font-semibold ${ACTION_STYLES[action]}`}>
          {formatCount(report.summary[action])} {SUMMARY_LABELS[action]}
        </li>
      ))}
    </ul>
  );
}

function RowDetails({ row }: { row: ImportRow }) {
  if (row.problems?.length) {
    return (
      <ul className="list-disc space-y-0.5 pl-4 text-red-800">
        {row.problems.map((problem, index) => (
          <li key={`${index}-${problem}`}>{problem}</li>
        ))}
      </ul>
    );
  }
  if (row.changes?.length) return <>Changes {row.changes.map(fieldLabel).join(', ')}</>;
  if (row.action === 'create') return <>New item</>;
  return <span className="text-slate-500">—</span>;
}

/** Every row of the file, in the file's order, with what the import does with it and why. */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-left text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Row
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Action
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              SKU
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Title
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.rows.map((row) => (
            <tr key={row.row} className={row.action === 'refuse' ? 'bg-red-50' : undefined}>
              <td className="px-4 py-2 text-right text-slate-600 tabular-nums">{row.row}</td>
              <td className="px-4 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_STYLES[row.action]}`}
                >
                  {IMPORT_ACTION_LABELS[row.action] ?? row.action}
                </span>
              </td>
              <td className="px-4 py-2 font-mono text-xs break-all text-slate-700">{row.sku ?? '—'}</td>
              <th scope="row" className="px-4 py-2 text-left font-medium break-words text-slate-900">
                {row.title || '(no title)'}
              </th>
              <td className="px-4 py-2 text-slate-700">
                <RowDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
