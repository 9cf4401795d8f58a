/**
 * The counter's cash drawer on MongoDB. The open day holds `openKey: 'open'` under a unique index,
 * so of two opens racing, with or without transactions, one inserts and the other reads its day.
 */
import { asPaise, indiaDay, toPaise, type ClosedDayReport, type Paise, type StaffRef } from '../../contract';
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
import type { CashMovementDoc, DrawerDayDoc } from './drawer-models';
import { isDuplicateKey, newDocumentId, type Models } from './models';
import { ONLINE_ONLY } from './order-desk';
import { PAID_PARTS } from './mapping';

const toDay = (doc: DrawerDayDoc): DrawerDay => ({
  _id: doc._id,
  date: doc.date,
  openedAt: doc.openedAt.toISOString(),
  floatPaise: asPaise(doc.floatPaise),
  // Days opened before days named who opened them have no `openedBy`.
  openedBy: doc.openedBy ?? null,
  closed: doc.report,
});

const toMovement = (doc: CashMovementDoc): DrawerMovement => ({
  _id: doc._id,
  type: doc.type,
  amountPaise: asPaise(doc.amountPaise),
  reason: doc.reason,
  at: doc.at.toISOString(),
  by: doc.by ?? null,
});

const between = (window: Window) => ({ $gte: window.since, $lte: window.until });

/** A group per person a record names (`path` the record's who): records naming nobody form one. */
const byWho = (path: string, amount: unknown) => ({
  $group: {
    _id: { id: { $ifNull: [`${path}.id`, null] }, name: { $ifNull: [`${path}.name`, null] } },
    count: { $sum: 1 },
    paise: { $sum: amount },
  },
});

/** The history's collected change, which names who collected an online order. */
const COLLECTED = { $eq: ['$$this.status', 'collected'] };

type WhoRow = { _id: { id: string | null; name: string | null }; count: number; paise: number };

const toDeeds = (kind: StaffDeeds['kind'], rows: WhoRow[]): StaffDeeds[] =>
  rows.map((row) => ({
    kind,
    who: row._id.id === null ? null : { id: row._id.id, name: row._id.name ?? '' },
    count: row.count,
    amountPaise: asPaise(row.paise),
  }));

export function createMongoCounterDayStore(models: Models): CounterDayStore {
  const { DrawerDay, CashMovement, Order, Return } = models;
  const findOpen = () => DrawerDay.findOne({ openKey: 'open' }).lean<DrawerDayDoc>();

  async function lastCountPaise(): Promise<Paise> {
    const [last] = await DrawerDay.find({ closedAt: { $type: 'date' } }, { countedPaise: 1 })
      .sort({ closedAt: -1, _id: -1 })
      .limit(1)
      .lean<Pick<DrawerDayDoc, 'countedPaise'>[]>();
    return asPaise(last?.countedPaise ?? 0);
  }

  async function open(floatPaise: Paise | null, at: Date, by: StaffRef | null): Promise<OpenDayResult> {
    const already = await findOpen();
    if (already) return { outcome: 'already_open', day: toDay(already) };
    const doc: DrawerDayDoc = {
      _id: newDocumentId(),
      date: indiaDay(at),
      openedAt: at,
      floatPaise: floatPaise ?? (await lastCountPaise()),
      openedBy: by,
      closedAt: null,
      countedPaise: null,
      report: null,
      openKey: 'open',
    };
    try {
      await DrawerDay.create([doc]);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await findOpen();
      if (!winner) throw error;
      return { outcome: 'already_open', day: toDay(winner) };
    }
    return { outcome: 'opened', day: toDay(doc) };
  }

  return {
    open: ({ floatPaise, at, by }) => open(floatPaise, at, by ?? null),
    async current() {
      const doc = await findOpen();
      return doc ? toDay(doc) : null;
    },
    async addMovement({ type, amountPaise, reason, at, by }) {
      const day = await findOpen();
      if (!day) return { outcome: 'not_open' };
      const doc: CashMovementDoc = {
        _id: newDocumentId(),
        dayId: day._id,
        at,
        type,
        amountPaise,
        reason,
        by: by ?? null,
      };
      await CashMovement.create([doc]);
      return { outcome: 'added', movement: toMovement(doc) };
    },
    async movements(dayId) {
      const docs = await CashMovement.find({ dayId }).sort({ at: 1, _id: 1 }).lean<CashMovementDoc[]>();
      return docs.map(toMovement);
    },
    async close(dayId, report: ClosedDayReport) {
      const doc = await DrawerDay.findOneAndUpdate(
        { _id: dayId, openKey: 'open' },
        {
          $set: {
            closedAt: new Date(report.closedAt),
            countedPaise: toPaise(report.countedCash),
            report,
          },
          $unset: { openKey: 1 },
        },
        { returnDocument: 'after' },
      ).lean<DrawerDayDoc>();
      return doc ? { outcome: 'closed', day: toDay(doc) } : { outcome: 'not_open' };
    },
    async listClosed({ from, to }) {
      const docs = await DrawerDay.find({ closedAt: { $type: 'date' }, date: { $gte: from, $lte: to } })
        .sort({ openedAt: -1, _id: -1 })
        .lean<DrawerDayDoc[]>();
      return docs.map(toDay);
    },
    async closedOver(at) {
      const doc = await DrawerDay.findOne({ openedAt: { $lte: at }, closedAt: { $gte: at } })
        .sort({ openedAt: -1 })
        .lean<DrawerDayDoc>();
      return doc ? toDay(doc) : null;
    },
    async payments(window) {
      const rows = await Order.aggregate<{
        _id: { method: TenderMethod; channel: OrderChannel };
        paise: number;
      }>([
        { $match: { status: 'collected', 'payment.at': between(window) } },
        ...PAID_PARTS,
        {
          $group: {
            _id: { method: '$part.method', channel: { $ifNull: ['$channel', 'online'] } },
            paise: { $sum: '$part.amountPaise' },
          },
        },
      ]);
      return rows.map((row) => ({ ...row._id, amountPaise: asPaise(row.paise) }));
    },
    async refunds(window) {
      const rows = await Return.aggregate<{ _id: TenderMethod; paise: number }>([
        { $match: { at: between(window) } },
        { $group: { _id: '$refund.method', paise: { $sum: '$amountPaise' } } },
      ]);
      return rows.map((row) => ({ method: row._id, amountPaise: asPaise(row.paise) }));
    },
    async deeds(window) {
      const [sales, refunds, voids, collections] = await Promise.all([
        Order.aggregate<WhoRow>([
          { $match: { channel: 'counter', status: 'collected', 'payment.at': between(window) } },
          byWho('$sale.cashier', '$totalPaise'),
        ]),
        Return.aggregate<WhoRow>([{ $match: { at: between(window) } }, byWho('$by', '$amountPaise')]),
        Order.aggregate<WhoRow>([
          { $match: { channel: 'counter', 'sale.voided.at': between(window) } },
          byWho('$sale.voided.by', 0),
        ]),
        Order.aggregate<WhoRow>([
          { $match: { ...ONLINE_ONLY, status: 'collected', 'payment.at': between(window) } },
          { $set: { collection: { $first: { $filter: { input: '$statusHistory', cond: COLLECTED } } } } },
          byWho('$collection.by', '$totalPaise'),
        ]),
      ]);
      return [
        ...toDeeds('sale', sales),
        ...toDeeds('refund', refunds),
        ...toDeeds('void', voids),
        ...toDeeds('collection', collections),
      ];
    },
  };
}
