/** What the stock on the shelves cost the shop, category by category, and its spreadsheet. */
import {
  CATEGORIES,
  CATEGORY_LABELS,
  indiaDay,
  toRupees,
  type StockValueReport,
  type StockValueRow,
} from '../contract';
import { count, money, writeCsv } from '../reports/csv';
import type { StockAtCost } from '../store/store';

type Sums = { items: number; units: number; valuePaise: number; unitsWithoutCost: number };
const NONE: Sums = { items: 0, units: 0, valuePaise: 0, unitsWithoutCost: 0 };

const add = (sums: Sums, item: StockAtCost): Sums => ({
  items: sums.items + 1,
  units: sums.units + item.onHand,
  valuePaise: sums.valuePaise + (item.costPaise ?? 0) * item.onHand,
  unitsWithoutCost: sums.unitsWithoutCost + (item.costPaise === null ? item.onHand : 0),
});

const rowOf = ({ valuePaise, ...sums }: Sums): Omit<StockValueRow, 'category'> => ({
  ...sums,
  value: toRupees(valuePaise),
});

/** On hand × cost by category, the catalogue's categories in their order, those with stock only. */
export function stockValueReport(items: readonly StockAtCost[], at: Date): StockValueReport {
  const byCategory = new Map<string, Sums>();
  for (const item of items) byCategory.set(item.category, add(byCategory.get(item.category) ?? NONE, item));
  const categories = CATEGORIES.flatMap((category) => {
    const sums = byCategory.get(category);
    return sums ? [{ category, ...rowOf(sums) }] : [];
  });
  return { asOf: indiaDay(at), categories, totals: rowOf(items.reduce(add, NONE)) };
}

export const STOCK_VALUE_HEADER = [
  'Category',
  'Items',
  'Units on hand',
  'Value at cost',
  'Units without a cost',
];

export function stockValueCsv(report: StockValueReport): string {
  const line = (label: string, row: Omit<StockValueRow, 'category'>) => [
    label,
    count(row.items),
    count(row.units),
    money(Math.round(row.value * 100)),
    count(row.unitsWithoutCost),
  ];
  return writeCsv({
    header: STOCK_VALUE_HEADER,
    rows: [
      ...report.categories.map((row) => line(CATEGORY_LABELS[row.category], row)),
      line('Total', report.totals),
    ],
  });
}
