import { DataTable, type Column } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';
import {
  IMPORT_ACTION_LABELS,
  IMPORT_ACTIONS,
  SUMMARY_LABELS,
  fieldLabel,
  type ImportAction,
  type ImportReport,
  type ImportRow,
} from '../import-report';
import { suggestionValues } from '../tax-suggestion';

type OwnerWords = ReturnType<typeof useOwnerT>;

const ACTION_STYLES: Record<ImportAction, string> = {
  create: 'bg-green-100 text-green-800',
  update: 'bg-sky-100 text-sky-800',
  unchanged: 'bg-slate-100 text-slate-700',
  refuse: 'bg-red-100 text-red-800',
};

/** "2 to add · 1 to update · 5 unchanged · 0 refused", each count on its own. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { t, number } = useOwnerT();
  return (
    <ul aria-label={t('owner.catalogue.import.summary')} className="flex flex-wrap gap-2">
      {IMPORT_ACTIONS.map((action) => (
        <li key={action} className={`rounded-full px-3 py-1 text-sm font-semibold ${ACTION_STYLES[action]}`}>
          {t(SUMMARY_LABELS[action], { count: number(report.summary[action]) })}
        </li>
      ))}
    </ul>
  );
}

function RowDetails({ row }: { row: ImportRow }) {
  const { t, number } = useOwnerT();
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
    const fields = row.changes.map(fieldLabel).join(', ');
    if (!row.onHand) return <>{t('owner.catalogue.import.changes', { fields })}</>;
    const units = (count: number | null) =>
      count === null ? t('owner.catalogue.import.notCounted') : number(count);
    return (
      <>
        {t('owner.catalogue.import.changesOnHand', {
          fields,
          from: units(row.onHand.from),
          to: units(row.onHand.to),
        })}
      </>
    );
  }
  if (row.action === 'create') {
    return (
      <>
        {t('owner.catalogue.import.newItem')}
        {row.openingCount && (
          <span className="mt-1 block text-sm">
            {t('owner.catalogue.import.openingCount', {
              counted: row.openingCount.units === null ? 'no' : 'yes',
              units: row.openingCount.units === null ? '' : number(row.openingCount.units),
              from: row.openingCount.from,
            })}
          </span>
        )}
        {row.suggested && (
          <span className="mt-1 block text-sm">
            {t('owner.catalogue.import.suggested', { values: suggestionValues(row.suggested) })}
            <span className="block text-xs text-slate-500">{row.suggested.reason}</span>
          </span>
        )}
      </>
    );
  }
  if (row.notes?.length) return null;
  return <span className="text-slate-500">—</span>;
}

/** What the import made of a cell where it did not do the obvious, in the shop's own words. */
function RowNotes({ notes }: { notes: readonly string[] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-500">
      {notes.map((note, index) => (
        <li key={`${index}-${note}`}>{note}</li>
      ))}
    </ul>
  );
}

const reportColumns = ({ t }: OwnerWords): readonly Column<ImportRow>[] => [
  {
    header: t('owner.catalogue.import.column.row'),
    cell: (row) => row.row,
    numeric: true,
    className: 'text-slate-600',
  },
  {
    header: t('owner.catalogue.import.column.action'),
    cell: (row) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_STYLES[row.action]}`}
      >
        {IMPORT_ACTION_LABELS[row.action] ? t(IMPORT_ACTION_LABELS[row.action]) : row.action}
      </span>
    ),
  },
  {
    header: t('owner.catalogue.import.column.sku'),
    cell: (row) => row.sku ?? '—',
    className: 'font-mono text-xs break-all text-slate-700',
  },
  {
    header: t('owner.catalogue.import.column.title'),
    cell: (row) => row.title || t('owner.catalogue.import.noTitle'),
    rowHeader: true,
    className: 'break-words',
  },
  {
    header: t('owner.catalogue.import.column.details'),
    cell: (row) => (
      <>
        <RowDetails row={row} />
        {row.notes?.length ? <RowNotes notes={row.notes} /> : null}
      </>
    ),
    className: 'text-slate-700',
  },
];

/** Every row of the file, in the file's order, with what the import does with it and why. */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  const words = useOwnerT();
  return (
    <DataTable
      caption={caption}
      columns={reportColumns(words)}
      rows={report.rows}
      rowKey={(row) => String(row.row)}
      rowClassName={(row) => (row.action === 'refuse' ? 'bg-red-50' : undefined)}
    />
  );
}
