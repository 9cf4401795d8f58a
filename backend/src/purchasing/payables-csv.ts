/** The payables report as the accountant's spreadsheet opens it. */
import type { PayablesReport } from '../contract';
import { money, writeCsv, type Cell } from '../reports/csv';

const rupees = (amount: number): Cell => money(Math.round(amount * 100));

export const PAYABLES_HEADER = [
  'Supplier',
  'GSTIN',
  'Payment terms (days)',
  'Balance',
  'Overdue',
  '0-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
  'Oldest unpaid bill',
] as const;

export function payablesCsv(report: PayablesReport): string {
  const rows = report.suppliers.map((row): Cell[] => [
    row.supplier.name,
    row.supplier.gstin ?? '',
    { figure: String(row.supplier.paymentTermsDays) },
    rupees(row.balance),
    rupees(row.overdue),
    rupees(row.ageing.days0to30),
    rupees(row.ageing.days31to60),
    rupees(row.ageing.days61to90),
    rupees(row.ageing.over90),
    row.oldestDue ?? '',
  ]);
  const { totals } = report;
  const total: Cell[] = [
    ...['Total', '', ''],
    ...[
      totals.balance,
      totals.overdue,
      totals.days0to30,
      totals.days31to60,
      totals.days61to90,
      totals.over90,
    ].map(rupees),
    '',
  ];
  return writeCsv({ header: PAYABLES_HEADER, rows: [...rows, total] });
}
