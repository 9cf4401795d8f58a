import type { Connection } from 'mongoose';
import { toRupees } from '../money';
import {
  AWAITING_PICKUP,
  INDIA_UTC_OFFSET,
  NOT_SALES,
  type AdminStore,
  type PaymentMethod,
  type RateLimitStore,
  type SecretStore,
  type StatsStore,
  type Store,
} from '../store';
import { createMongoBookStore } from './books';
import { connectWithRetry, type ConnectOptions } from './connection';
import { createGridFsImageStore } from './images';
import { toAdmin, toAdminDoc, toUsernameKey } from './mapping';
import {
  createModels,
  ensureIndexes,
  isDuplicateKey,
  newDocumentId,
  type AdminDoc,
  type SecretDoc,
  type Models,
  type RateLimitDoc,
} from './models';
import { createMongoOrderStore } from './orders';
import { createMongoOutbox } from './outbox';
import { createMongoPrintStore } from './print';
import { detectTransactions, type Transactions } from './transactions';
import { upgradeDocuments } from './upgrades';

export type MongoStoreOptions = ConnectOptions;

export async function createMongoStore(options: MongoStoreOptions): Promise<Store> {
  const connection = await connectWithRetry(options);
  const models = createModels(connection);
  let transactions: Transactions;
  try {
    await ensureIndexes(models);
    await upgradeDocuments(models);
    transactions = await detectTransactions(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return {
    kind: 'mongo',
    books: createMongoBookStore(models, transactions),
    orders: createMongoOrderStore(models, transactions),
    admins: createAdminStore(models),
    images: createGridFsImageStore(connection),
    stats: createStatsStore(models),
    rateLimits: createRateLimitStore(models),
    secrets: createSecretStore(models),
    outbox: createMongoOutbox(models),
    print: createMongoPrintStore(connection, models),
    async ping() {
      await database(connection).admin().ping();
    },
    async close() {
      await connection.close();
    },
  };
}

const database = (connection: Connection) => {
  if (!connection.db) throw new Error('MongoDB connection is not open');
  return connection.db;
};

function createAdminStore({ Admin }: Models): AdminStore {
  return {
    async findByUsername(username) {
      const doc = await Admin.findOne({ usernameKey: toUsernameKey(username) }).lean<AdminDoc>();
      return doc ? toAdmin(doc) : null;
    },
    async findById(id) {
      const doc = await Admin.findById(id).lean<AdminDoc>();
      return doc ? toAdmin(doc) : null;
    },
    async create(input) {
      const doc = toAdminDoc(newDocumentId(), input, new Date());
      await Admin.create(doc);
      return toAdmin(doc);
    },
  };
}

/** Units of goods in a line; lines written before quantities existed were one unit each, print jobs none. */
const lineUnits = {
  $cond: [{ $ifNull: ['$lines.printJob', false] }, 0, { $ifNull: ['$lines.quantity', 1] }],
};
/** Paise of a line that was a print job, as `$map` over an order's lines names it. */
const printPaiseOf = { $cond: [{ $ifNull: ['$$line.printJob', false] }, '$$line.pricePaise', 0] };

function createStatsStore({ Book, Order }: Models): StatsStore {
  const sales = { status: { $nin: [...NOT_SALES] } };
  return {
    async takings(since) {
      const rows = await Order.aggregate<{ _id: PaymentMethod; paise: number }>([
        { $match: { status: 'collected', 'payment.at': { $gte: since } } },
        { $group: { _id: '$payment.method', paise: { $sum: '$totalPaise' } } },
      ]);
      const byMethod = { cash: 0, upi: 0, card: 0 };
      for (const row of rows) byMethod[row._id] = toRupees(row.paise);
      return byMethod;
    },
    async summary({ lowStockThreshold }) {
      const [
        totalBooks,
        trendingBooks,
        totalOrders,
        ordersAwaitingPickup,
        lowStockBooks,
        takings,
        units,
        print,
      ] = await Promise.all([
        Book.countDocuments(),
        Book.countDocuments({ trending: true }),
        Order.countDocuments(),
        Order.countDocuments({ status: { $in: [...AWAITING_PICKUP] } }),
        Book.countDocuments({ stock: { $lte: lowStockThreshold } }),
        Order.aggregate<{ paise: number }>([
          { $match: sales },
          { $group: { _id: null, paise: { $sum: '$totalPaise' } } },
        ]),
        Order.aggregate<{ units: number }>([
          { $match: sales },
          { $unwind: '$lines' },
          { $group: { _id: null, units: { $sum: lineUnits } } },
        ]),
        Order.aggregate<{ paise: number }>([
          { $match: { ...sales, 'lines.printJob': { $exists: true } } },
          { $unwind: '$lines' },
          { $match: { 'lines.printJob': { $exists: true } } },
          { $group: { _id: null, paise: { $sum: '$lines.pricePaise' } } },
        ]),
      ]);
      const totalSales = toRupees(takings[0]?.paise ?? 0);
      const unitsSold = units[0]?.units ?? 0;
      return {
        totalBooks,
        trendingBooks,
        totalOrders,
        totalSales,
        printSales: toRupees(print[0]?.paise ?? 0),
        ordersAwaitingPickup,
        unitsSold,
        lowStockBooks,
      };
    },
    async monthlySales(since) {
      const rows = await Order.aggregate<{
        _id: string;
        orders: number;
        paise: number;
        units: number;
        printPaise: number;
      }>([
        { $match: { ...sales, createdAt: { $gte: since } } },
        {
          $group: {
            _id: { $dateToString: { format: '%Y-%m', date: '$createdAt', timezone: INDIA_UTC_OFFSET } },
            orders: { $sum: 1 },
            paise: { $sum: '$totalPaise' },
            units: {
              $sum: {
                $sum: {
                  $map: {
                    input: '$lines',
                    as: 'line',
                    in: {
                      $cond: [
                        { $ifNull: ['$$line.printJob', false] },
                        0,
                        { $ifNull: ['$$line.quantity', 1] },
                      ],
                    },
                  },
                },
              },
            },
            printPaise: { $sum: { $sum: { $map: { input: '$lines', as: 'line', in: printPaiseOf } } } },
          },
        },
        { $sort: { _id: 1 } },
      ]);
      return rows.map((row) => ({
        month: row._id,
        orders: row.orders,
        units: row.units,
        total: toRupees(row.paise),
        print: toRupees(row.printPaise),
      }));
    },
  };
}

/**
 * One pipeline update decides "new window or next hit" on the server, so concurrent hits on one
 * key never both start a window; a missing document compares below any date and starts one.
 */
const hitPipeline = (now: Date, windowMs: number) => {
  const open = { $gt: ['$resetAt', now] };
  return [
    {
      $set: {
        count: { $cond: [open, { $add: ['$count', 1] }, 1] },
        resetAt: { $cond: [open, '$resetAt', new Date(now.getTime() + windowMs)] },
      },
    },
  ];
};

function createSecretStore({ Secret }: Models): SecretStore {
  return {
    async getOrCreate(name, create) {
      // $setOnInsert: of two instances starting at once, the first insert wins and both read it.
      const doc = await Secret.findOneAndUpdate(
        { _id: name },
        { $setOnInsert: { value: create(), createdAt: new Date() } },
        { upsert: true, new: true },
      ).lean<SecretDoc>();
      return doc!.value;
    },
  };
}

function createRateLimitStore({ RateLimit }: Models): RateLimitStore {
  const hitOnce = (key: string, windowMs: number) =>
    RateLimit.findOneAndUpdate({ _id: key }, hitPipeline(new Date(), windowMs), {
      upsert: true,
      returnDocument: 'after',
      updatePipeline: true,
    }).lean<RateLimitDoc>();
  return {
    async hit(key, windowMs) {
      let doc: RateLimitDoc | null;
      try {
        doc = await hitOnce(key, windowMs);
      } catch (error) {
        // Two first hits may race to insert the key; the loser's retry finds the winner's window.
        if (!isDuplicateKey(error)) throw error;
        doc = await hitOnce(key, windowMs);
      }
      if (!doc) throw new Error(`Rate limit for ${key} was not stored`);
      return { count: doc.count, resetAt: doc.resetAt };
    },
    async undo(key) {
      await RateLimit.updateOne({ _id: key, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async reset(key) {
      await RateLimit.deleteOne({ _id: key });
    },
  };
}
