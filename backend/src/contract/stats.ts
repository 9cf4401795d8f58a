import type { PaymentMethod } from './counter';
import type { ChannelTakings } from './counter-sales';

/** The orders collected (paid for) in one month. */
export interface MonthlySales {
  /** Calendar month of payment in India Standard Time, 'YYYY-MM'. */
  month: string;
  orders: number;
  /** Units of goods in those orders (print jobs are not units). */
  units: number;
  total: number;
  /** Rupees of that total that were print jobs; the rest is goods. */
  print: number;
}

/** GET /api/admin: the owner's overview. */
export interface DashboardStats {
  totalBooks: number;
  /** Rupees taken: every collected order (money the shop has, not orders still to be paid for). */
  totalSales: number;
  /** Of totalSales, the rupees of goods (books and stationery)... */
  goodsSales: number;
  /** ...and of print jobs. */
  printSales: number;
  trendingBooks: number;
  totalOrders: number;
  ordersAwaitingPickup: number;
  /** Rupees those orders awaiting pickup will bring in when collected. */
  awaitingPickupValue: number;
  /** Units of goods in every collected order. */
  unitsSold: number;
  /** Counted items at or below the low-stock threshold (out of stock included). */
  lowStockBooks: number;
  /** LOW_STOCK_THRESHOLD: the count at or below which an item is low on stock. */
  lowStockThreshold: number;
  /** Of totalSales, what online orders and counter sales took, and the refunds given. */
  channels: ChannelTakings;
  /** Rupees taken at the counter this calendar month (India time), by how the owner recorded it was paid. */
  takingsThisMonth: Record<PaymentMethod, number>;
  /** Print files the store holds now (uploads waiting and files of print orders), and their bytes. */
  printFiles: { files: number; bytes: number };
  /** The last twelve months, oldest first, months without orders included. */
  monthlySales: MonthlySales[];
}

/** POST /api/auth/admin: the owner, or a manager the owner gave a dashboard login. */
export interface AdminLoginResponse {
  token: string;
  user: { username: string; displayName: string; role: 'admin' | 'manager' };
}
