import type Database from 'better-sqlite3';
import { toRupees } from '../money';
import {
  AWAITING_PICKUP,
  INDIA_UTC_OFFSET_MINUTES,
  SOLD,
  type PaymentMethod,
  type StatsStore,
} from '../store';
import { statusList } from './sql';

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
       (SELECT COUNT(*) FROM books WHERE stock IS NOT NULL AND stock <= ?) AS lowStock`,
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
  const takings = db.prepare<[string], { method: PaymentMethod; paise: number }>(
    `SELECT payment_method AS method, SUM(total_paise) AS paise FROM orders
     WHERE status = 'collected' AND paid_at >= ? GROUP BY payment_method`,
  );
  return {
    async takings(since) {
      const byMethod = { cash: 0, upi: 0, card: 0 };
      for (const row of takings.all(since.toISOString())) byMethod[row.method] = toRupees(row.paise);
      return byMethod;
    },
    async summary({ lowStockThreshold }) {
      const row = summary.get(lowStockThreshold)!;
      return {
        totalBooks: row.totalBooks,
        trendingBooks: row.trendingBooks,
        totalOrders: row.totalOrders,
        totalSales: toRupees(row.salesPaise),
        printSales: toRupees(row.printPaise),
        ordersAwaitingPickup: row.awaiting,
        awaitingPickupValue: toRupees(row.awaitingPaise),
        unitsSold: row.units,
        lowStockBooks: row.lowStock,
      };
    },
    async monthlySales(since) {
      return monthly.all(since.toISOString()).map((row) => ({
        month: row.month,
        orders: row.orders,
        units: row.units ?? 0,
        total: toRupees(row.paise),
        print: toRupees(row.printPaise ?? 0),
      }));
    },
  };
}
