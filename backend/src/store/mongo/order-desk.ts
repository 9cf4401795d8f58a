import type { QueryFilter } from 'mongoose';
import { deskSearch, PRINTING_WHILE } from '../order-rules';
import type { DeskCounts, DeskFilter, OrderSearch, PickListLine, PrintJobToRun } from '../store';
import { escapeRegex } from './book-search';
import { toOrder } from './mapping';
import type { Models, OrderDoc } from './models';

/** The desk and the owner's order list handle online orders; an order from before channels is one. */
export const ONLINE_ONLY: QueryFilter<OrderDoc> = { channel: { $ne: 'counter' } };

/** The desk's search as a filter: a code or an id exactly, a phone by its digits, a name or e-mail by part. */
export function searchFilter(search: string | undefined): QueryFilter<OrderDoc> {
  const terms = deskSearch(search);
  if (!terms) return {};
  const part = { $regex: escapeRegex(terms.text), $options: 'i' };
  const any: QueryFilter<OrderDoc>[] = [{ name: part }, { email: part }];
  if (terms.pickupCode) any.push({ pickupCode: terms.pickupCode });
  if (terms.orderId) any.push({ _id: terms.orderId });
  if (terms.phoneDigits) any.push({ phone: { $regex: escapeRegex(terms.phoneDigits) } });
  return { $or: any };
}

export function deskFilter(filter: DeskFilter | undefined, now: Date): QueryFilter<OrderDoc> {
  if (!filter) return {};
  if (filter === 'overdue') return { status: 'ready', holdUntil: { $lt: now } };
  return { status: filter };
}

export function createMongoOrderDesk({ Order }: Models) {
  return {
    async search(query: OrderSearch) {
      const filter = {
        ...ONLINE_ONLY,
        ...searchFilter(query.search),
        ...deskFilter(query.filter, query.now),
      };
      const [docs, total] = await Promise.all([
        Order.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(query.offset)
          .limit(query.limit)
          .lean<OrderDoc[]>(),
        Order.countDocuments(filter),
      ]);
      return { items: docs.map(toOrder), total };
    },
    async counts(query: Pick<OrderSearch, 'search' | 'now'>): Promise<DeskCounts> {
      const [row] = await Order.aggregate<DeskCounts>([
        { $match: { ...ONLINE_ONLY, ...searchFilter(query.search) } },
        {
          $group: {
            _id: null,
            all: { $sum: 1 },
            placed: { $sum: { $cond: [{ $eq: ['$status', 'placed'] }, 1, 0] } },
            ready: { $sum: { $cond: [{ $eq: ['$status', 'ready'] }, 1, 0] } },
            overdue: {
              $sum: {
                $cond: [{ $and: [{ $eq: ['$status', 'ready'] }, { $lt: ['$holdUntil', query.now] }] }, 1, 0],
              },
            },
            collected: { $sum: { $cond: [{ $eq: ['$status', 'collected'] }, 1, 0] } },
            cancelled: { $sum: { $cond: [{ $eq: ['$status', 'cancelled'] }, 1, 0] } },
          },
        },
        { $unset: '_id' },
      ]);
      return row ?? { all: 0, placed: 0, ready: 0, overdue: 0, collected: 0, cancelled: 0 };
    },
    pickList: () =>
      Order.aggregate<PickListLine>([
        { $match: { status: PRINTING_WHILE } },
        { $unwind: '$lines' },
        { $match: { 'lines.printJob': { $exists: false } } },
        {
          $group: {
            _id: '$lines.bookId',
            title: { $max: '$lines.title' },
            coverImage: { $max: '$lines.coverImage' },
            units: { $sum: { $ifNull: ['$lines.quantity', 1] } },
            orders: { $addToSet: '$_id' },
          },
        },
        {
          $project: {
            _id: 0,
            bookId: '$_id',
            title: 1,
            coverImage: 1,
            units: 1,
            orders: { $size: '$orders' },
          },
        },
        { $sort: { title: 1 } },
      ]),
    printJobsToRun: () =>
      Order.aggregate<PrintJobToRun>([
        { $match: { status: PRINTING_WHILE, 'lines.printJob.printed': false } },
        { $sort: { createdAt: 1, _id: 1 } },
        { $unwind: '$lines' },
        { $match: { 'lines.printJob.printed': false } },
        {
          $project: {
            _id: 0,
            orderId: '$_id',
            pickupCode: 1,
            jobId: '$lines.printJob.jobId',
            fileName: '$lines.printJob.fileName',
            colour: '$lines.printJob.colour',
            sides: '$lines.printJob.sides',
            copies: '$lines.printJob.copies',
            range: '$lines.printJob.range',
            binding: '$lines.printJob.binding',
            printedSides: '$lines.printJob.printedSides',
            sheets: '$lines.printJob.sheets',
          },
        },
      ]),
  };
}
