import type { RateTotals, ReportDay, ReportDays, ReportFigures } from '@shop/backend/contract';
import { Panel } from '@/components/ui/panel';
import { DataTable, EmptyState, type Column } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';

type OwnerWords = ReturnType<typeof useOwnerT>;

const rateColumns = ({ t, money }: OwnerWords): Column<RateTotals>[] => [
  { header: t('owner.reports.column.rate'), cell: (row) => `${row.rate}%`, rowHeader: true },
  { header: t('owner.reports.column.taxable'), cell: (row) => money(row.taxable), numeric: true },
  { header: t('owner.reports.column.cgst'), cell: (row) => money(row.cgst), numeric: true },
  { header: t('owner.reports.column.sgst'), cell: (row) => money(row.sgst), numeric: true },
];

const METHODS = ['cash', 'upi', 'card'] as const;

/** "Tue 7 Oct 2025", the same in every browser, whatever its time zone. */
function dayLabel({ t }: OwnerWords, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return t('owner.reports.dayTitle', {
    weekday: day.getUTCDay(),
    day: String(day.getUTCDate()),
    month: day.getUTCMonth(),
    year: String(day.getUTCFullYear()),
  });
}

function Figures({ title, figures, counts }: { title: string; figures: ReportFigures; counts: string }) {
  const words = useOwnerT();
  const { t, money } = words;
  return (
    <Panel as="section" padding="tight" aria-label={title}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">{counts}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {METHODS.map((method) => (
          <div key={method}>
            <dt className="text-slate-600">{t('owner.terms.paymentMethod', { method })}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{money(figures.takings[method])}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={t('owner.reports.ratesCaption', { title })}
        className="mt-3"
        look="plain"
        columns={rateColumns(words)}
        rows={figures.byRate}
        rowKey={(row) => String(row.rate)}
        empty={<p className="mt-3 text-sm text-slate-600">{t('owner.reports.noTax')}</p>}
      />
    </Panel>
  );
}

const countsOf = (
  { t }: OwnerWords,
  { invoices, creditNotes }: Pick<ReportDay, 'invoices' | 'creditNotes'>,
) => t('owner.reports.counts', { invoices, creditNotes });

/** The period's sum, then a table per day with a bill: takings net of refunds, tax per rate. */
export function DayTables({ report }: { report: ReportDays }) {
  const words = useOwnerT();
  if (report.days.length === 0) return <EmptyState>{words.t('owner.reports.noBills')}</EmptyState>;
  return (
    <div className="space-y-4">
      <Figures
        title={words.t('owner.reports.wholePeriod')}
        figures={report.totals}
        counts={countsOf(words, report.totals)}
      />
      {report.days.map((day) => (
        <Figures
          key={day.date}
          title={dayLabel(words, day.date)}
          figures={day}
          counts={countsOf(words, day)}
        />
      ))}
    </div>
  );
}
