import {
  addsToUnitsSold,
  needsEveryJobPrinted,
  PRINTING_WHILE,
  returnsStock,
  unitsPerBook,
} from '../order-rules';
import type { Order, OrderStore } from '../store';
import { toOrder } from './mapping';
import type { Models, OrderDoc } from './models';
import { createMongoInvoiceWriter } from './invoice-writer';
import { createMongoOrderDesk, ONLINE_ONLY } from './order-desk';
import { createOrderPlacement, findOrder } from './order-placement';
import { createMongoNoticeWriter } from './outbox';
import { createMongoStockLedger } from './stock-ledger';
import type { Transactions } from './transactions';

const newestFirst = { createdAt: -1, _id: -1 } as const;

/** One increment per book of the order, by its units. */
export function unitsSoldIncrements(order: Pick<OrderDoc, 'lines'>) {
  const bookLines = order.lines.flatMap((line) =>
    line.bookId === undefined ? [] : [{ bookId: line.bookId, quantity: line.quantity ?? 1 }],
  );
  return [...unitsPerBook(bookLines)].map(([bookId, count]) => ({
    updateOne: { filter: { _id: bookId }, update: { $inc: { unitsSold: count } } },
  }));
}

export function createMongoOrderStore(models: Models, transactions: Transactions): OrderStore {
  const { Order } = models;
  const ledger = createMongoStockLedger(models);
  const notices = createMongoNoticeWriter(models);
  const createOrder = createOrderPlacement(models, ledger, notices);
  const desk = createMongoOrderDesk(models);
  const bills = createMongoInvoiceWriter(models);
  return {
    create: (input, claim, notify) =>
      transactions.run((session) => createOrder(input, claim, notify, session)),
    search: (query) => desk.search(query),
    counts: (query) => desk.counts(query),
    pickList: () => desk.pickList(),
    printJobsToRun: () => desk.printJobsToRun(),
    get: (id) => findOrder(models, id),
    async listByEmail(email) {
      const docs = await Order.find({ email }).sort(newestFirst).lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    async listByCustomer(customerUid, email) {
      const docs = await Order.find({ customerUid, email }).sort(newestFirst).lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    async listByAccount(customerUid, verifiedEmail) {
      // The account's own, or another account's placed while the same address was verified by both.
      const theirs = verifiedEmail
        ? { $or: [{ customerUid }, { email: verifiedEmail, emailVerified: true }] }
        : { customerUid };
      const docs = await Order.find({ ...ONLINE_ONLY, ...theirs })
        .sort(newestFirst)
        .lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    async hasClaim(customerUid, key) {
      return (await models.IdempotencyKey.exists({ customerUid, key })) !== null;
    },
    async *listAllInBatches(batchSize) {
      let batch: Order[] = [];
      for await (const doc of Order.find(ONLINE_ONLY)
        .sort(newestFirst)
        .lean<OrderDoc[]>()
        .cursor({ batchSize })) {
        batch.push(toOrder(doc as OrderDoc));
        if (batch.length === batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
    async listAll() {
      const docs = await Order.find(ONLINE_ONLY).sort(newestFirst).lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    // Compare-and-set in one document update: the filter on `from` is the guard. The units sold
    // move with the collection in one transaction where the deployment has them.
    changeStatus: (id, from, to, details = {}, notify) =>
      transactions.run(async (session) => {
        const at = new Date();
        const set = {
          status: to,
          updatedAt: at,
          ...(details.holdUntil ? { holdUntil: new Date(details.holdUntil) } : {}),
          ...(details.payment ? { payment: { ...details.payment, at: new Date(details.payment.at) } } : {}),
        };
        // Becoming ready also needs no print job left unticked, and a change `unlessPrinted` no
        // print job ticked, in the same guard.
        const printGuards = [
          ...(needsEveryJobPrinted(to) ? [{ 'lines.printJob.printed': { $ne: false } }] : []),
          ...(details.unlessPrinted ? [{ 'lines.printJob.printed': { $ne: true } }] : []),
        ];
        const doc = await Order.findOneAndUpdate(
          { _id: id, status: from, ...(printGuards.length ? { $and: printGuards } : {}) },
          { $set: set, $push: { statusHistory: { status: to, at } } },
          { returnDocument: 'after', runValidators: true, session },
        ).lean<OrderDoc>();
        if (doc) {
          if (addsToUnitsSold(to)) {
            await models.Book.bulkWrite(unitsSoldIncrements(doc), { session });
            await ledger.handOver(id, session);
          }
          if (returnsStock(to)) await ledger.putBack(id, at, session);
          if (details.bill) {
            const sale = { orderId: id, customerUid: doc.customerUid, channel: doc.channel ?? 'online' };
            const paymentMethod = details.payment?.method ?? null;
            doc.invoice = await bills.issue(details.bill, { ...sale, paymentMethod }, at, session);
          }
          const order = toOrder(doc);
          await notices.write(order, notify, at, session);
          return { outcome: 'changed', order };
        }
        const current = await Order.findById(id, { status: 1 }, { session }).lean<Pick<OrderDoc, 'status'>>();
        if (!current) return { outcome: 'not_found' };
        if (current.status !== from) return { outcome: 'stale', current: current.status };
        return details.unlessPrinted ? { outcome: 'printed' } : { outcome: 'not_printed' };
      }),
    async markPrinted(orderId, jobId, printed) {
      const doc = await Order.findOneAndUpdate(
        { _id: orderId, status: PRINTING_WHILE, 'lines.printJob.jobId': jobId },
        { $set: { 'lines.$.printJob.printed': printed, updatedAt: new Date() } },
        { returnDocument: 'after' },
      ).lean<OrderDoc>();
      if (doc) return { outcome: 'changed', order: toOrder(doc) };
      const current = await Order.findById(orderId, {
        status: 1,
        'lines.printJob.jobId': 1,
      }).lean<OrderDoc>();
      const hasJob = current?.lines.some((line) => line.printJob?.jobId === jobId);
      if (!current || !hasJob) return { outcome: 'not_found' };
      return { outcome: 'stale', current: current.status };
    },
  };
}
