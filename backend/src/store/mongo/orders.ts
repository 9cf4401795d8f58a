import {
  SOLD,
  type CreateOrderResult,
  type IdempotencyClaim,
  type Order,
  type OrderInput,
  type OrderStore,
} from '../store';
import { toOrder, toOrderDoc } from './mapping';
import { isDuplicateKey, newDocumentId, type Models, type OrderDoc } from './models';
import type { Transactions } from './transactions';

const newestFirst = { createdAt: -1, _id: -1 } as const;
/** How long a replay waits for the first request to finish writing its order (~0.6 s in all). */
const REPLAY_WAITS_MS = [0, 20, 40, 80, 160, 320];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function findOrder({ Order }: Models, id: string): Promise<Order | null> {
  const doc = await Order.findById(id).lean<OrderDoc>();
  return doc ? toOrder(doc) : null;
}

/** Inserts the order, or replays it when another request already inserted the same id. */
async function insertOrReplay(models: Models, id: string, input: OrderInput): Promise<CreateOrderResult> {
  const doc = toOrderDoc(id, input, new Date());
  try {
    await models.Order.create(doc);
    return { outcome: 'created', order: toOrder(doc) };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const order = await findOrder(models, id);
    if (!order) throw error;
    return { outcome: 'replayed', order };
  }
}

/** True when this request now owns the key; false when an earlier request does. */
async function claimKey({ IdempotencyKey }: Models, claim: IdempotencyClaim, orderId: string) {
  try {
    await IdempotencyKey.create({
      _id: newDocumentId(),
      customerUid: claim.customerUid,
      key: claim.key,
      fingerprint: claim.fingerprint,
      orderId,
      createdAt: new Date(),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Answers a retry from the key's owner; null when the key expired meanwhile. */
async function replay(
  models: Models,
  input: OrderInput,
  claim: IdempotencyClaim,
): Promise<CreateOrderResult | null> {
  const existing = await models.IdempotencyKey.findOne({
    customerUid: claim.customerUid,
    key: claim.key,
  }).lean();
  if (!existing) return null;
  if (existing.fingerprint !== claim.fingerprint) return { outcome: 'key_reused_with_other_request' };
  for (const wait of REPLAY_WAITS_MS) {
    await sleep(wait);
    const order = await findOrder(models, existing.orderId);
    if (order) return { outcome: 'replayed', order };
  }
  // The first request stopped between its key and its order; finish it under the promised id.
  return insertOrReplay(models, existing.orderId, input);
}

/**
 * Atomicity without transactions (which need a replica set): the idempotency key is inserted
 * first under a unique {customerUid, key} index and names the order id in advance; the order is
 * then inserted under that id, whose `_id` uniqueness guarantees at most one order per key.
 */
async function createOrder(models: Models, input: OrderInput, claim?: IdempotencyClaim) {
  const id = newDocumentId();
  if (!claim) return insertOrReplay(models, id, input);
  // A key can expire (TTL) between the refused insert and the read; then it is claimed afresh.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await claimKey(models, claim, id)) return insertOrReplay(models, id, input);
    const result = await replay(models, input, claim);
    if (result) return result;
  }
  throw new Error('The idempotency key kept expiring while it was being claimed');
}

/** One increment per book of the order, by its units. */
export function unitsSoldIncrements(order: Pick<OrderDoc, 'lines'>) {
  const units = new Map<string, number>();
  for (const line of order.lines) units.set(line.bookId, (units.get(line.bookId) ?? 0) + 1);
  return [...units].map(([bookId, count]) => ({
    updateOne: { filter: { _id: bookId }, update: { $inc: { unitsSold: count } } },
  }));
}

export function createMongoOrderStore(models: Models, transactions: Transactions): OrderStore {
  const { Order } = models;
  return {
    create: (input, claim) => createOrder(models, input, claim),
    get: (id) => findOrder(models, id),
    async listByEmail(email) {
      const docs = await Order.find({ email }).sort(newestFirst).lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    async listByCustomer(customerUid, email) {
      const docs = await Order.find({ customerUid, email }).sort(newestFirst).lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    async hasClaim(customerUid, key) {
      return (await models.IdempotencyKey.exists({ customerUid, key })) !== null;
    },
    async *listAllInBatches(batchSize) {
      let batch: Order[] = [];
      for await (const doc of Order.find().sort(newestFirst).lean<OrderDoc[]>().cursor({ batchSize })) {
        batch.push(toOrder(doc as OrderDoc));
        if (batch.length === batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
    async listAll() {
      const docs = await Order.find().sort(newestFirst).lean<OrderDoc[]>();
      return docs.map(toOrder);
    },
    // Compare-and-set in one document update: the filter on `from` is the guard. The units sold
    // move with the collection in one transaction where the deployment has them.
    changeStatus: (id, from, to) =>
      transactions.run(async (session) => {
        const at = new Date();
        const doc = await Order.findOneAndUpdate(
          { _id: id, status: from },
          { $set: { status: to, updatedAt: at }, $push: { statusHistory: { status: to, at } } },
          { returnDocument: 'after', runValidators: true, session },
        ).lean<OrderDoc>();
        if (doc) {
          if (to === SOLD) await models.Book.bulkWrite(unitsSoldIncrements(doc), { session });
          return { outcome: 'changed', order: toOrder(doc) };
        }
        const current = await Order.findById(id, { status: 1 }, { session }).lean<Pick<OrderDoc, 'status'>>();
        return current ? { outcome: 'stale', current: current.status } : { outcome: 'not_found' };
      }),
  };
}
