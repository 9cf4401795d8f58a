/**
 * The margin of a range of days: what was billed (taxable value, credit notes taken off) less what
 * the units cost the shop when they were sold, by item or by category. Print jobs are a service,
 * not stock, and have no cost: they are left out. A voided sale's bill is cancelled: left out too.
 */
import {
  CATEGORY_LABELS,
  toRupees,
  type Category,
  type MarginFigures,
  type MarginGroup,
  type MarginReport,
  type MarginRow,
} from '../contract';
import { count, money, writeCsv } from '../reports/csv';
import type { InvoiceRecord } from '../store/store';

interface Sums {
  units: number;
  salesPaise: number;
  costPaise: number;
  /** Sales of the units whose cost is known: what the margin is taken on. */
  costedSalesPaise: number;
  unitsWithoutCost: number;
}
const NONE: Sums = { units: 0, salesPaise: 0, costPaise: 0, costedSalesPaise: 0, unitsWithoutCost: 0 };

export interface MarginInputs {
  bills: readonly InvoiceRecord[];
  /** By order, then item: what a unit cost when sold. */
  costs: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** The items' categories; an item no longer in the catalogue has none. */
  categories: ReadonlyMap<string, Category>;
}

function figuresOf(sums: Sums): MarginFigures {
  const marginPaise = sums.costedSalesPaise - sums.costPaise;
  return {
    units: sums.units,
    sales: toRupees(sums.salesPaise),
    cost: toRupees(sums.costPaise),
    margin: toRupees(marginPaise),
    marginPercent:
      sums.costedSalesPaise === 0 ? null : Math.round((marginPaise / sums.costedSalesPaise) * 10000) / 100,
    unitsWithoutCost: sums.unitsWithoutCost,
  };
}

type Keyed = { key: string; productId: string | null; title: string | null; category: Category | null };

export function marginReport(
  range: { from: string; to: string; groupBy: MarginGroup },
  inputs: MarginInputs,
): MarginReport {
  const groups = new Map<string, Keyed & { sums: Sums }>();
  let totals = NONE;
  for (const bill of inputs.bills) {
    if (bill.cancelled) continue;
    const sign = bill.kind === 'credit-note' ? -1 : 1;
    for (const line of bill.lines) {
      if (!line.productId) continue;
      const unitCost = inputs.costs.get(bill.orderId)?.get(line.productId);
      const known = unitCost !== undefined;
      const change: Sums = {
        units: sign * line.quantity,
        salesPaise: sign * line.taxablePaise,
        costPaise: known ? sign * unitCost * line.quantity : 0,
        costedSalesPaise: known ? sign * line.taxablePaise : 0,
        unitsWithoutCost: known ? 0 : sign * line.quantity,
      };
      const category = inputs.categories.get(line.productId) ?? null;
      const keyed: Keyed =
        range.groupBy === 'item'
          ? { key: line.productId, productId: line.productId, title: line.title, category }
          : { key: category ?? '', productId: null, title: null, category };
      const group = groups.get(keyed.key) ?? { ...keyed, sums: NONE };
      groups.set(keyed.key, { ...group, sums: plus(group.sums, change) });
      totals = plus(totals, change);
    }
  }
  const rows: MarginRow[] = [...groups.values()]
    .map(({ productId, title, category, sums }) => ({ productId, title, category, ...figuresOf(sums) }))
    .sort(
      (a, b) =>
        b.margin - a.margin || (a.title ?? a.category ?? '').localeCompare(b.title ?? b.category ?? ''),
    );
  return { ...range, rows, totals: figuresOf(totals) };
}

const plus = (a: Sums, b: Sums): Sums => ({
  units: a.units + b.units,
  salesPaise: a.salesPaise + b.salesPaise,
  costPaise: a.costPaise + b.costPaise,
  costedSalesPaise: a.costedSalesPaise + b.costedSalesPaise,
  unitsWithoutCost: a.unitsWithoutCost + b.unitsWithoutCost,
});

const rupees = (amount: number) => money(Math.round(amount * 100));
const percent = (value: number | null) => (value === null ? '' : { figure: value.toFixed(2) });

export function marginCsv(report: MarginReport): string {
  const byItem = report.groupBy === 'item';
  const figures = (row: MarginFigures) => [
    count(row.units),
    rupees(row.sales),
    rupees(row.cost),
    rupees(row.margin),
    percent(row.marginPercent),
    count(row.unitsWithoutCost),
  ];
  const name = (row: MarginRow) =>
    byItem ? (row.title ?? '') : row.category ? CATEGORY_LABELS[row.category] : 'No longer in the catalogue';
  return writeCsv({
    header: [
      byItem ? 'Item' : 'Category',
      'Units',
      'Sales (taxable)',
      'Cost',
      'Margin',
      'Margin %',
      'Units without a cost',
    ],
    rows: [...report.rows.map((row) => [name(row), ...figures(row)]), ['Total', ...figures(report.totals)]],
  });
}
