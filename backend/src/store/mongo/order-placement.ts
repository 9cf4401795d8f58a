/**
 * Placing an order on MongoDB: the unit of work's primitives for the idempotency key, the print
 * jobs and the order itself.
 *
 * Without transactions (a standalone server), atomicity comes from unique indexes and
 * conditional updates: the key is claimed first under a unique {customerUid, key} index and
 * names the order id in advance; the units are taken by updates that only match while enough
 * are left, and given back if the unit fails before the order is stored; the order is inserted
 * under the promised id, whose `_id` uniqueness allows at most one order per key. With a session,
 * all of it is one transaction as well (docs/decisions/0006).
 */
import type { ClientSession } from 'mongoose';
import { newPickupCode } from '../ids';
import { drawAnotherPickupCode } from '../order-rules';
import type { IdempotencyClaim, Order } from '../store';
import type { KeyHolder, PlacementPrimitives } from '../unit-of-work-contract';
import { toOrder, toOrderDoc } from './mapping';
import { isDuplicateKey, newDocumentId, type Models, type OrderDoc } from './models';
import type { MongoUnit } from './unit-of-work';

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

/**
 * Stores the order or sale `toDoc` makes as the unit's record, under a fresh pickup code; null when
 * its id is taken (stored meanwhile by the same key's first request).
 */
/** Each line with what a unit of its item costs the shop now, for an item that has a cost. */
async function withLineCosts(
  { Book }: Pick<Models, 'Book'>,
  doc: OrderDoc,
  session?: ClientSession,
): Promise<OrderDoc> {
  const ids = doc.lines.flatMap((line) => (line.bookId ? [line.bookId] : []));
  if (ids.length === 0) return doc;
  const costed = await Book.find(
    { _id: { $in: ids }, costPaise: { $ne: null } },
    { costPaise: 1 },
    { session },
  ).lean<{ _id: string; costPaise: number }[]>();
  const costs = new Map(costed.map((book) => [book._id, book.costPaise]));
  return {
    ...doc,
    lines: doc.lines.map((line) => {
      const costPaise = line.bookId ? costs.get(line.bookId) : undefined;
      return costPaise === undefined ? line : { ...line, costPaise };
    }),
  };
}

export async function insertRecord(
  models: Pick<Models, 'Order' | 'Book'>,
  unit: Pick<MongoUnit, 'stored'>,
  toDoc: (pickupCode: string) => OrderDoc,
  session?: ClientSession,
): Promise<Order | null> {
  try {
    const costed = await withLineCosts(models, toDoc(''), session);
    const doc = await insertWithFreshCode(
      models,
      (code) => ({ ...toDoc(code), lines: costed.lines }),
      session,
    );
    unit.stored();
    return toOrder(doc);
  } catch (error) {
    if (clashesOn(error, '_id')) return null;
    throw error;
  }
}

/** Inserts the key naming `orderId`; false when a request holds it already. */
async function insertKey(
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

/** Binds a job in no order to `orderId`; true when this call bound it. */
async function bindFree(
  { PrintJob }: Models,
  jobId: string,
  customerUid: string,
  orderId: string,
  session?: ClientSession,
) {
  const bound = await PrintJob.updateOne(
    { _id: jobId, customerUid, orderId: null },
    { $set: { orderId } },
    { session },
  );
  return bound.matchedCount > 0;
}

const boundTo = async (
  { PrintJob }: Models,
  jobId: string,
  customerUid: string,
  orderId: string,
  session?: ClientSession,
) => (await PrintJob.exists({ _id: jobId, customerUid, orderId }).session(session ?? null)) !== null;

export function createMongoPlacementPrimitives(models: Models, unit: MongoUnit): PlacementPrimitives {
  const { session } = unit;
  const unbind = (orderId: string, jobIds: readonly string[]) =>
    models.PrintJob.updateMany({ _id: { $in: jobIds }, orderId }, { $set: { orderId: null } }, { session });

  return {
    async claimKey(claim, orderId): Promise<KeyHolder | null> {
      // A key can expire (TTL) between the refused insert and the read; then it is claimed afresh.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await insertKey(models, claim, orderId, session)) {
          const { customerUid, key } = claim;
          unit.onUndo(() => models.IdempotencyKey.deleteOne({ customerUid, key, orderId }, { session }));
          return null;
        }
        const held = await models.IdempotencyKey.findOne(
          { customerUid: claim.customerUid, key: claim.key },
          null,
          { session },
        ).lean();
        if (held) return { fingerprint: held.fingerprint, orderId: held.orderId };
      }
      throw new Error('The idempotency key kept expiring while it was being claimed');
    },
    // Claimed in claimKey, under the unique index that names the order in advance.
    keepKey: async () => undefined,
    async orderOfKey(orderId) {
      // Without a transaction the key's first request may still be storing its order.
      for (const wait of session ? [0] : REPLAY_WAITS_MS) {
        if (wait > 0) await sleep(wait);
        const order = await findOrder(models, orderId, session);
        if (order) return order;
      }
      return null;
    },
    async bindPrintJobs(orderId, customerUid, jobIds) {
      const bound: string[] = [];
      const unavailable: string[] = [];
      for (const jobId of jobIds) {
        if (await bindFree(models, jobId, customerUid, orderId, session)) bound.push(jobId);
        // Already this order's: a retry finishing what its key's first request began.
        else if (!(await boundTo(models, jobId, customerUid, orderId, session))) unavailable.push(jobId);
      }
      if (unavailable.length > 0) await unbind(orderId, bound);
      else if (bound.length > 0) unit.onUndo(() => unbind(orderId, bound));
      return unavailable;
    },
    insertOrder: (id, input, at) =>
      insertRecord(models, unit, (pickupCode) => toOrderDoc(id, input, at, pickupCode), session),
  };
}
