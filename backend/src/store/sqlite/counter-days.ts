/**
 * The counter's cash drawer on SQLite. Opening reads the last count and inserts the day in one
 * IMMEDIATE transaction; the unique index on the open day refuses a second open from any process.
 */
import type Database from 'better-sqlite3';
import {
  indiaDay,
  toPaise,
  type CashMovementType,
  type ClosedDayReport,
  type Paise,
  type StaffRef,
} from '../../contract';
import { newId } from '../ids';
import type {
  CounterDayStore,
  DrawerDay,
  DrawerMovement,
  OpenDayResult,
  OrderChannel,
  TenderMethod,
  StaffDeeds,
  Window,
} from '../store';
import { PAID_PARTS, staffRefOf } from './order-rows';

interface DayRow {
  id: string;
  date: string;
  opened_at: string;
  float_paise: Paise;
  closed_at: string | null;
  counted_paise: number | null;
  report: string | null;
  opened_by_id: string | null;
  opened_by_name: string | null;
}

interface MovementRow {
  id: string;
  day_id: string;
  at: string;
  type: CashMovementType;
  amount_paise: Paise;
  reason: string;
  by_id: string | null;
  by_name: string | null;
}

const toDay = (row: DayRow): DrawerDay => ({
  _id: row.id,
  date: row.date,
  openedAt: row.opened_at,
  floatPaise: row.float_paise,
  openedBy: staffRefOf(row.opened_by_id, row.opened_by_name),
  closed: row.report === null ? null : (JSON.parse(row.report) as ClosedDayReport),
});

const toMovement = (row: MovementRow): DrawerMovement => ({
  _id: row.id,
  type: row.type,
  amountPaise: row.amount_paise,
  reason: row.reason,
  at: row.at,
  by: staffRefOf(row.by_id, row.by_name),
});

const isUniqueClash = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The columns a snapshot reads, named as its records are. */
export const DRAWER_DAY_COLUMNS = `id, date, opened_at AS openedAt, float_paise AS floatPaise, closed_at AS closedAt,
  counted_paise AS countedPaise, report, opened_by_id AS openedById, opened_by_name AS openedByName`;
export const CASH_MOVEMENT_COLUMNS = `id, day_id AS dayId, at, type, amount_paise AS amountPaise, reason,
  by_id AS byId, by_name AS byName`;

export function createSqliteCounterDayStore(db: Database.Database): CounterDayStore {
  const selectOpen = db.prepare<[], DayRow>('SELECT * FROM drawer_days WHERE closed_at IS NULL');
  const lastCount = db
    .prepare<[], number>(
      `SELECT counted_paise FROM drawer_days WHERE closed_at IS NOT NULL ORDER BY closed_at DESC, rowid DESC LIMIT 1`,
    )
    .pluck();
  const insertDay = db.prepare(
    `INSERT INTO drawer_days (id, date, opened_at, float_paise, opened_by_id, opened_by_name)
     VALUES (@id, @date, @openedAt, @floatPaise, @byId, @byName)`,
  );
  const selectDay = db.prepare<[string], DayRow>('SELECT * FROM drawer_days WHERE id = ?');
  const insertMovement = db.prepare(
    `INSERT INTO cash_movements (id, day_id, at, type, amount_paise, reason, by_id, by_name)
     SELECT @id, id, @at, @type, @amountPaise, @reason, @byId, @byName FROM drawer_days WHERE closed_at IS NULL`,
  );
  const selectMovements = db.prepare<[string], MovementRow>(
    'SELECT * FROM cash_movements WHERE day_id = ? ORDER BY at, rowid',
  );
  const closeDay = db.prepare(
    `UPDATE drawer_days SET closed_at = @closedAt, counted_paise = @countedPaise, report = @report
     WHERE id = @id AND closed_at IS NULL`,
  );
  const selectClosed = db.prepare<[string, string], DayRow>(
    `SELECT * FROM drawer_days WHERE closed_at IS NOT NULL AND date >= ? AND date <= ?
     ORDER BY opened_at DESC, rowid DESC`,
  );
  const selectClosedOver = db.prepare<[string, string], DayRow>(
    `SELECT * FROM drawer_days WHERE closed_at IS NOT NULL AND opened_at <= ? AND closed_at >= ?
     ORDER BY opened_at DESC LIMIT 1`,
  );
  const selectPayments = db.prepare<
    [string, string],
    { method: TenderMethod; channel: OrderChannel; paise: Paise }
  >(
    `SELECT method, channel, SUM(paise) AS paise FROM (${PAID_PARTS})
     WHERE status = 'collected' AND paid_at >= ? AND paid_at <= ?
     GROUP BY method, channel`,
  );
  // Voided sales are cancelled, so the sales counted are those that stand; an online order is
  // collected once, and who collected it is its history's collected change.
  const selectDeeds = db.prepare<
    { since: string; until: string },
    { kind: StaffDeeds['kind']; id: string | null; name: string | null; count: number; paise: Paise }
  >(
    `SELECT 'sale' AS kind, cashier_id AS id, cashier_name AS name, COUNT(*) AS count, SUM(total_paise) AS paise
       FROM orders WHERE channel = 'counter' AND status = 'collected' AND paid_at >= @since AND paid_at <= @until
       GROUP BY cashier_id, cashier_name
     UNION ALL
     SELECT 'refund', by_id, by_name, COUNT(*), SUM(amount_paise) FROM order_returns
       WHERE at >= @since AND at <= @until GROUP BY by_id, by_name
     UNION ALL
     SELECT 'void', voided_by_id, voided_by_name, COUNT(*), 0 FROM orders
       WHERE channel = 'counter' AND voided_at >= @since AND voided_at <= @until
       GROUP BY voided_by_id, voided_by_name
     UNION ALL
     SELECT 'collection', h.by_id, h.by_name, COUNT(*), SUM(o.total_paise) FROM orders o
       JOIN order_status_history h ON h.order_id = o.id AND h.status = 'collected'
       WHERE o.channel = 'online' AND o.status = 'collected' AND o.paid_at >= @since AND o.paid_at <= @until
       GROUP BY h.by_id, h.by_name`,
  );
  const selectRefunds = db.prepare<[string, string], { method: TenderMethod; paise: Paise }>(
    `SELECT refund_method AS method, SUM(amount_paise) AS paise FROM order_returns
     WHERE at >= ? AND at <= ? GROUP BY refund_method`,
  );

  const open = db.transaction((floatPaise: Paise | null, at: Date, by: StaffRef | null): OpenDayResult => {
    const already = selectOpen.get();
    if (already) return { outcome: 'already_open', day: toDay(already) };
    const id = newId();
    insertDay.run({
      id,
      date: indiaDay(at),
      openedAt: at.toISOString(),
      floatPaise: floatPaise ?? lastCount.get() ?? 0,
      byId: by?.id ?? null,
      byName: by?.name ?? null,
    });
    return { outcome: 'opened', day: toDay(selectDay.get(id)!) };
  });

  const range = (window: Window): [string, string] => [
    window.since.toISOString(),
    window.until.toISOString(),
  ];

  return {
    async open({ floatPaise, at, by }) {
      try {
        return open.immediate(floatPaise, at, by ?? null);
      } catch (error) {
        // Another process opened one between our read and our insert.
        if (!isUniqueClash(error)) throw error;
        return { outcome: 'already_open', day: toDay(selectOpen.get()!) };
      }
    },
    async current() {
      const row = selectOpen.get();
      return row ? toDay(row) : null;
    },
    async addMovement({ type, amountPaise, reason, at, by }) {
      const movement = { _id: newId(), type, amountPaise, reason, at: at.toISOString(), by: by ?? null };
      const added = insertMovement.run({
        id: movement._id,
        type,
        amountPaise,
        reason,
        at: movement.at,
        byId: by?.id ?? null,
        byName: by?.name ?? null,
      });
      if (added.changes === 0) return { outcome: 'not_open' };
      return { outcome: 'added', movement };
    },
    async movements(dayId) {
      return selectMovements.all(dayId).map(toMovement);
    },
    async close(dayId, report) {
      const closed = closeDay.run({
        id: dayId,
        closedAt: report.closedAt,
        countedPaise: toPaise(report.countedCash),
        report: JSON.stringify(report),
      });
      if (closed.changes === 0) return { outcome: 'not_open' };
      return { outcome: 'closed', day: toDay(selectDay.get(dayId)!) };
    },
    async listClosed({ from, to }) {
      return selectClosed.all(from, to).map(toDay);
    },
    async closedOver(at) {
      const row = selectClosedOver.get(at.toISOString(), at.toISOString());
      return row ? toDay(row) : null;
    },
    async payments(window) {
      return selectPayments
        .all(...range(window))
        .map((row) => ({ method: row.method, channel: row.channel, amountPaise: row.paise }));
    },
    async refunds(window) {
      return selectRefunds
        .all(...range(window))
        .map((row) => ({ method: row.method, amountPaise: row.paise }));
    },
    async deeds(window) {
      const [since, until] = range(window);
      return selectDeeds.all({ since, until }).map((row) => ({
        kind: row.kind,
        who: staffRefOf(row.id, row.name),
        count: row.count,
        amountPaise: row.paise,
      }));
    },
  };
}
