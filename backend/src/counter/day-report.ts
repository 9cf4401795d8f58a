/**
 * The drawer's X and Z reports, worked out from what the store sums and lists; plain functions, so
 * the figures are tested without a store. Sums are taken in paise.
 */
import {
  rateInRupees,
  type CashMovement,
  type ClosedDayReport,
  type DayReport,
  type PaymentMethod,
} from '../contract';
import { netByRate } from '../invoices/net-by-rate';
import { toPaise, toRupees } from '../store/money';
import type { DrawerDay, InvoiceRecord, PaymentSum, RefundSum } from '../store/store';

export interface DayFigures {
  day: DrawerDay;
  movements: CashMovement[];
  payments: PaymentSum[];
  refunds: RefundSum[];
  /** Bills and credit notes issued while the drawer was open, oldest first. */
  invoices: InvoiceRecord[];
}

const byMethodIn = (rows: readonly { method: PaymentMethod; amount: number }[]) => {
  const paise: Record<PaymentMethod, number> = { cash: 0, upi: 0, card: 0 };
  for (const row of rows) paise[row.method] += toPaise(row.amount);
  return paise;
};

const inRupees = (paise: Record<PaymentMethod, number>) => ({
  cash: toRupees(paise.cash),
  upi: toRupees(paise.upi),
  card: toRupees(paise.card),
});

/** The bills' numbers, and their tax per rate: cancelled bills count for nothing, credit notes come off. */
export function invoiceSummary(invoices: readonly InvoiceRecord[]): Pick<DayReport, 'invoices' | 'byRate'> {
  const bills = invoices.filter((invoice) => invoice.kind !== 'credit-note');
  return {
    invoices: {
      from: bills[0]?.number ?? null,
      to: bills.at(-1)?.number ?? null,
      count: bills.length,
      cancelled: bills.filter((bill) => bill.cancelled).length,
    },
    byRate: netByRate(invoices).map(rateInRupees),
  };
}

/** The X report: the drawer from its opening to the moment the figures were read. */
export function dayReport(figures: DayFigures): DayReport {
  const { day, movements, payments, refunds } = figures;
  const sales = byMethodIn(payments);
  const refunded = byMethodIn(refunds);
  const moved = (type: CashMovement['type']) =>
    movements.filter((movement) => movement.type === type).reduce((sum, m) => sum + toPaise(m.amount), 0);
  const channel = (name: PaymentSum['channel']) =>
    toRupees(
      payments.filter((row) => row.channel === name).reduce((sum, row) => sum + toPaise(row.amount), 0),
    );
  const cashIn = moved('in');
  const cashOut = moved('out');
  return {
    date: day.date,
    openedAt: day.openedAt,
    float: day.float,
    cashSales: toRupees(sales.cash),
    cashRefunds: toRupees(refunded.cash),
    cashIn: toRupees(cashIn),
    cashOut: toRupees(cashOut),
    expectedCash: toRupees(toPaise(day.float) + sales.cash - refunded.cash + cashIn - cashOut),
    byMethod: inRupees(sales),
    refunds: inRupees(refunded),
    byChannel: { online: channel('online'), counter: channel('counter') },
    ...invoiceSummary(figures.invoices),
    movements,
  };
}

/** The Z report: the X report at the close with the count, what it is off by, and why. */
export function closedReport(
  report: DayReport,
  count: { countedCash: number; note: string | null; closedAt: Date },
): ClosedDayReport {
  return {
    ...report,
    countedCash: count.countedCash,
    difference: toRupees(toPaise(count.countedCash) - toPaise(report.expectedCash)),
    note: count.note,
    closedAt: count.closedAt.toISOString(),
  };
}
