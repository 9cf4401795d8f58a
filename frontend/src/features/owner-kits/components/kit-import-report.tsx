import type { KitImportKitReport, KitImportReport, KitImportRowReport } from '@shop/backend/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';

type OwnerWords = ReturnType<typeof useOwnerT>;

const kitColumns = ({ t, number }: OwnerWords): readonly Column<KitImportKitReport>[] => [
  {
    header: t('owner.kits.import.column.action'),
    cell: (kit) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
          kit.action === 'create' ? 'bg-green-100 text-green-800' : 'bg-sky-100 text-sky-800'
        }`}
      >
        {t(kit.action === 'create' ? 'owner.kits.import.create' : 'owner.kits.import.replace')}
      </span>
    ),
  },
  { header: t('owner.kits.import.column.school'), cell: (kit) => kit.school, rowHeader: true },
  { header: t('owner.kits.import.column.class'), cell: (kit) => kit.className },
  { header: t('owner.kits.import.column.year'), cell: (kit) => kit.academicYear, className: 'tabular-nums' },
  { header: t('owner.kits.import.column.lines'), cell: (kit) => number(kit.lineCount), numeric: true },
];

function RowProblems({ row }: { row: KitImportRowReport }) {
  const { t } = useOwnerT();
  if (!row.problems?.length) return <span className="text-green-800">{t('owner.kits.import.rowOk')}</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-4 text-red-800">
      {row.problems.map((problem, index) => (
        <li key={`${index}-${problem}`}>{problem}</li>
      ))}
    </ul>
  );
}

const rowColumns = ({ t, number }: OwnerWords): readonly Column<KitImportRowReport>[] => [
  {
    header: t('owner.kits.import.column.row'),
    cell: (row) => row.row,
    numeric: true,
    className: 'text-slate-600',
  },
  {
    header: t('owner.kits.import.column.kit'),
    cell: (row) => [row.className, row.school, row.academicYear].filter(Boolean).join(', ') || '—',
    className: 'break-words',
  },
  {
    header: t('owner.kits.import.column.item'),
    cell: (row) => row.title ?? '—',
    rowHeader: true,
    className: 'break-words',
  },
  {
    header: t('owner.kits.import.column.quantity'),
    cell: (row) => (row.quantity === undefined ? '—' : number(row.quantity)),
    numeric: true,
  },
  {
    header: t('owner.kits.import.column.optional'),
    cell: (row) =>
      row.optional === undefined ? '—' : t(row.optional ? 'owner.kits.import.yes' : 'owner.kits.import.no'),
  },
  { header: t('owner.kits.import.column.problems'), cell: (row) => <RowProblems row={row} /> },
];

/** What the file would do: the kits it makes or replaces, then every row with its problems. */
export function KitImportReportView({ report, name }: { report: KitImportReport; name: string }) {
  const words = useOwnerT();
  const { t } = words;
  return (
    <div className="grid gap-4">
      <h3 className="text-base font-semibold text-slate-900">
        {t('owner.kits.import.kitsHeading', { count: report.kits.length })}
      </h3>
      <DataTable
        caption={t('owner.kits.import.kitsCaption', { name })}
        columns={kitColumns(words)}
        rows={report.kits}
        rowKey={(kit) => `${kit.school}|${kit.className}|${kit.academicYear}`}
        stacked
        empty={<p className="text-sm text-slate-600">{t('owner.kits.import.noKits')}</p>}
      />
      <h3 className="text-base font-semibold text-slate-900">
        {t('owner.kits.import.rowsHeading', { count: report.rows.length, refused: report.refused })}
      </h3>
      <DataTable
        caption={t('owner.kits.import.rowsCaption', { name })}
        columns={rowColumns(words)}
        rows={report.rows}
        rowKey={(row) => String(row.row)}
        rowClassName={(row) => (row.problems?.length ? 'bg-red-50' : undefined)}
        stacked
      />
    </div>
  );
}
