import type { ClosedDayReport, DayReport } from '@shop/backend/contract';
import { HeadingRow } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';

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

/** Who opened the day and, once it is closed, who closed it; nobody is named for days from before. */
export function DayPeople({ report }: { report: DayReport | ClosedDayReport }) {
  const { t } = useOwnerT();
  const closedBy = 'closedBy' in report ? report.closedBy : null;
  if (!report.openedBy && !closedBy) return null;
  return (
    <p className="text-sm text-slate-600">
      {report.openedBy && (
        <span className="block">{t('owner.day.openedBy', { name: report.openedBy.name })}</span>
      )}
      {closedBy && <span className="block">{t('owner.day.closedBy', { name: closedBy.name })}</span>}
    </p>
  );
}

/** The cash the drawer should hold, and how it came to that. */
export function CashFigures({ report }: { report: DayReport }) {
  const { t, money } = useOwnerT();
  return (
    <Figures
      label={t('owner.day.figures.drawer')}
      rows={[
        [t('owner.day.figures.float'), money(report.float)],
        [t('owner.day.figures.cashSales'), money(report.cashSales)],
        [t('owner.day.figures.cashRefunds'), `− ${money(report.cashRefunds)}`],
        [t('owner.day.figures.cashDues'), money(report.cashDues)],
        [t('owner.day.figures.cashIn'), money(report.cashIn)],
        [t('owner.day.figures.cashOut'), `− ${money(report.cashOut)}`],
        [t('owner.day.figures.expectedCash'), money(report.expectedCash)],
      ]}
    />
  );
}

/** The count against what was expected, once the owner has counted. */
export function CountFigures({ report }: { report: ClosedDayReport }) {
  const { t, money } = useOwnerT();
  const off = report.difference < 0 ? 'short' : 'over';
  return (
    <Figures
      label={t('owner.day.figures.count')}
      rows={[
        [t('owner.day.figures.expectedCash'), money(report.expectedCash)],
        [t('owner.day.figures.countedCash'), money(report.countedCash)],
        [
          t('owner.day.figures.difference'),
          report.difference === 0
            ? money(0)
            : t('owner.day.figures.differenceOff', { amount: money(report.difference), off }),
        ],
        ...(report.note ? ([[t('owner.day.figures.note'), report.note]] as [string, string][]) : []),
      ]}
    />
  );
}

/** Takings by method and by channel, the bills issued and the tax per rate. */
export function TakingsFigures({ report }: { report: DayReport }) {
  const { t, money } = useOwnerT();
  const { invoices } = report;
  return (
    <div className="space-y-3">
      <Figures
        label={t('owner.day.figures.takings')}
        rows={[
          [t('owner.terms.paymentMethod', { method: 'cash' }), money(report.byMethod.cash)],
          [t('owner.terms.paymentMethod', { method: 'upi' }), money(report.byMethod.upi)],
          [t('owner.terms.paymentMethod', { method: 'card' }), money(report.byMethod.card)],
          [t('owner.day.figures.onAccount'), money(report.byMethod.account - report.refunds.account)],
          [
            t('owner.day.figures.duesCollected'),
            t('owner.day.figures.duesSplit', {
              count: report.duesCollected.count,
              cash: money(report.duesCollected.cash),
              upi: money(report.duesCollected.upi),
              card: money(report.duesCollected.card),
            }),
          ],
          [t('owner.day.figures.counterSales'), money(report.byChannel.counter)],
          [t('owner.day.figures.onlineCollected'), money(report.byChannel.online)],
          [t('owner.day.figures.refunds'), money(report.refunds.upi + report.refunds.card)],
          [
            t('owner.day.figures.bills'),
            invoices.count === 0
              ? t('owner.day.figures.noBills')
              : t('owner.day.figures.billRange', {
                  from: invoices.from ?? '',
                  to: invoices.to ?? '',
                  count: invoices.count,
                  cancelled: invoices.cancelled,
                }),
          ],
        ]}
      />
      {report.byRate.length > 0 && (
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{t('owner.day.figures.taxByRate')}</caption>
          <thead>
            <HeadingRow
              className="text-left text-xs text-slate-500"
              headings={[
                { header: t('owner.day.figures.rate') },
                { header: t('owner.day.figures.taxable'), align: 'end' },
                { header: t('owner.day.figures.cgst'), align: 'end' },
                { header: t('owner.day.figures.sgst'), align: 'end' },
              ]}
            />
          </thead>
          <tbody>
            {report.byRate.map((row) => (
              <tr key={row.rate}>
                <th scope="row" className="text-left font-medium">
                  {row.rate}%
                </th>
                <td className="text-right">{money(row.taxable)}</td>
                <td className="text-right">{money(row.cgst)}</td>
                <td className="text-right">{money(row.sgst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * What each person at the counter sold, refunded and voided, and the online orders they handed
 * over at the desk, that day: the X and Z reports' per-cashier part.
 */
export function CashierFigures({ report }: { report: DayReport }) {
  const { t, money, number } = useOwnerT();
  if (report.byCashier.length === 0) return null;
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">{t('owner.day.figures.byCashier')}</caption>
      <thead>
        <HeadingRow
          className="text-left text-xs text-slate-500"
          headings={[
            { header: t('owner.day.figures.cashier') },
            { header: t('owner.day.figures.sales'), align: 'end' },
            { header: t('owner.day.figures.amount'), align: 'end' },
            { header: t('owner.day.figures.cashierRefunds'), align: 'end' },
            { header: t('owner.day.figures.voids'), align: 'end' },
            { header: t('owner.day.figures.collected'), align: 'end' },
          ]}
        />
      </thead>
      <tbody>
        {report.byCashier.map((row) => (
          <tr key={row.cashier?.id ?? 'unnamed'}>
            <th scope="row" className="text-left font-medium">
              {row.cashier?.name ?? t('owner.day.figures.unnamed')}
            </th>
            <td className="text-right">{number(row.sales)}</td>
            <td className="text-right">{money(row.amount)}</td>
            <td className="text-right">{money(row.refunds)}</td>
            <td className="text-right">{number(row.voids)}</td>
            <td className="text-right">
              {t('owner.day.figures.collections', {
                count: number(row.collections),
                amount: money(row.collected),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The cash put in and taken out, oldest first. */
export function MovementList({ report }: { report: DayReport }) {
  const { t, money } = useOwnerT();
  if (report.movements.length === 0)
    return <p className="text-sm text-slate-600">{t('owner.day.movements.none')}</p>;
  return (
    <ul aria-label={t('owner.day.cashInAndOut')} className="divide-y divide-slate-100 text-sm">
      {report.movements.map((movement) => (
        <li key={movement._id} className="flex justify-between gap-4 py-1.5">
          <span>
            {t('owner.day.movements.line', { type: movement.type, reason: movement.reason })}
            {movement.by && <span className="block text-xs text-slate-500">{movement.by.name}</span>}
          </span>
          <span className="font-semibold tabular-nums">
            {movement.type === 'in' ? '' : '− '}
            {money(movement.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
