import type { PipelineStage } from 'mongoose';
import { toRupees } from '../money';
import {
  AWAITING_PICKUP,
  INDIA_UTC_OFFSET,
  SOLD,
  type OrderChannel,
  type TenderMethod,
  type StatsStore,
} from '../store';
import type { Models } from './models';
import { PAID_PARTS } from './mapping';

/**
 * Units of goods in the line at `line` ('$lines' unwound, '$$line' in a `$map`); lines written
 * before quantities existed were one unit each, print jobs none.
 */
const unitsOf = (line: string) => ({
  $cond: [{ $ifNull: [`${line}.printJob`, false] }, 0, { $ifNull: [`${line}.quantity`, 1] }],
});
/** Paise of a line that was a print job, as `$map` over an order's lines names it. */
const printPaiseOf = { $cond: [{ $ifNull: ['$$line.printJob', false] }, '$$line.pricePaise', 0] };
/** An order's channel; orders from before counter sales were all placed online. */
const channelOf = (channel: unknown) => ({ $ifNull: [channel, 'online'] });
/** Units handed back in a return's lines. */
const returnedUnits = { $sum: '$items.quantity' };

interface ByChannel {
  _id: OrderChannel;
  orders: number;
  paise: number;
}

export function createMongoStatsStore({ Book, Order, Return }: Models): StatsStore {
  const sales = { status: SOLD };
  // Orders collected before payments were recorded have no payment; their placing stands in.
  const paidAt = { $ifNull: ['$payment.at', '$createdAt'] };
  // Refunds are taken off when they were given, as the drawer saw them.
  const refundsSince = <Row>(since: Date, group: PipelineStage.Group['$group']) =>
    Return.aggregate<Row>([{ $match: { at: { $gte: since } } }, { $group: group }]);
  return {
    async takings(since) {
      const [rows, refunds] = await Promise.all([
        Order.aggregate<{ _id: TenderMethod; paise: number }>([
          { $match: { status: 'collected', 'payment.at': { $gte: since } } },
          ...PAID_PARTS,
          { $group: { _id: '$part.method', paise: { $sum: '$part.amountPaise' } } },
        ]),
        refundsSince<{ _id: TenderMethod; paise: number }>(since, {
          _id: '$refund.method',
          paise: { $sum: '$amountPaise' },
        }),
      ]);
      // What went on account is not money taken.
      const paise: Record<TenderMethod, number> = { cash: 0, upi: 0, card: 0, account: 0 };
      for (const row of rows) paise[row._id] += row.paise;
      for (const row of refunds) paise[row._id] -= row.paise;
      return { cash: toRupees(paise.cash), upi: toRupees(paise.upi), card: toRupees(paise.card) };
    },
    async summary({ lowStockThreshold }) {
      const [
        totalBooks,
        trendingBooks,
        totalOrders,
        ordersAwaitingPickup,
        lowStockBooks,
        byChannel,
        awaiting,
        units,
        print,
        refunds,
      ] = await Promise.all([
        Book.countDocuments(),
        Book.countDocuments({ trending: true }),
        Order.countDocuments(),
        Order.countDocuments({ status: { $in: [...AWAITING_PICKUP] } }),
        Book.countDocuments({ stock: { $lte: lowStockThreshold } }),
        Order.aggregate<ByChannel>([
          { $match: sales },
          { $group: { _id: channelOf('$channel'), orders: { $sum: 1 }, paise: { $sum: '$totalPaise' } } },
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
        // Every refund, by the channel of the order it was given for.
        Return.aggregate<{ _id: OrderChannel; paise: number; units: number }>([
          {
            $lookup: {
              from: Order.collection.collectionName,
              let: { orderId: '$orderId' },
              pipeline: [{ $match: { $expr: { $eq: ['$_id', '$$orderId'] } } }, { $project: { channel: 1 } }],
              as: 'order',
            },
          },
          {
            $group: {
              _id: channelOf({ $arrayElemAt: ['$order.channel', 0] }),
              paise: { $sum: '$amountPaise' },
              units: { $sum: returnedUnits },
            },
          },
        ]),
      ]);
      const sold = (channel: OrderChannel) => byChannel.find((row) => row._id === channel);
      const refunded = (channel: OrderChannel) => refunds.find((row) => row._id === channel);
      const refundPaise = refunds.reduce((sum, row) => sum + row.paise, 0);
      const channelTotal = (channel: OrderChannel) => ({
        orders: sold(channel)?.orders ?? 0,
        total: toRupees((sold(channel)?.paise ?? 0) - (refunded(channel)?.paise ?? 0)),
      });
      return {
        totalBooks,
        trendingBooks,
        totalOrders,
        totalSales: toRupees(byChannel.reduce((sum, row) => sum + row.paise, 0) - refundPaise),
        printSales: toRupees(print[0]?.paise ?? 0),
        ordersAwaitingPickup,
        awaitingPickupValue: toRupees(awaiting[0]?.paise ?? 0),
        unitsSold: (units[0]?.units ?? 0) - refunds.reduce((sum, row) => sum + row.units, 0),
        lowStockBooks,
        channels: {
          online: channelTotal('online'),
          counter: channelTotal('counter'),
          refunds: toRupees(refundPaise),
        },
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
      const refunds = await refundsSince<{ _id: string; paise: number; units: number }>(since, {
        _id: { $dateToString: { format: '%Y-%m', date: '$at', timezone: INDIA_UTC_OFFSET } },
        paise: { $sum: '$amountPaise' },
        units: { $sum: returnedUnits },
      });
      const refundIn = new Map(refunds.map((row) => [row._id, row]));
      return rows.map((row) => ({
        month: row._id,
        orders: row.orders,
        units: row.units - (refundIn.get(row._id)?.units ?? 0),
        total: toRupees(row.paise - (refundIn.get(row._id)?.paise ?? 0)),
        print: toRupees(row.printPaise),
      }));
    },
  };
}
