/**
 * The counter's cash drawer: a day opened with a float, cash put in and taken out, the X report any
 * time and the Z report once, at the count. Cash taken at the desk for online orders goes into the
 * same drawer as the counter's sales.
 */
import {
  asPaise,
  DRAWER_DAYS_RANGE_MAX,
  formatPaise,
  formatRupees,
  indiaDay,
  minusPaise,
  toPaise,
  indiaDayBounds,
  type CashMovement,
  type ClosedDayReport,
  type DayReport,
  type StaffRef,
} from '../contract';
import type { CashMovementBody, CloseDayBody, ClosedDaysQuery } from '../contract/schemas';
import { AppError } from '../errors';
import type { AccountStore, CounterDayStore, DrawerDay, InvoiceStore } from '../store/store';
import { closedReport, dayReport, movementView } from './day-report';

/** What the sales and the desk ask of the drawer. */
export interface CashDrawer {
  /**
   * Opens a day with the last count as its float unless one is open: money is about to come in,
   * taken by `by`, who is named as having opened it.
   */
  ensureOpen(by: StaffRef): Promise<void>;
  /** Whether a closed day's drawer was open at `at`: what it took was counted and stands. */
  closedOver(at: Date): Promise<boolean>;
}

export interface CounterDaysDeps {
  days: CounterDayStore;
  accounts: Pick<AccountStore, 'paymentsIn'>;
  invoices: Pick<InvoiceStore, 'list'>;
  /** CASH_TOLERANCE: rupees a count may be off by without a note. */
  cashTolerance: number;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Z report as it was kept at its close: one kept before the reports named anyone has no one's
 * part (byCashier empty), its cash movements name nobody, and nobody opened or closed it; one
 * kept before collections were counted counts none.
 */
const olderReportFilledIn = (report: ClosedDayReport): ClosedDayReport => ({
  ...report,
  // Kept before accounts: nothing was sold on account or paid against one.
  cashDues: report.cashDues ?? 0,
  byMethod: { ...report.byMethod, account: report.byMethod.account ?? 0 },
  refunds: { ...report.refunds, account: report.refunds.account ?? 0 },
  duesCollected: report.duesCollected ?? { cash: 0, upi: 0, card: 0, count: 0 },
  openedBy: report.openedBy ?? null,
  closedBy: report.closedBy ?? null,
  byCashier: (report.byCashier ?? []).map((entry) => ({
    ...entry,
    collections: entry.collections ?? 0,
    collected: entry.collected ?? 0,
  })),
  movements: report.movements.map((movement) => ({ ...movement, by: movement.by ?? null })),
});

const noDayOpen = () =>
  new AppError('conflict', 'No day is open at the counter: open the drawer with its float first.');

export function createCounterDaysService(deps: CounterDaysDeps) {
  const now = deps.now ?? (() => new Date());

  async function reportOf(day: DrawerDay, until: Date): Promise<DayReport> {
    const window = { since: new Date(day.openedAt), until };
    const [movements, payments, refunds, deeds, invoices, dues] = await Promise.all([
      deps.days.movements(day._id),
      deps.days.payments(window),
      deps.days.refunds(window),
      deps.days.deeds(window),
      // The invoice list's end is open; the drawer's window includes its last moment.
      deps.invoices.list({ since: window.since, until: new Date(until.getTime() + 1) }),
      deps.accounts.paymentsIn(window),
    ]);
    return dayReport({ day, movements, payments, refunds, invoices, deeds, dues });
  }

  function checkNote(report: DayReport, countedCash: number, note: string | null) {
    const difference = minusPaise(toPaise(countedCash), toPaise(report.expectedCash));
    if (Math.abs(difference) <= toPaise(deps.cashTolerance) || note) return;
    const off = `${formatPaise(asPaise(Math.abs(difference)))} ${difference < 0 ? 'short of' : 'over'}`;
    throw new AppError(
      'validation',
      `The count is ${off} the expected ${formatRupees(report.expectedCash)}: add a note saying why.`,
      [
        {
          path: 'note',
          message: `note is required when the count is off by more than ${formatRupees(deps.cashTolerance)}`,
        },
      ],
    );
  }

  const drawer: CashDrawer = {
    async ensureOpen(by) {
      if (await deps.days.current()) return;
      await deps.days.open({ floatPaise: null, at: now(), by });
    },
    async closedOver(at) {
      return (await deps.days.closedOver(at)) !== null;
    },
  };

  return {
    drawer,

    /** `by`: whoever counts the float in, named as having opened the day. */
    async open(float: number, by: StaffRef): Promise<DayReport> {
      const at = now();
      const result = await deps.days.open({ floatPaise: toPaise(float), at, by });
      if (result.outcome === 'already_open') {
        throw new AppError(
          'conflict',
          `The drawer is already open, since ${result.day.openedAt}: close it before opening another day.`,
        );
      }
      return reportOf(result.day, at);
    },

    async current(): Promise<DayReport> {
      const day = await deps.days.current();
      if (!day) throw new AppError('not_found', 'No day is open at the counter.');
      return reportOf(day, now());
    },

    /** `by`: whoever puts the cash in or takes it out, named on the movement. */
    async addMovement(body: CashMovementBody, by: StaffRef): Promise<CashMovement> {
      const { amount, ...movement } = body;
      const result = await deps.days.addMovement({
        ...movement,
        amountPaise: toPaise(amount),
        at: now(),
        by,
      });
      if (result.outcome === 'not_open') throw noDayOpen();
      return movementView(result.movement);
    },

    /** `by`: whoever counts the cash and closes the day, named on its Z report. */
    async close(body: CloseDayBody, by: StaffRef): Promise<ClosedDayReport> {
      const day = await deps.days.current();
      if (!day) throw new AppError('conflict', 'No day is open: it was closed already, or never opened.');
      const closedAt = now();
      const report = await reportOf(day, closedAt);
      const note = body.note ?? null;
      checkNote(report, body.countedCash, note);
      const closing = closedReport(report, { countedCash: body.countedCash, note, closedAt, closedBy: by });
      const result = await deps.days.close(day._id, closing);
      if (result.outcome === 'not_open') throw new AppError('conflict', 'This day was closed meanwhile.');
      return closing;
    },

    /** Closed days opened from `from` to `to` (India dates), newest first; the last 31 days by default. */
    async closedDays(query: ClosedDaysQuery): Promise<ClosedDayReport[]> {
      const to = query.to ?? indiaDay(now());
      const from = query.from ?? indiaDay(new Date(indiaDayBounds(to).start.getTime() - 30 * DAY_MS));
      const span = (indiaDayBounds(to).start.getTime() - indiaDayBounds(from).start.getTime()) / DAY_MS + 1;
      if (span > DRAWER_DAYS_RANGE_MAX) {
        throw new AppError('validation', `Ask for at most ${DRAWER_DAYS_RANGE_MAX} days at once.`, [
          { path: 'from', message: `from and to can be at most ${DRAWER_DAYS_RANGE_MAX} days apart` },
        ]);
      }
      const days = await deps.days.listClosed({ from, to });
      return days.flatMap((day) => (day.closed ? [olderReportFilledIn(day.closed)] : []));
    },
  };
}

export type CounterDaysService = ReturnType<typeof createCounterDaysService>;
