/**
 * Walk-in sales, voids and returns on MongoDB: the unit of work's primitives for a sale's number
 * and record, its void and its returns, and the counter's reads. Each recipe is one transaction
 * where the deployment has them (docs/decisions/0006): the key, the stock, the day's next number
 * and the record commit together, and a sale that aborts gives its number back with the rest, so a
 * day's series has no gaps. Without transactions each guard is still a conditional update of one
 * document: no count goes below 0, no number is given twice (the day's counter is taken by `$inc`,
 * and a unique index holds one sale per day and number), no more units come back than were sold,
 * and a sale with returns is never voided; a crash part-way can leave a number unused or units
 * taken for no sale.
 */
import { indiaDayBounds } from '../../contract';
import { COUNTER_CUSTOMER, dayTotals } from '../order-rules';
import { saleRecipes } from '../recipes/sales';
import type { TenderMethod } from '../../contract';
import type { CounterSaleInput, SalesStore } from '../store';
import type { ReturnCount, SalePrimitives, StoreTx, Transact } from '../unit-of-work-contract';
import { toLineDoc, toOrder, toOrderReturn } from './mapping';
import type { CounterDayDoc, Models, OrderDoc, ReturnDoc } from './models';
import { insertRecord } from './order-placement';
import type { MongoUnit } from './unit-of-work';

/** A counter sale as stored: collected and paid the moment it is made, with no address. */
export function toSaleDoc(
  id: string,
  input: CounterSaleInput,
  at: Date,
  sale: { day: string; number: number },
  pickupCode: string,
): OrderDoc {
  const { method, reference, tenderedPaise, changePaise } = input.payment;
  return {
    _id: id,
    channel: 'counter',
    customerUid: COUNTER_CUSTOMER,
    email: '',
    emailVerified: false,
    name: input.name,
    phone: input.phone,
    address: { street: '', city: '', state: '', country: '', zipcode: '' },
    lines: input.lines.map(toLineDoc),
    totalPaise: input.totalPaise,
    status: 'collected',
    statusHistory: [{ status: 'collected', at, by: input.cashier ?? null }],
    pickupCode,
    holdUntil: null,
    payment: { method, reference, at, ...(input.parts ? { parts: input.parts } : {}) },
    customerId: input.customerId ?? null,
    sale: {
      ...sale,
      tenderedPaise,
      changePaise,
      cashier: input.cashier ?? null,
      priceApprovedBy: input.priceApprovedBy ?? null,
      voided: null,
    },
    createdAt: at,
    updatedAt: at,
  };
}

/** Matches the order only while every item still has room for the units asked back. */
export const returnGuard = (counts: readonly ReturnCount[]): Record<string, unknown>[] =>
  counts.map(({ bookId, units, sold }) => ({ [`returned.${bookId}`]: { $not: { $gt: sold - units } } }));

function createSaleRecordPrimitives(
  models: Models,
  unit: MongoUnit,
): Pick<StoreTx, 'nextSaleNumber' | 'insertSale' | 'markVoided'> {
  const { CounterDay, Order } = models;
  const { session } = unit;
  return {
    /**
     * One past the last the day's counter gave, and past any sale already stored under the day, so
     * a counter lost or never copied cannot repeat a number.
     */
    async nextSaleNumber(day) {
      const [latest] = await Order.find({ 'sale.day': day }, { 'sale.number': 1 }, { session })
        .sort({ 'sale.number': -1 })
        .limit(1)
        .lean<Pick<OrderDoc, 'sale'>[]>();
      const stored = latest?.sale?.number ?? 0;
      const counter = await CounterDay.findOneAndUpdate(
        { _id: day },
        [{ $set: { last: { $add: [{ $max: [{ $ifNull: ['$last', 0] }, stored] }, 1] } } }],
        { upsert: true, returnDocument: 'after', updatePipeline: true, session },
      ).lean<CounterDayDoc>();
      const number = counter!.last;
      // Given back unless a later sale took the next one.
      unit.onUndo(() =>
        CounterDay.updateOne({ _id: day, last: number }, { $inc: { last: -1 } }, { session }),
      );
      return number;
    },
    insertSale: (id, input, at, sale) =>
      insertRecord(models, unit, (code) => toSaleDoc(id, input, at, sale, code), session),
    async markVoided(id, reason, at, who) {
      // The guard holds the rules in one update: a counter sale, completed, nothing of it returned.
      const doc = await Order.findOneAndUpdate(
        { _id: id, channel: 'counter', status: 'collected', returned: { $exists: false } },
        {
          $set: {
            status: 'cancelled',
            'sale.voided': { reason, at, by: who?.by ?? null, approvedBy: who?.approvedBy ?? null },
            updatedAt: at,
          },
          $push: { statusHistory: { status: 'cancelled', at, by: who?.by ?? null } },
        },
        { returnDocument: 'after', runValidators: true, session },
      ).lean<OrderDoc>();
      if (doc) return { outcome: 'voided', sale: toOrder(doc) };
      const current = await Order.findById(id, { channel: 1, status: 1 }, { session }).lean<
        Pick<OrderDoc, 'channel' | 'status'>
      >();
      if (current?.channel !== 'counter') return { outcome: 'not_found' };
      if (current.status !== 'collected') return { outcome: 'stale', current: current.status };
      return { outcome: 'has_returns' };
    },
  };
}

function createReturnPrimitives(
  { Order, Return }: Models,
  unit: MongoUnit,
): Pick<StoreTx, 'soldLines' | 'countReturned' | 'insertReturn'> {
  const { session } = unit;
  return {
    async soldLines(orderId) {
      const order = await Order.findById(
        orderId,
        { status: 1, lines: 1, returned: 1, customerId: 1 },
        { session },
      ).lean<Pick<OrderDoc, 'status' | 'lines' | 'returned' | 'customerId'>>();
      if (!order) return null;
      const lines = order.lines.flatMap((line) =>
        line.bookId === undefined
          ? []
          : [
              {
                bookId: line.bookId,
                title: line.title,
                pricePaise: line.pricePaise,
                quantity: line.quantity ?? 1,
              },
            ],
      );
      return {
        status: order.status,
        customerId: order.customerId ?? null,
        lines,
        returned: new Map(Object.entries(order.returned ?? {})),
      };
    },
    // Counted on the order under the guard, so two returns (or a return and a void) racing on it
    // cannot both pass what they read.
    async countReturned(orderId, counts) {
      const returned = Object.fromEntries(counts.map(({ bookId, units }) => [`returned.${bookId}`, units]));
      const counted = await Order.updateOne(
        { _id: orderId, status: 'collected', $and: returnGuard(counts) },
        { $inc: returned },
        { session },
      );
      if (counted.matchedCount === 0) return false;
      const back = Object.fromEntries(counts.map(({ bookId, units }) => [`returned.${bookId}`, -units]));
      unit.onUndo(() => Order.updateOne({ _id: orderId }, { $inc: back }, { session }));
      return true;
    },
    async insertReturn(record) {
      await Return.create([record satisfies ReturnDoc], { session });
      unit.stored();
    },
  };
}

/** The unit of work's steps for a counter sale, its void and a return, bound to the unit's session. */
export function createMongoSalePrimitives(models: Models, unit: MongoUnit): SalePrimitives {
  return { ...createSaleRecordPrimitives(models, unit), ...createReturnPrimitives(models, unit) };
}

export function createMongoSalesStore(models: Models, transact: Transact): SalesStore {
  const { Order, Return } = models;
  return {
    ...saleRecipes(transact),
    async listDay(day) {
      const { start, end } = indiaDayBounds(day);
      const [docs, refunds] = await Promise.all([
        Order.find({ 'sale.day': day, channel: 'counter' })
          .sort({ createdAt: -1, _id: -1 })
          .lean<OrderDoc[]>(),
        Return.aggregate<{ _id: TenderMethod; paise: number }>([
          { $match: { at: { $gte: start, $lt: end } } },
          { $group: { _id: '$refund.method', paise: { $sum: '$amountPaise' } } },
        ]),
      ]);
      return {
        sales: docs.map(toOrder),
        totals: dayTotals(
          docs.map((doc) => ({
            status: doc.status,
            method: doc.payment?.method ?? null,
            totalPaise: doc.totalPaise,
            parts: doc.payment?.parts ?? null,
          })),
          refunds.map((refund) => ({ method: refund._id, paise: refund.paise })),
        ),
      };
    },
    async returnsOf(orderId) {
      const docs = await Return.find({ orderId }).sort({ at: 1, _id: 1 }).lean<ReturnDoc[]>();
      return docs.map(toOrderReturn);
    },
  };
}
