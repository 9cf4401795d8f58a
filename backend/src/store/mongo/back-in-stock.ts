import { toBackInStockRequest, toBook } from './mapping';
import {
  isDuplicateKey,
  newDocumentId,
  type BackInStockDoc,
  type BookDoc,
  type Models,
  type NoticeDoc,
} from './models';
import {
  onATypedNumber,
  type BackInStockInput,
  type BackInStockRequest,
  type BackInStockStore,
  type Book,
} from '../store';
import { newNoticeDoc } from './outbox';
import type { Transactions } from './transactions';

/** The key of a waiting request: one per customer and item. */
const waitingKeyOf = (bookId: string, customerUid: string) => `${bookId}:${customerUid}`;

/** onATypedNumber as a filter; a request from before the field is taken as typed. */
const ON_A_TYPED_NUMBER = { emailVerified: false, phoneVerified: { $ne: true } };

export function createMongoBackInStockStore(models: Models, transactions: Transactions): BackInStockStore {
  const { BackInStock, Notice } = models;

  async function upsert(input: BackInStockInput) {
    const waitingKey = waitingKeyOf(input.bookId, input.customerUid);
    return BackInStock.findOneAndUpdate(
      { waitingKey },
      {
        $set: {
          email: input.email,
          emailVerified: input.emailVerified,
          phone: input.phone,
          phoneVerified: input.phoneVerified,
        },
        $setOnInsert: {
          _id: newDocumentId(),
          bookId: input.bookId,
          customerUid: input.customerUid,
          createdAt: new Date(),
          notifiedAt: null,
        },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean<BackInStockDoc>();
  }

  // Two upserts at once may both insert; the unique key refuses one, which then updates.
  const upsertOnce = (input: BackInStockInput) =>
    upsert(input).catch((error: unknown) => {
      if (isDuplicateKey(error)) return upsert(input);
      throw error;
    });

  /**
   * Written first and counted after, so two requests at once cannot both slip under the limit
   * (a transaction would not stop that: each would count before the other's write). Over it, the
   * request is taken back: a new one removed, an updated one given its fields again.
   */
  async function requestOnATypedNumber(input: BackInStockInput, limit: number) {
    const waitingKey = waitingKeyOf(input.bookId, input.customerUid);
    const before = await BackInStock.findOne({ waitingKey }).lean<BackInStockDoc>();
    const doc = (await upsertOnce(input))!;
    const open = await BackInStock.countDocuments({
      customerUid: input.customerUid,
      waitingKey: { $type: 'string' },
      ...ON_A_TYPED_NUMBER,
    });
    if (open <= limit) return toBackInStockRequest(doc);
    if (before) {
      const { email, emailVerified, phone, phoneVerified = false } = before;
      await BackInStock.updateOne({ waitingKey }, { $set: { email, emailVerified, phone, phoneVerified } });
    } else {
      await BackInStock.deleteOne({ _id: doc._id, waitingKey });
    }
    return null;
  }

  /** Waiting requests matching `filter` whose item customers can order again, oldest first, each with its item. */
  const dueRows = (filter: Partial<Pick<BackInStockDoc, 'phone' | 'emailVerified'>>) =>
    BackInStock.aggregate<BackInStockDoc & { book: BookDoc }>([
      { $match: { ...filter, waitingKey: { $type: 'string' } } },
      { $sort: { createdAt: 1, _id: 1 } },
      { $lookup: { from: 'books', localField: 'bookId', foreignField: '_id', as: 'book' } },
      { $unwind: '$book' },
      // Customers can order it: counted with units free, or not counted (null or never set).
      { $match: { $or: [{ 'book.stock': null }, { 'book.stock': { $gt: 0 } }] } },
    ]);

  return {
    async waiting(bookId, customerUid) {
      const doc = await BackInStock.findOne({
        waitingKey: waitingKeyOf(bookId, customerUid),
      }).lean<BackInStockDoc>();
      return doc ? toBackInStockRequest(doc) : null;
    },
    async request(input, limit) {
      if (onATypedNumber(input)) return requestOnATypedNumber(input, limit);
      return toBackInStockRequest((await upsertOnce(input))!);
    },
    async withdraw(bookId, customerUid) {
      const result = await BackInStock.deleteOne({ waitingKey: waitingKeyOf(bookId, customerUid) });
      return result.deletedCount > 0;
    },
    async due(limit) {
      const rows = await dueRows({}).limit(limit);
      return rows.map(({ book, ...request }) => ({
        request: toBackInStockRequest(request),
        book: toBook(book),
      }));
    },
    async notify(requestId, notice, at) {
      return transactions.run(async (session) => {
        const request = await BackInStock.findOneAndUpdate(
          { _id: requestId, waitingKey: { $type: 'string' } },
          { $set: { notifiedAt: at }, $unset: { waitingKey: 1 } },
          { session },
        ).lean<BackInStockDoc>();
        if (!request) return false;
        const about = { orderId: null, bookId: request.bookId, bookIds: [request.bookId], phone: null };
        await Notice.create([newNoticeDoc(about, { kind: 'back-in-stock', ...notice }, at)], { session });
        return true;
      });
    },
    async notifyNumber(phone, compose, at) {
      return transactions.run(async (session) => {
        const due = await dueRows({ phone, emailVerified: false }).session(session ?? null);
        const told: { request: BackInStockRequest; book: Book }[] = [];
        for (const { book, ...request } of due) {
          const marked = await BackInStock.updateOne(
            { _id: request._id, waitingKey: { $type: 'string' } },
            { $set: { notifiedAt: at }, $unset: { waitingKey: 1 } },
            { session },
          );
          // Another process may have told it meanwhile: only what this one marked is its to tell.
          if (marked.modifiedCount === 1) {
            told.push({ request: toBackInStockRequest(request), book: toBook(book) });
          }
        }
        const pending = await Notice.find(
          { phone, kind: 'back-in-stock', state: { $ne: 'sent' } },
          { bookId: 1, bookIds: 1 },
          { session },
        ).lean<Pick<NoticeDoc, '_id' | 'bookId' | 'bookIds'>[]>();
        const named = new Set(
          pending.flatMap((notice) => notice.bookIds ?? (notice.bookId ? [notice.bookId] : [])),
        );
        const books = [...new Map(told.map(({ book }) => [book._id, book])).values()].filter(
          (book) => !named.has(book._id),
        );
        if (books.length === 0) return false;
        const bookIds = books.map((book) => book._id);
        const notice = compose(
          books,
          told.map(({ request }) => request),
        );
        const about = { orderId: null, bookId: bookIds[0]!, bookIds, phone };
        await Notice.create([newNoticeDoc(about, { kind: 'back-in-stock', ...notice }, at)], { session });
        return true;
      });
    },
  };
}
