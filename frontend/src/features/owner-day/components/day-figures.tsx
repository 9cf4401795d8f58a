import type { ClosedDayReport, DayReport } from '@shop/backend/contract';
import { formatRupees } from '@/lib/money';

const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const indiaTime = (iso: string) => TIME.format(new Date(iso));

function Figures({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-100 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cash the drawer should hold, and how it came to that. */
export function CashFigures({ report }: { report: DayReport }) {
  return (
    <Figures
      label="Cash in the drawer"
      rows={[
        ['Float', formatRupees(report.float)],
        ['Cash sales', formatRupees(report.cashSales)],
        ['Cash refunds', `− ${formatRupees(report.cashRefunds)}`],
        ['Cash in', formatRupees(report.cashIn)],
        ['Cash out', `− ${formatRupees(report.cashOut)}`],
        ['Expected cash', formatRupees(report.expectedCash)],
      ]}
    />
  );
}

/** The count against what was expected, once the owner has counted. */
export function CountFigures({ report }: { report: ClosedDayReport }) {
  const off = report.difference === 0 ? 'none' : report.difference < 0 ? 'short' : 'over';
  return (
    <Figures
      label="The count"
      rows={[
        ['Expected cash', formatRupees(report.expectedCash)],
        ['Counted cash', formatRupees(report.countedCash)],
        ['Difference', off === 'none' ? formatRupees(0) : `${formatRupees(report.difference)} (${off})`],
        ...(report.note ? ([['Note', report.note]] as [string, string][]) : []),
      ]}
    />
  );
}

/** Takings by method and by channel, the bills issued and the tax per rate. */
export function TakingsFigures({ report }: { report: DayReport }) {
  const { invoices } = report;
  return (
    <div className="space-y-3">
      <Figures
        label="Takings"
        rows={[
          ['Cash', formatRupees(report.byMethod.cash)],
          ['UPI', formatRupees(report.byMethod.upi)],
          ['Card', formatRupees(report.byMethod.card)],
          ['Counter sales', formatRupees(report.byChannel.counter)],
          ['Online orders collected', formatRupees(report.byChannel.online)],
          ['Refunds (UPI, card)', formatRupees(report.refunds.upi + report.refunds.card)],
          [
            'Bills',
            invoices.count === 0
              ? 'none'
              : `${invoices.from} – ${invoices.to} (${invoices.count}, ${invoices.cancelled} cancelled)`,
          ],
        ]}
      />
      {report.byRate.length > 0 && (
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">Tax by rate</caption>
          <thead>
            <tr className="text-left text-xs text-slate-500">
              <th scope="col">Rate</th>
              <th scope="col" className="text-right">
                Taxable
              </th>
              <th scope="col" className="text-right">
                CGST
              </th>
              <th scope="col" className="text-right">
                SGST
              </th>
            </tr>
          </thead>
          <tbody>
            {report.byRate.map((row) => (
              <tr key={row.rate}>
                <th scope="row" className="text-left font-medium">
                  {row.rate}%
                </th>
                <td className="text-right">{formatRupees(row.taxable)}</td>
                <td className="text-right">{formatRupees(row.cgst)}</td>
                <td className="text-right">{formatRupees(row.sgst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The cash put in and taken out, oldest first. */
export function MovementList({ report }: { report: DayReport }) {
  if (report.movements.length === 0)
    return <p className="text-sm text-slate-600">No cash put in or taken out.</p>;
  return (
    <ul aria-label="Cash in and out" className="divide-y divide-slate-100 text-sm">
      {report.movements.map((movement) => (
        <li key={movement._id} className="flex justify-between gap-4 py-1.5">
          <span>
            {movement.type === 'in' ? 'In' : 'Out'}: {movement.reason}
          </span>
          <span className="font-semibold tabular-nums">
            {movement.type === 'in' ? '' : '− '}
            {formatRupees(movement.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
