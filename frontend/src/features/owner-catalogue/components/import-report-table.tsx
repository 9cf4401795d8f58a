import { DataTable, type Column } from '@/components/ui/data-table';
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

const unitsOrNone = (units: number | null) => (units === null ? 'not counted' : formatCount(units));

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
  if (row.changes?.length) {
    const count = row.onHand && ` (on hand ${unitsOrNone(row.onHand.from)} → ${unitsOrNone(row.onHand.to)})`;
    return (
      <>
        Changes {row.changes.map(fieldLabel).join(', ')}
        {count}
      </>
    );
  }
  if (row.action === 'create') return <>New item</>;
  return <span className="text-slate-500">—</span>;
}

const COLUMNS: readonly Column<ImportRow>[] = [
  { header: 'Row', cell: (row) => row.row, numeric: true, className: 'text-slate-600' },
  {
    header: 'Action',
    cell: (row) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_STYLES[row.action]}`}
      >
        {IMPORT_ACTION_LABELS[row.action] ?? row.action}
      </span>
    ),
  },
  { header: 'SKU', cell: (row) => row.sku ?? '—', className: 'font-mono text-xs break-all text-slate-700' },
  { header: 'Title', cell: (row) => row.title || '(no title)', rowHeader: true, className: 'break-words' },
  { header: 'Details', cell: (row) => <RowDetails row={row} />, className: 'text-slate-700' },
];

/** Every row of the file, in the file's order, with what the import does with it and why. */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={report.rows}
      rowKey={(row) => String(row.row)}
      rowClassName={(row) => (row.action === 'refuse' ? 'bg-red-50' : undefined)}
    />
  );
}
