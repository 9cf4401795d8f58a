import type Database from 'better-sqlite3';
import { toRupees } from '../money';
import {
  AWAITING_PICKUP,
  INDIA_UTC_OFFSET_MINUTES,
  SOLD,
  type TenderMethod,
  type StatsStore,
} from '../store';
import { statusList } from './sql';
import { PAID_PARTS } from './order-rows';

export function createSqliteStatsStore(db: Database.Database): StatsStore {
  const sales = `status = '${SOLD}'`;
  // Orders collected before payments were recorded have no paid_at; their placing stands in.
  const paidAt = 'COALESCE(o.paid_at, o.created_at)';
  const summary = db.prepare<
    [number],
    {
      totalBooks: number;
      trendingBooks: number;
      totalOrders: number;
      salesPaise: number;
      printPaise: number;
      awaiting: number;
      awaitingPaise: number;
      units: number;
      lowStock: number;
      refundPaise: number;
      returnedUnits: number;
      onlineOrders: number;
      onlinePaise: number;
      onlineRefundPaise: number;
      counterOrders: number;
      counterPaise: number;
    }
  >(
    `SELECT
       (SELECT COUNT(*) FROM books) AS totalBooks,
       (SELECT COUNT(*) FROM books WHERE trending = 1) AS trendingBooks,
       (SELECT COUNT(*) FROM orders) AS totalOrders,
       (SELECT COALESCE(SUM(total_paise), 0) FROM orders WHERE ${sales}) AS salesPaise,
       (SELECT COALESCE(SUM(p.price_paise), 0) FROM order_print_lines p JOIN orders o ON o.id = p.order_id
          WHERE o.${sales}) AS printPaise,
       (SELECT COUNT(*) FROM orders WHERE status IN (${statusList(AWAITING_PICKUP)})) AS awaiting,
       (SELECT COALESCE(SUM(total_paise), 0) FROM orders
          WHERE status IN (${statusList(AWAITING_PICKUP)})) AS awaitingPaise,
       (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.${sales}) AS units,
       (SELECT COUNT(*) FROM books WHERE stock IS NOT NULL AND stock <= ?) AS lowStock,
       (SELECT COALESCE(SUM(amount_paise), 0) FROM order_returns) AS refundPaise,
       (SELECT COALESCE(SUM(quantity), 0) FROM order_return_lines) AS returnedUnits,
       (SELECT COUNT(*) FROM orders WHERE ${sales} AND channel = 'online') AS onlineOrders,
       (SELECT COALESCE(SUM(total_paise), 0) FROM orders WHERE ${sales} AND channel = 'online') AS onlinePaise,
       (SELECT COALESCE(SUM(r.amount_paise), 0) FROM order_returns r JOIN orders o ON o.id = r.order_id
          WHERE o.channel = 'online') AS onlineRefundPaise,
       (SELECT COUNT(*) FROM orders WHERE ${sales} AND channel = 'counter') AS counterOrders,
       (SELECT COALESCE(SUM(total_paise), 0) FROM orders WHERE ${sales} AND channel = 'counter') AS counterPaise`,
  );
  const monthly = db.prepare<
    [string],
    { month: string; orders: number; paise: number; units: number; printPaise: number | null }
  >(
    `SELECT strftime('%Y-%m', ${paidAt}, '+${INDIA_UTC_OFFSET_MINUTES} minutes') AS month,
            COUNT(*) AS orders, SUM(o.total_paise) AS paise,
            SUM((SELECT SUM(quantity) FROM order_lines WHERE order_id = o.id)) AS units,
            SUM((SELECT SUM(price_paise) FROM order_print_lines WHERE order_id = o.id)) AS printPaise
     FROM orders o WHERE o.${sales} AND ${paidAt} >= ?
     GROUP BY month ORDER BY month`,
  );
  // Refunds are taken off the month they were given in, as the drawer saw them.
  const monthlyRefunds = db.prepare<[string], { month: string; paise: number; units: number }>(
    `SELECT strftime('%Y-%m', r.at, '+${INDIA_UTC_OFFSET_MINUTES} minutes') AS month, SUM(r.amount_paise) AS paise,
            SUM((SELECT SUM(quantity) FROM order_return_lines WHERE return_id = r.id)) AS units
     FROM order_returns r WHERE r.at >= ? GROUP BY month`,
  );
  const takings = db.prepare<[string, string], { method: TenderMethod; paise: number }>(
    `SELECT method, SUM(paise) AS paise FROM (
       SELECT method, paise FROM (${PAID_PARTS}) WHERE status = 'collected' AND paid_at >= ?
       UNION ALL
       SELECT refund_method, -amount_paise FROM order_returns WHERE at >= ?)
     GROUP BY method`,
  );
  return {
    async takings(since) {
      const byMethod = { cash: 0, upi: 0, card: 0 };
      // What went on account is not money taken.
      for (const row of takings.all(since.toISOString(), since.toISOString()))
        if (row.method !== 'account') byMethod[row.method] = toRupees(row.paise);
      return byMethod;
    },
    async summary({ lowStockThreshold }) {
      const row = summary.get(lowStockThreshold)!;
      return {
        totalBooks: row.totalBooks,
        trendingBooks: row.trendingBooks,
        totalOrders: row.totalOrders,
        totalSales: toRupees(row.salesPaise - row.refundPaise),
        printSales: toRupees(row.printPaise),
        ordersAwaitingPickup: row.awaiting,
        awaitingPickupValue: toRupees(row.awaitingPaise),
        unitsSold: row.units - row.returnedUnits,
        lowStockBooks: row.lowStock,
        channels: {
          online: { orders: row.onlineOrders, total: toRupees(row.onlinePaise - row.onlineRefundPaise) },
          counter: {
            orders: row.counterOrders,
            total: toRupees(row.counterPaise - (row.refundPaise - row.onlineRefundPaise)),
          },
          refunds: toRupees(row.refundPaise),
        },
      };
    },
    async monthlySales(since) {
      const refunds = new Map(monthlyRefunds.all(since.toISOString()).map((row) => [row.month, row]));
      return monthly.all(since.toISOString()).map((row) => {
        const refund = refunds.get(row.month);
        return {
          month: row.month,
          orders: row.orders,
          units: (row.units ?? 0) - (refund?.units ?? 0),
          total: toRupees(row.paise - (refund?.paise ?? 0)),
          print: toRupees(row.printPaise ?? 0),
        };
      });
    },
  };
}
