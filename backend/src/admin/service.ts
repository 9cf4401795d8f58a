import { minusPaise, toPaise, toRupees, type DashboardStats } from '../contract';
import { INDIA_UTC_OFFSET_MINUTES, type PrintStore, type StatsStore } from '../store/store';

const IST_OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60_000;

/** The last `count` calendar months in India Standard Time, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, count: number): string[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const month = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1));
    months.push(month.toISOString().slice(0, 7));
  }
  return months;
}

/** Midnight IST on the first day of the given 'YYYY-MM' month, as an instant. */
const startOfIstMonth = (month: string): Date =>
  new Date(Date.parse(`${month}-01T00:00:00Z`) - IST_OFFSET_MS);

export function createAdminStatsService(deps: {
  stats: StatsStore;
  print: Pick<PrintStore, 'usage'>;
  lowStockThreshold: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async dashboard(): Promise<DashboardStats> {
      const months = lastMonths(now(), 12);
      const [summary, sales, takingsThisMonth, printFiles] = await Promise.all([
        deps.stats.summary({ lowStockThreshold: deps.lowStockThreshold }),
        deps.stats.monthlySales(startOfIstMonth(months[0]!)),
        deps.stats.takings(startOfIstMonth(months.at(-1)!)),
        deps.print.usage(),
      ]);
      const byMonth = new Map(sales.map((entry) => [entry.month, entry]));
      const { printSales, ...rest } = summary;
      return {
        ...rest,
        goodsSales: toRupees(minusPaise(toPaise(summary.totalSales), toPaise(printSales))),
        printSales,
        lowStockThreshold: deps.lowStockThreshold,
        takingsThisMonth,
        printFiles,
        monthlySales: months.map(
          (month) => byMonth.get(month) ?? { month, orders: 0, units: 0, total: 0, print: 0 },
        ),
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
