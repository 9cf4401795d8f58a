/**
 * The drawer's X and Z reports, worked out from what the store sums and lists; plain functions, so
 * the figures are tested without a store. Sums are taken in paise.
 */
import {
  minusPaise,
  NO_PAISE,
  plusPaise,
  rateInRupees,
  sumPaise,
  toPaise,
  toRupees,
  type CashierTotals,
  type CashMovement,
  type ClosedDayReport,
  type DayReport,
  type Paise,
  type StaffRef,
  type TenderMethod,
} from '../contract';
import { netByRate } from '../invoices/net-by-rate';
import type {
  AccountPaymentSum,
  DrawerDay,
  DrawerMovement,
  InvoiceRecord,
  PaymentSum,
  RefundSum,
  StaffDeeds,
} from '../store/store';

export interface DayFigures {
  day: DrawerDay;
  movements: DrawerMovement[];
  payments: PaymentSum[];
  refunds: RefundSum[];
  /** Payments against customers' accounts taken while the drawer was open. */
  dues: AccountPaymentSum[];
  /** Bills and credit notes issued while the drawer was open, oldest first. */
  invoices: InvoiceRecord[];
  /** Who made the sales, gave the refunds, voided sales and collected orders while the drawer was open. */
  deeds: StaffDeeds[];
}

/** A cash movement as the API and the reports carry it. */
export const movementView = ({ amountPaise, ...movement }: DrawerMovement): CashMovement => ({
  ...movement,
  amount: toRupees(amountPaise),
});

const byMethodIn = (rows: readonly { method: TenderMethod; amountPaise: Paise }[]) => {
  const paise: Record<TenderMethod, Paise> = {
    cash: NO_PAISE,
    upi: NO_PAISE,
    card: NO_PAISE,
    account: NO_PAISE,
  };
  for (const row of rows) paise[row.method] = plusPaise(paise[row.method], row.amountPaise);
  return paise;
};

const inRupees = (paise: Record<TenderMethod, Paise>) => ({
  cash: toRupees(paise.cash),
  upi: toRupees(paise.upi),
  card: toRupees(paise.card),
  account: toRupees(paise.account),
});

/** Payments against accounts per method, and how many. */
function duesIn(rows: readonly AccountPaymentSum[]) {
  const { account: _none, ...money } = inRupees(byMethodIn(rows));
  return { ...money, count: rows.reduce((count, row) => count + row.count, 0) };
}

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

/** One person's part, its money kept in paise until the end. */
interface PersonTally {
  totals: CashierTotals;
  amount: Paise;
  refunds: Paise;
  collected: Paise;
}

function tally(person: PersonTally, deed: StaffDeeds): void {
  if (deed.kind === 'sale') {
    person.totals.sales += deed.count;
    person.amount = plusPaise(person.amount, deed.amountPaise);
  } else if (deed.kind === 'collection') {
    person.totals.collections += deed.count;
    person.collected = plusPaise(person.collected, deed.amountPaise);
  } else if (deed.kind === 'refund') person.refunds = plusPaise(person.refunds, deed.amountPaise);
  else person.totals.voids += deed.count;
}

/**
 * Each person's sales, refunds, voids and collections, one entry per person by id (a member
 * renamed during the day is listed once, under the name their first record has): by name, then
 * the records that name nobody.
 */
export function byCashier(deeds: readonly StaffDeeds[]): CashierTotals[] {
  const people = new Map<string | null, PersonTally>();
  for (const deed of deeds) {
    const key = deed.who?.id ?? null;
    let person = people.get(key);
    if (!person) {
      const totals = {
        cashier: deed.who,
        sales: 0,
        amount: 0,
        refunds: 0,
        voids: 0,
        collections: 0,
        collected: 0,
      };
      person = { totals, amount: NO_PAISE, refunds: NO_PAISE, collected: NO_PAISE };
      people.set(key, person);
    }
    tally(person, deed);
  }
  const rank = (entry: CashierTotals) => (entry.cashier === null ? 1 : 0);
  return [...people.values()]
    .map(({ totals, amount, refunds, collected }) => ({
      ...totals,
      amount: toRupees(amount),
      refunds: toRupees(refunds),
      collected: toRupees(collected),
    }))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.cashier?.name ?? '').localeCompare(b.cashier?.name ?? '') ||
        (a.cashier?.id ?? '').localeCompare(b.cashier?.id ?? ''),
    );
}

/** The X report: the drawer from its opening to the moment the figures were read. */
export function dayReport(figures: DayFigures): DayReport {
  const { day, movements, payments, refunds } = figures;
  const sales = byMethodIn(payments);
  const refunded = byMethodIn(refunds);
  const dues = byMethodIn(figures.dues);
  const moved = (type: CashMovement['type']) =>
    sumPaise(
      movements.filter((movement) => movement.type === type),
      (movement) => movement.amountPaise,
    );
  // Money taken: what went on account is counted apart.
  const channel = (name: PaymentSum['channel']) =>
    toRupees(
      sumPaise(
        payments.filter((row) => row.channel === name && row.method !== 'account'),
        (row) => row.amountPaise,
      ),
    );
  const cashIn = moved('in');
  const cashOut = moved('out');
  return {
    date: day.date,
    openedAt: day.openedAt,
    openedBy: day.openedBy,
    float: toRupees(day.floatPaise),
    cashSales: toRupees(sales.cash),
    cashRefunds: toRupees(refunded.cash),
    cashDues: toRupees(dues.cash),
    cashIn: toRupees(cashIn),
    cashOut: toRupees(cashOut),
    expectedCash: toRupees(
      minusPaise(
        plusPaise(plusPaise(plusPaise(day.floatPaise, sales.cash), dues.cash), cashIn),
        plusPaise(refunded.cash, cashOut),
      ),
    ),
    byMethod: inRupees(sales),
    refunds: inRupees(refunded),
    duesCollected: duesIn(figures.dues),
    byChannel: { online: channel('online'), counter: channel('counter') },
    ...invoiceSummary(figures.invoices),
    movements: movements.map(movementView),
    byCashier: byCashier(figures.deeds),
  };
}

/** The Z report: the X report at the close with the count, what it is off by, why, and who counted. */
export function closedReport(
  report: DayReport,
  count: { countedCash: number; note: string | null; closedAt: Date; closedBy: StaffRef | null },
): ClosedDayReport {
  return {
    ...report,
    countedCash: count.countedCash,
    difference: toRupees(minusPaise(toPaise(count.countedCash), toPaise(report.expectedCash))),
    note: count.note,
    closedAt: count.closedAt.toISOString(),
    closedBy: count.closedBy,
  };
}
