/**
 * Walk-in sales, voids and returns on MongoDB. Each write is one transaction where the deployment
 * has them (docs/decisions/0006): the key, the stock, the day's next number and the record commit
 * together, and a sale that aborts gives its number back with the rest, so a day's series has no
 * gaps. Without transactions each guard is still a conditional update of one document: no count
 * goes below 0, no number is given twice (the day's counter is taken by `$inc`, and a unique index
 * holds one sale per day and number), no more units come back than were sold, and a sale with
 * returns is never voided; a crash part-way can leave a number unused or units taken for no sale.
 */
import type { ClientSession } from 'mongoose';
import { indiaDay, indiaDayBounds } from '../../contract';
import { toPaise } from '../money';
import { COUNTER_CUSTOMER, dayTotals, unitsPerBook } from '../order-rules';
import type {
  CounterSaleInput,
  CreateReturnResult,
  CreateSaleResult,
  PaymentMethod,
  ReturnInput,
  ReturnShortage,
  SalesStore,
  VoidSaleResult,
} from '../store';
import type { BillDraft } from '../invoice-contract';
import { createMongoInvoiceWriter } from './invoice-writer';
import { toLineDoc, toOrder, toOrderReturn } from './mapping';
import {
  isDuplicateKey,
  newDocumentId,
  type CounterDayDoc,
  type Models,
  type OrderDoc,
  type ReturnDoc,
} from './models';
import { findOrder, insertWithFreshCode, placeOnce, type KeyedAnswers } from './order-placement';
import { unitsSoldIncrements } from './orders';
import { createMongoStockLedger, lessOrZero } from './stock-ledger';
import type { Transactions } from './transactions';

/** A counter sale as stored: collected and paid the moment it is made, with no address. */
export function toSaleDoc(
  id: string,
  input: CounterSaleInput,
  at: Date,
  sale: { day: string; number: number },
  pickupCode: string,
): OrderDoc {
  const { method, reference, tendered, change } = input.payment;
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
    totalPaise: toPaise(input.totalPrice),
    status: 'collected',
    statusHistory: [{ status: 'collected', at }],
    pickupCode,
    holdUntil: null,
    payment: { method, reference, at },
    sale: {
      ...sale,
      tenderedPaise: tendered === null ? null : toPaise(tendered),
      changePaise: change === null ? null : toPaise(change),
      voided: null,
    },
    createdAt: at,
    updatedAt: at,
  };
}

type ReturnPlan =
  | { outcome: 'too_many'; items: ReturnShortage[] }
  | {
      outcome: 'fits';
      /** Matches the order only while every item still has room for the units asked back. */
      guard: Record<string, unknown>[];
      /** Adds the units asked back to those returned. */
      returned: Record<string, number>;
      lines: ReturnDoc['items'];
      amountPaise: number;
    };

/**
 * What a return of `items` from `order` would record, or the items beyond what was sold less what
 * came back already. Each item is at the title of the order's first line of it and the lowest price
 * any line of it was sold at (a kit's items cost less than the same item on its own line).
 */
export function planReturn(
  order: Pick<OrderDoc, 'lines' | 'returned'>,
  items: ReturnInput['items'],
): ReturnPlan {
  const sold = new Map<string, { title: string; pricePaise: number; units: number }>();
  for (const line of order.lines) {
    if (line.bookId === undefined) continue;
    const known = sold.get(line.bookId);
    if (known) {
      known.units += line.quantity ?? 1;
      known.pricePaise = Math.min(known.pricePaise, line.pricePaise);
    } else
      sold.set(line.bookId, { title: line.title, pricePaise: line.pricePaise, units: line.quantity ?? 1 });
  }
  const wanted = unitsPerBook(items);
  const short = [...wanted].flatMap(([bookId, requested]): ReturnShortage[] => {
    const line = sold.get(bookId);
    const returnable = line ? line.units - (order.returned?.[bookId] ?? 0) : 0;
    return !line || requested > returnable
      ? [{ productId: bookId, title: line?.title ?? '', returnable, requested }]
      : [];
  });
  if (short.length > 0) return { outcome: 'too_many', items: short };
  const lines = items.map((item) => {
    const line = sold.get(item.bookId)!;
    return {
      productId: item.bookId,
      title: line.title,
      quantity: item.quantity,
      pricePaise: line.pricePaise,
    };
  });
  return {
    outcome: 'fits',
    guard: [...wanted].map(([bookId, requested]) => ({
      [`returned.${bookId}`]: { $not: { $gt: sold.get(bookId)!.units - requested } },
    })),
    returned: Object.fromEntries([...wanted].map(([bookId, requested]) => [`returned.${bookId}`, requested])),
    lines,
    amountPaise: lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0),
  };
}

const SALE_ANSWERS: KeyedAnswers<CreateSaleResult> = {
  unfilled: (result) => result.outcome === 'out_of_stock',
  replayed: (sale) => ({ outcome: 'replayed', sale }),
  reused: { outcome: 'key_reused_with_other_request' },
};

/** How often a return reads its order again after another write to it moved its guard. */
const RETURN_TRIES = 3;

export function createMongoSalesStore(models: Models, transactions: Transactions): SalesStore {
  const { Book, CounterDay, Order, Return } = models;
  const ledger = createMongoStockLedger(models);
  const bills = createMongoInvoiceWriter(models);

  /**
   * The next number of the day's series: one past the last the day's counter gave, and past any
   * sale already stored under the day, so a counter lost or never copied cannot repeat a number.
   */
  async function takeNumber(day: string, session?: ClientSession): Promise<number> {
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
    return counter!.last;
  }

  /** A number taken for a sale that was not stored goes back, unless a later sale took the next one. */
  const giveBackNumber = (day: string, number: number, session?: ClientSession) =>
    CounterDay.updateOne({ _id: day, last: number }, { $inc: { last: -1 } }, { session });

  /** Units sold come off each item as a void or a return hands them back, never below 0. */
  async function lowerUnitsSold(
    lines: readonly { bookId: string; quantity: number }[],
    session?: ClientSession,
  ) {
    for (const [bookId, units] of unitsPerBook(lines)) {
      await Book.updateOne(
        { _id: bookId },
        [{ $set: { unitsSold: lessOrZero({ $ifNull: ['$unitsSold', 0] }, units) } }],
        { updatePipeline: true, session },
      );
    }
  }

  async function sell(
    id: string,
    input: CounterSaleInput,
    bill: BillDraft | undefined,
    session?: ClientSession,
  ): Promise<CreateSaleResult> {
    const { taken, short } = await ledger.sell(input.lines, session);
    if (short.length > 0) return { outcome: 'out_of_stock', items: short };
    const at = new Date();
    const day = indiaDay(at);
    const number = await takeNumber(day, session);
    let doc: OrderDoc;
    try {
      doc = await insertWithFreshCode(
        models,
        (pickupCode) => toSaleDoc(id, input, at, { day, number }, pickupCode),
        session,
      );
    } catch (error) {
      // Without a transaction nothing else undoes what this sale took.
      await ledger.unsellTaken(taken, session);
      await giveBackNumber(day, number, session);
      // The key's first request stored its sale under this id meanwhile.
      const stored = isDuplicateKey(error) ? await findOrder(models, id, session) : null;
      if (stored) return { outcome: 'replayed', sale: stored };
      throw error;
    }
    await Book.bulkWrite(unitsSoldIncrements(doc), { session });
    const movements = taken.map((line) => ({
      bookId: line.bookId,
      change: -line.quantity,
      reason: 'counter_sale' as const,
      stockAfter: line.stockAfter,
      at,
      orderId: id,
    }));
    await ledger.record(movements, session);
    if (taken.length > 0) await ledger.bumpCatalogueVersion(session);
    if (bill) {
      const sale = { orderId: id, customerUid: COUNTER_CUSTOMER, channel: 'counter' as const };
      doc.invoice = await bills.issue(bill, { ...sale, paymentMethod: input.payment.method }, at, session);
    }
    return { outcome: 'created', sale: toOrder(doc) };
  }

  async function voidSale(id: string, reason: string, session?: ClientSession): Promise<VoidSaleResult> {
    const at = new Date();
    // The guard holds the rules in one update: a counter sale, completed, nothing of it returned.
    const doc = await Order.findOneAndUpdate(
      { _id: id, channel: 'counter', status: 'collected', returned: { $exists: false } },
      {
        $set: { status: 'cancelled', 'sale.voided': { reason, at }, updatedAt: at },
        $push: { statusHistory: { status: 'cancelled', at } },
      },
      { returnDocument: 'after', runValidators: true, session },
    ).lean<OrderDoc>();
    if (!doc) {
      const current = await Order.findById(id, { channel: 1, status: 1 }, { session }).lean<
        Pick<OrderDoc, 'channel' | 'status'>
      >();
      if (current?.channel !== 'counter') return { outcome: 'not_found' };
      if (current.status !== 'collected') return { outcome: 'stale', current: current.status };
      return { outcome: 'has_returns' };
    }
    const lines = doc.lines.flatMap((line) =>
      line.bookId === undefined ? [] : [{ bookId: line.bookId, quantity: line.quantity ?? 1 }],
    );
    await lowerUnitsSold(lines, session);
    await ledger.unsell(id, at, session);
    await bills.cancelBillOf(id, session);
    if (doc.invoice) doc.invoice.cancelled = true;
    return { outcome: 'voided', sale: toOrder(doc) };
  }

  async function createReturn(input: ReturnInput, session?: ClientSession): Promise<CreateReturnResult> {
    for (let attempt = 1; ; attempt++) {
      const order = await Order.findById(
        input.orderId,
        { status: 1, lines: 1, returned: 1 },
        { session },
      ).lean<Pick<OrderDoc, 'status' | 'lines' | 'returned'>>();
      if (!order) return { outcome: 'not_found' };
      if (order.status !== 'collected') return { outcome: 'not_collected', current: order.status };
      const plan = planReturn(order, input.items);
      if (plan.outcome === 'too_many') return plan;
      // Counted on the order under the guard first, so two returns (or a return and a void) racing
      // on it cannot both pass what they read.
      const counted = await Order.updateOne(
        { _id: input.orderId, status: 'collected', $and: plan.guard },
        { $inc: plan.returned },
        { session },
      );
      if (counted.matchedCount === 0) {
        if (attempt < RETURN_TRIES) continue;
        throw new Error(`Order ${input.orderId} kept changing while a return was being made`);
      }
      const at = new Date();
      const doc: ReturnDoc = {
        _id: newDocumentId(),
        orderId: input.orderId,
        at,
        items: plan.lines,
        refund: { method: input.refund.method, reference: input.refund.reference },
        amountPaise: plan.amountPaise,
        reason: input.reason,
      };
      const returned = { returnId: doc._id, items: input.items, refundMethod: input.refund.method };
      doc.creditNote = input.creditNote
        ? await bills.creditReturn(input.orderId, input.creditNote, returned, at, session)
        : null;
      await Return.create([doc], { session });
      await lowerUnitsSold(input.items, session);
      for (const item of input.items) {
        await ledger.takeBack(input.orderId, { bookId: item.bookId, quantity: item.quantity }, at, session);
      }
      return { outcome: 'created', record: toOrderReturn(doc) };
    }
  }

  return {
    createSale: (input, claim, bill) =>
      transactions.run((session) =>
        placeOnce(models, claim, (id) => sell(id, input, bill, session), SALE_ANSWERS, session),
      ),
    async listDay(day) {
      const { start, end } = indiaDayBounds(day);
      const [docs, refunds] = await Promise.all([
        Order.find({ 'sale.day': day, channel: 'counter' })
          .sort({ createdAt: -1, _id: -1 })
          .lean<OrderDoc[]>(),
        Return.aggregate<{ _id: PaymentMethod; paise: number }>([
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
          })),
          refunds.map((refund) => ({ method: refund._id, paise: refund.paise })),
        ),
      };
    },
    voidSale: (id, reason) => transactions.run((session) => voidSale(id, reason, session)),
    createReturn: (input) => transactions.run((session) => createReturn(input, session)),
    async returnsOf(orderId) {
      const docs = await Return.find({ orderId }).sort({ at: 1, _id: 1 }).lean<ReturnDoc[]>();
      return docs.map(toOrderReturn);
    },
  };
}
