export interface MonthlySales {
  /** Calendar month in India Standard Time, 'YYYY-MM'. */
  month: string;
  orders: number;
  total: number;
}

/** GET /api/admin: the owner's overview. */
export interface DashboardStats {
  totalBooks: number;
  /** Rupees over every order that was not cancelled. */
  totalSales: number;
  trendingBooks: number;
  totalOrders: number;
  ordersAwaitingPickup: number;
  /** The last twelve months, oldest first, months without orders included. */
  monthlySales: MonthlySales[];
}

/** POST /api/auth/admin */
export interface AdminLoginResponse {
  token: string;
  user: { username: string; displayName: string; role: 'admin' };
}
