import { needsEveryJobPrinted, PRINTING_WHILE } from '../order-rules';
import { orderRecipes } from '../recipes/orders';
import type { Order, OrderStore } from '../store';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { toOrder } from './mapping';
import type { Models, OrderDoc } from './models';
import { createMongoOrderDesk, ONLINE_ONLY } from './order-desk';
import { findOrder } from './order-placement';
import type { MongoUnit } from './unit-of-work';

const newestFirst = { createdAt: -1, _id: -1 } as const;

/**
 * The unit of work's status change: a compare-and-set in one document update, the filter on `from`
 * (and on the print jobs' ticks) its guard.
 */
export function createMongoStatusPrimitive(
  { Order }: Models,
  { session }: MongoUnit,
): Pick<StoreTx, 'setStatus'> {
  return {
    async setStatus(id, from, to, details, at) {
      const set = {
        status: to,
        updatedAt: at,
        ...(details.holdUntil ? { holdUntil: new Date(details.holdUntil) } : {}),
        ...(details.payment
          ? {
              payment: {
                ...details.payment,
                at: new Date(details.payment.at),
                ...(details.parts ? { parts: details.parts } : {}),
              },
            }
          : {}),
        ...(details.customerId ? { customerId: details.customerId } : {}),
      };
      // Becoming ready also needs no print job left unticked, and a change `unlessPrinted` no
      // print job ticked, in the same guard.
      const printGuards = [
        ...(needsEveryJobPrinted(to) ? [{ 'lines.printJob.printed': { $ne: false } }] : []),
        ...(details.unlessPrinted ? [{ 'lines.printJob.printed': { $ne: true } }] : []),
      ];
      const doc = await Order.findOneAndUpdate(
        { _id: id, status: from, ...(printGuards.length ? { $and: printGuards } : {}) },
        { $set: set, $push: { statusHistory: { status: to, at, by: details.by ?? null } } },
        { returnDocument: 'after', runValidators: true, session },
      ).lean<OrderDoc>();
      if (doc) return { outcome: 'changed', order: toOrder(doc) };
      const current = await Order.findById(id, { status: 1 }, { session }).lean<Pick<OrderDoc, 'status'>>();
      if (!current) return { outcome: 'not_found' };
      if (current.status !== from) return { outcome: 'stale', current: current.status };
      return details.unlessPrinted ? { outcome: 'printed' } : { outcome: 'not_printed' };
    },
  };
}

export function createMongoOrderStore(models: Models, transact: Transact): OrderStore {
  const { Order } = models;
  const desk = createMongoOrderDesk(models);
  return {
    ...orderRecipes(transact),
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
