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

export const clashesOn = (error: unknown, field: string): boolean =>
  isDuplicateKey(error) && field in ((error as { keyPattern?: object }).keyPattern ?? {});

/** Inserts the order `toDoc` makes under a fresh pickup code, drawing again while the unique index refuses one. */
export async function insertWithFreshCode(
  { Order }: Pick<Models, 'Order'>,
  toDoc: (pickupCode: string) => OrderDoc,
  session?: ClientSession,
): Promise<OrderDoc> {
  for (let attempt = 1; ; attempt++) {
    const doc = toDoc(newPickupCode());
    try {
      await Order.create([doc], { session });
      return doc;
    } catch (error) {
      if (!drawAnotherPickupCode(attempt, clashesOn(error, 'pickupCode'))) throw error;
    }
  }
}

/** True when this request now owns the key, naming `orderId` in advance; false when an earlier request does. */
async function claimKey(
  { IdempotencyKey }: Models,
  claim: IdempotencyClaim,
  orderId: string,
  session?: ClientSession,
): Promise<boolean> {
  try {
    const key = { _id: newDocumentId(), ...claim, orderId, createdAt: new Date() };
    await IdempotencyKey.create([key], { session });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** What a write keyed like an order's answers besides its own outcomes. */
export interface KeyedAnswers<R> {
  /** The write stored nothing (out of stock, say): its key is let go, so the request may be tried again. */
  unfilled(result: R): boolean;
  /** A retry's answer: the order the key's first request stored. */
  replayed(order: Order): R;
  /** The key came with another request. */
  reused: R;
}

/**
 * Runs `place` (which stores an order under the id it is given) at most once per claim: the key is
 * inserted first under its unique index and names the order id in advance; a retry answers the
 * order stored under that id, or finishes it there when its first request stopped before storing it.
 */
export async function placeOnce<R>(
  models: Models,
  claim: IdempotencyClaim | undefined,
  place: (id: string) => Promise<R>,
  answers: KeyedAnswers<R>,
  session?: ClientSession,
): Promise<R> {
  const id = newDocumentId();
  if (!claim) return place(id);
  /** Places under a key this request owns. */
  const placeClaimed = async (orderId: string) => {
    const result = await place(orderId);
    if (answers.unfilled(result)) {
      const { customerUid, key } = claim;
      await models.IdempotencyKey.deleteOne({ customerUid, key, orderId }, { session });
    }
    return result;
  };
  // A key can expire (TTL) between the refused insert and the read; then it is claimed afresh.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await claimKey(models, claim, id, session)) return placeClaimed(id);
    const existing = await models.IdempotencyKey.findOne(
      { customerUid: claim.customerUid, key: claim.key },
      null,
      { session },
    ).lean();
    if (!existing) continue;
    if (existing.fingerprint !== claim.fingerprint) return answers.reused;
    for (const wait of REPLAY_WAITS_MS) {
      await sleep(wait);
      const order = await findOrder(models, existing.orderId, session);
      if (order) return answers.replayed(order);
    }
    // The first request stopped between its key and its order; finish it under the promised id.
    return placeClaimed(existing.orderId);
  }
  throw new Error('The idempotency key kept expiring while it was being claimed');
}

export function createOrderPlacement(models: Models, ledger: MongoStockLedger, notices: MongoNoticeWriter) {
  const insertWithCode = (id: string, input: OrderInput, session?: ClientSession) =>
    insertWithFreshCode(models, (pickupCode) => toOrderDoc(id, input, new Date(), pickupCode), session);

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

  return function createOrder(
    input: OrderInput,
    claim: IdempotencyClaim | undefined,
    notify: Notify | undefined,
    session?: ClientSession,
  ): Promise<CreateOrderResult> {
    return placeOnce<CreateOrderResult>(
      models,
      claim,
      (id) => place(id, input, notify, session),
      ORDER_ANSWERS,
      session,
    );
  };
}

const ORDER_ANSWERS: KeyedAnswers<CreateOrderResult> = {
  unfilled: (result) => result.outcome === 'out_of_stock' || result.outcome === 'print_job_unavailable',
  replayed: (order) => ({ outcome: 'replayed', order }),
  reused: { outcome: 'key_reused_with_other_request' },
};
