import type { ListedNotice, NoticeDraft, OutboxStore } from '../store';
import type { StoreTx } from '../unit-of-work-contract';
import { toOutboxMessage } from './mapping';
import { newDocumentId, type Models, type NoticeDoc, type OrderDoc } from './models';
import type { MongoUnit } from './unit-of-work';

/**
 * A new notice about an order or items, due at once, or held for the owner when `heldBecause`
 * says why; it names `bookIds`, or else its one `bookId`.
 */
export function newNoticeDoc(
  about: Pick<NoticeDoc, 'orderId' | 'bookId' | 'phone' | 'bookIds'>,
  { heldBecause, ...draft }: NoticeDraft,
  at: Date,
): NoticeDoc {
  // A held notice is never tried: it is for the owner to send, as a failed one is.
  return {
    _id: newDocumentId(),
    ...about,
    bookIds: about.bookIds ?? (about.bookId ? [about.bookId] : []),
    ...draft,
    state: heldBecause ? 'failed' : 'pending',
    attempts: 0,
    lastError: heldBecause ?? null,
    createdAt: at,
    sentAt: null,
    nextAttemptAt: heldBecause ? null : at,
    leaseUntil: null,
  };
}

/** The unit of work's notice about an order, written in the unit's session (and transaction). */
export function createMongoNoticePrimitive(
  { Notice }: Models,
  { session }: MongoUnit,
): Pick<StoreTx, 'writeNotice'> {
  return {
    async writeNotice(orderId, notice, at) {
      const about = { orderId, bookId: null, phone: null };
      await Notice.create([newNoticeDoc(about, notice, at)], { session });
    },
  };
}

export function createMongoOutbox({ Notice, Order }: Models): OutboxStore {
  return {
    async list({ limit, offset }) {
      const [docs, total] = await Promise.all([
        Notice.find().sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<NoticeDoc[]>(),
        Notice.countDocuments(),
      ]);
      const orderIds = docs.flatMap((doc) => (doc.orderId ? [doc.orderId] : []));
      const orders = await Order.find({ _id: { $in: [...new Set(orderIds)] } })
        .select({ pickupCode: 1, phone: 1, email: 1, verifiedPhone: 1 })
        .lean<Pick<OrderDoc, '_id' | 'pickupCode' | 'phone' | 'email' | 'verifiedPhone'>[]>();
      const byId = new Map(orders.map((order) => [String(order._id), order]));
      const items = docs.map((doc): ListedNotice => {
        const order = doc.orderId ? byId.get(doc.orderId) : undefined;
        return {
          ...toOutboxMessage(doc),
          pickupCode: order?.pickupCode ?? null,
          phone: doc.phone ?? order?.phone ?? null,
          whatsAppOnly: order && !order.email ? (order.verifiedPhone ?? null) : null,
        };
      });
      return { items, total };
    },
    async markSentByHand(id, at) {
      await Notice.updateOne(
        { _id: id, state: { $ne: 'sent' } },
        { $set: { state: 'sent', sentAt: at, lastError: null, nextAttemptAt: null, leaseUntil: null } },
      );
      const doc = await Notice.findById(id).lean<NoticeDoc>();
      return doc ? toOutboxMessage(doc) : null;
    },
    // One conditional update per notice: of two senders, only one can move a lease forward.
    async claimDue(now, leaseMs, limit) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const claimed: NoticeDoc[] = [];
      while (claimed.length < limit) {
        const doc = await Notice.findOneAndUpdate(
          {
            state: 'pending',
            nextAttemptAt: { $lte: now },
            $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
          },
          { $set: { leaseUntil } },
          { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: 'after' },
        ).lean<NoticeDoc>();
        if (!doc) break;
        claimed.push(doc);
      }
      return claimed.map(toOutboxMessage);
    },
    async markSent(id, at) {
      await Notice.updateOne(
        { _id: id },
        {
          $set: { state: 'sent', sentAt: at, lastError: null, nextAttemptAt: null, leaseUntil: null },
          $inc: { attempts: 1 },
        },
      );
    },
    async markFailed(id, error, retryAt) {
      await Notice.updateOne(
        { _id: id },
        {
          $set: {
            state: retryAt ? 'pending' : 'failed',
            lastError: error.slice(0, 500),
            nextAttemptAt: retryAt,
            leaseUntil: null,
          },
          $inc: { attempts: 1 },
        },
      );
    },
  };
}
