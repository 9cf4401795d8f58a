/**
 * Placing an order on MongoDB: the idempotency key, the stock and the order itself.
 *
 * Without transactions (a standalone server), atomicity comes from unique indexes and
 * conditional updates: the key is inserted first under a unique {customerUid, key} index and
 * names the order id in advance; the units are taken by updates that only match while enough
 * are left, and put back if any line or the order's insert fails; the order is inserted under
 * the promised id, whose `_id` uniqueness allows at most one order per key. With a session, all
 * of it is one transaction as well (docs/decisions/0006).
 */
import type { ClientSession } from 'mongoose';
import { newPickupCode } from '../ids';
import { drawAnotherPickupCode } from '../order-rules';
import {
  isBookLine,
  isPrintLine,
  type CreateOrderResult,
  type IdempotencyClaim,
  type Notify,
  type Order,
  type OrderInput,
} from '../store';
import { toOrder, toOrderDoc } from './mapping';
import { isDuplicateKey, newDocumentId, type Models, type OrderDoc } from './models';
import type { MongoNoticeWriter } from './outbox';
import type { MongoStockLedger } from './stock-ledger';

/** How long a replay waits for the first request to finish writing its order (~0.6 s in all). */
const REPLAY_WAITS_MS = [0, 20, 40, 80, 160, 320];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function findOrder(
  { Order }: Models,
  id: string,
  session?: ClientSession,
): Promise<Order | null> {
  const doc = await Order.findById(id, null, { session }).lean<OrderDoc>();
  return doc ? toOrder(doc) : null;
}

const clashesOn = (error: unknown, field: string): boolean =>
  isDuplicateKey(error) && field in ((error as { keyPattern?: object }).keyPattern ?? {});

export function createOrderPlacement(models: Models, ledger: MongoStockLedger, notices: MongoNoticeWriter) {
  /** Inserts the order under a fresh pickup code, drawing again while the unique index refuses one. */
  async function insertWithCode(id: string, input: OrderInput, session?: ClientSession): Promise<OrderDoc> {
    for (let attempt = 1; ; attempt++) {
      const doc = toOrderDoc(id, input, new Date(), newPickupCode());
      try {
        await models.Order.create([doc], { session });
        return doc;
      } catch (error) {
        if (!drawAnotherPickupCode(attempt, clashesOn(error, 'pickupCode'))) throw error;
      }
    }
  }

  /**
   * Binds each print job to the order `id`: only a job of this customer's in no order (or already
   * in this one, when a retry finishes it). Answers the jobs that could not be bound, having let go
   * of the others.
   */
  async function bindPrintJobs(id: string, input: OrderInput, session?: ClientSession): Promise<string[]> {
    const jobIds = input.lines.filter(isPrintLine).map((line) => line.printJob.jobId);
    const unavailable: string[] = [];
    for (const jobId of jobIds) {
      const bound = await models.PrintJob.updateOne(
        { _id: jobId, customerUid: input.customerUid, orderId: { $in: [null, id] } },
        { $set: { orderId: id } },
        { session },
      );
      if (bound.matchedCount === 0) unavailable.push(jobId);
    }
    if (unavailable.length > 0) await unbindPrintJobs(id, session);
    return unavailable;
  }

  const unbindPrintJobs = (id: string, session?: ClientSession) =>
    models.PrintJob.updateMany({ orderId: id }, { $set: { orderId: null } }, { session });

  /** Takes the units and the print jobs and inserts the order under `id`, or replays the order already there. */
  async function place(
    id: string,
    input: OrderInput,
    notify?: Notify,
    session?: ClientSession,
  ): Promise<CreateOrderResult> {
    const { taken, short } = await ledger.take(input.lines.filter(isBookLine), session);
    if (short.length > 0) return { outcome: 'out_of_stock', items: short };
    const unavailable = await bindPrintJobs(id, input, session);
    if (unavailable.length > 0) {
      await ledger.giveBack(taken, session);
      return { outcome: 'print_job_unavailable', jobIds: unavailable };
    }
    let doc: OrderDoc;
    try {
      doc = await insertWithCode(id, input, session);
    } catch (error) {
      await ledger.giveBack(taken, session);
      if (!isDuplicateKey(error)) {
        await unbindPrintJobs(id, session);
        throw error;
      }
      const order = await findOrder(models, id, session);
      if (!order) {
        await unbindPrintJobs(id, session);
        throw error;
      }
      return { outcome: 'replayed', order };
    }
    const movements = taken.map((line) => ({
      bookId: line.bookId,
      change: -line.quantity,
      reason: 'order' as const,
      stockAfter: line.stockAfter,
      at: doc.createdAt,
      orderId: id,
    }));
    await ledger.record(movements, session);
    if (taken.length > 0) await ledger.bumpCatalogueVersion(session);
    const order = toOrder(doc);
    await notices.write(order, notify, doc.createdAt, session);
    return { outcome: 'created', order };
  }

  /** True when this request now owns the key; false when an earlier request does. */
  async function claimKey(claim: IdempotencyClaim, orderId: string, session?: ClientSession) {
    try {
      const key = { _id: newDocumentId(), ...claim, orderId, createdAt: new Date() };
      await models.IdempotencyKey.create([key], { session });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** A key whose order could not be filled is let go, so the customer may try again with it. */
  const releaseKey = (claim: IdempotencyClaim, orderId: string, session?: ClientSession) =>
    models.IdempotencyKey.deleteOne({ customerUid: claim.customerUid, key: claim.key, orderId }, { session });

  /** Places under a key this request owns. */
  async function placeClaimed(
    id: string,
    input: OrderInput,
    claim: IdempotencyClaim,
    notify?: Notify,
    session?: ClientSession,
  ) {
    const result = await place(id, input, notify, session);
    if (result.outcome === 'out_of_stock' || result.outcome === 'print_job_unavailable') {
      await releaseKey(claim, id, session);
    }
    return result;
  }

  /** Answers a retry from the key's owner; null when the key expired meanwhile. */
  async function replay(
    input: OrderInput,
    claim: IdempotencyClaim,
    notify?: Notify,
    session?: ClientSession,
  ) {
    const existing = await models.IdempotencyKey.findOne(
      { customerUid: claim.customerUid, key: claim.key },
      null,
      { session },
    ).lean();
    if (!existing) return null;
    if (existing.fingerprint !== claim.fingerprint)
      return { outcome: 'key_reused_with_other_request' } as const;
    for (const wait of REPLAY_WAITS_MS) {
      await sleep(wait);
      const order = await findOrder(models, existing.orderId, session);
      if (order) return { outcome: 'replayed', order } as const;
    }
    // The first request stopped between its key and its order; finish it under the promised id.
    return placeClaimed(existing.orderId, input, claim, notify, session);
  }

  return async function createOrder(
    input: OrderInput,
    claim: IdempotencyClaim | undefined,
    notify: Notify | undefined,
    session?: ClientSession,
  ): Promise<CreateOrderResult> {
    const id = newDocumentId();
    if (!claim) return place(id, input, notify, session);
    // A key can expire (TTL) between the refused insert and the read; then it is claimed afresh.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await claimKey(claim, id, session)) return placeClaimed(id, input, claim, notify, session);
      const result = await replay(input, claim, notify, session);
      if (result) return result;
    }
    throw new Error('The idempotency key kept expiring while it was being claimed');
  };
}
