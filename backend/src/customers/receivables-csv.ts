/** The receivables report as the accountant's spreadsheet opens it. */
import type { ReceivablesReport } from '../contract';
import { writeCsv, type Cell } from '../reports/csv';

const rupees = (amount: number): Cell => ({ figure: amount.toFixed(2) });

export const RECEIVABLES_HEADER = [
  'Customer',
  'Phone',
  'GSTIN',
  'Balance',
  '0-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
  'Oldest unpaid bill',
  'Last reminded',
] as const;

export function receivablesCsv(report: ReceivablesReport): string {
  const rows = report.customers.map((row): Cell[] => [
    row.customer.name,
    row.customer.phone,
    row.customer.gstin ?? '',
    rupees(row.balance),
    rupees(row.ageing.days0to30),
    rupees(row.ageing.days31to60),
    rupees(row.ageing.days61to90),
    rupees(row.ageing.over90),
    row.oldestDue ?? '',
    row.remindedAt?.slice(0, 10) ?? '',
  ]);
  const { totals } = report;
  rows.push([
    'Total',
    '',
    '',
    rupees(totals.balance),
    rupees(totals.days0to30),
    rupees(totals.days31to60),
    rupees(totals.days61to90),
    rupees(totals.over90),
    '',
    '',
  ]);
  return writeCsv({ header: RECEIVABLES_HEADER, rows });
}
