import { toRupees } from '../money';
import { AWAITING_PICKUP, INDIA_UTC_OFFSET, SOLD, type PaymentMethod, type StatsStore } from '../store';
import type { Models } from './models';

/**
 * Units of goods in the line at `line` ('$lines' unwound, '$$line' in a `$map`); lines written
 * before quantities existed were one unit each, print jobs none.
 */
const unitsOf = (line: string) => ({
  $cond: [{ $ifNull: [`${line}.printJob`, false] }, 0, { $ifNull: [`${line}.quantity`, 1] }],
});
/** Paise of a line that was a print job, as `$map` over an order's lines names it. */
const printPaiseOf = { $cond: [{ $ifNull: ['$$line.printJob', false] }, '$$line.pricePaise', 0] };

export function createMongoStatsStore({ Book, Order }: Models): StatsStore {
  const sales = { status: SOLD };
  // Orders collected before payments were recorded have no payment; their placing stands in.
  const paidAt = { $ifNull: ['$payment.at', '$createdAt'] };
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
        awaiting,
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
        Order.aggregate<{ paise: number }>([
          { $match: { status: { $in: [...AWAITING_PICKUP] } } },
          { $group: { _id: null, paise: { $sum: '$totalPaise' } } },
        ]),
        Order.aggregate<{ units: number }>([
          { $match: sales },
          { $unwind: '$lines' },
          { $group: { _id: null, units: { $sum: unitsOf('$lines') } } },
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
        awaitingPickupValue: toRupees(awaiting[0]?.paise ?? 0),
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
        { $match: sales },
        { $match: { $expr: { $gte: [paidAt, since] } } },
        {
          $group: {
            _id: { $dateToString: { format: '%Y-%m', date: paidAt, timezone: INDIA_UTC_OFFSET } },
            orders: { $sum: 1 },
            paise: { $sum: '$totalPaise' },
            units: { $sum: { $sum: { $map: { input: '$lines', as: 'line', in: unitsOf('$$line') } } } },
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
