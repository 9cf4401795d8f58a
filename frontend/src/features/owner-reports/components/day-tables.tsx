import type { RateTotals, ReportDay, ReportDays, ReportFigures } from '@shop/backend/contract';
import { DataTable, EmptyState, type Column } from '@/components/ui/data-table';
import { formatRupees } from '@/lib/money';

const RATE_COLUMNS: Column<RateTotals>[] = [
  { header: 'GST rate', cell: (row) => `${row.rate}%`, rowHeader: true },
  { header: 'Taxable value', cell: (row) => formatRupees(row.taxable), numeric: true },
  { header: 'CGST', cell: (row) => formatRupees(row.cgst), numeric: true },
  { header: 'SGST', cell: (row) => formatRupees(row.sgst), numeric: true },
];

const METHODS = [
  ['cash', 'Cash'],
  ['upi', 'UPI'],
  ['card', 'Card'],
] as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 7 Oct 2025", the same in every browser, whatever its time zone. */
function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

function Figures({ title, figures, counts }: { title: string; figures: ReportFigures; counts: string }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">{counts}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {METHODS.map(([method, label]) => (
          <div key={method}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatRupees(figures.takings[method])}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={`${title}: taxable value and tax per rate`}
        className="mt-3"
        look="plain"
        columns={RATE_COLUMNS}
        rows={figures.byRate}
        rowKey={(row) => String(row.rate)}
        empty={<p className="mt-3 text-sm text-slate-600">No tax in this period.</p>}
      />
    </section>
  );
}

const countsOf = ({ invoices, creditNotes }: Pick<ReportDay, 'invoices' | 'creditNotes'>) =>
  `${invoices} ${invoices === 1 ? 'bill' : 'bills'}, ${creditNotes} ${creditNotes === 1 ? 'credit note' : 'credit notes'}`;

/** The period's sum, then a table per day with a bill: takings net of refunds, tax per rate. */
export function DayTables({ report }: { report: ReportDays }) {
  if (report.days.length === 0) return <EmptyState>No bills in this period.</EmptyState>;
  return (
    <div className="space-y-4">
      <Figures title="Whole period" figures={report.totals} counts={countsOf(report.totals)} />
      {report.days.map((day) => (
        <Figures key={day.date} title={dayLabel(day.date)} figures={day} counts={countsOf(day)} />
      ))}
    </div>
  );
}
