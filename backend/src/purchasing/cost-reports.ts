/**
 * What items cost the shop, read four ways: each item's cost, the stock at cost, the margin, and
 * the purchase register.
 */
import { indiaDayBounds, toRupees, type ItemCostView, type MarginReport } from '../contract';
import type { MarginQuery } from '../contract/schemas';
import type { BookStore, InvoiceStore, PurchaseRecord, PurchaseStore } from '../store/store';
import { marginReport } from './margin';
import { stockValueReport } from './stock-value';

/** Bills read at a time for the register. */
const REGISTER_PAGE = 500;

export function createCostReports(deps: {
  purchases: Pick<PurchaseStore, 'costs' | 'stockAtCost' | 'lineCosts' | 'list'>;
  invoices: Pick<InvoiceStore, 'list'>;
  books: Pick<BookStore, 'getMany'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** In the order asked; an item never bought on a bill (or unknown) has none. */
    async itemCosts(ids: readonly string[]): Promise<ItemCostView[]> {
      const known = await deps.purchases.costs(ids);
      return ids.map((productId) => {
        const cost = known.get(productId);
        return {
          productId,
          cost: cost?.costPaise == null ? null : toRupees(cost.costPaise),
          lastSupplierId: cost?.lastSupplierId ?? null,
          reorderLevel: cost?.reorderLevel ?? null,
          reorderQuantity: cost?.reorderQuantity ?? null,
        };
      });
    },

    async stockValue() {
      return stockValueReport(await deps.purchases.stockAtCost(), now());
    },

    /** Every bill dated in the range, for the purchase register. */
    async purchasesIn(range: { from: string; to: string }): Promise<PurchaseRecord[]> {
      const bills: PurchaseRecord[] = [];
      for (let page = 1; ; page += 1) {
        const found = await deps.purchases.list({ ...range, page, limit: REGISTER_PAGE });
        bills.push(...found.items);
        if (found.items.length < REGISTER_PAGE) return bills;
      }
    },

    async margin({ from, to, groupBy }: MarginQuery): Promise<MarginReport> {
      const bills = await deps.invoices.list({
        since: indiaDayBounds(from).start,
        until: indiaDayBounds(to).end,
      });
      const productIds = new Set(bills.flatMap((bill) => bill.lines.flatMap((line) => line.productId ?? [])));
      const [costs, books] = await Promise.all([
        deps.purchases.lineCosts([...new Set(bills.map((bill) => bill.orderId))]),
        deps.books.getMany([...productIds]),
      ]);
      const categories = new Map(books.map((book) => [book._id, book.category]));
      return marginReport({ from, to, groupBy }, { bills, costs, categories });
    },
  };
}
