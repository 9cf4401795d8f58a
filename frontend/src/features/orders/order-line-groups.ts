import { sumPrices, priceTimes } from '@/lib/money';
import {
  isPrintLine,
  type BookOrderLine,
  type OrderLine,
  type OrderLineKit,
  type PrintOrderLine,
} from '@shop/backend/contract';

/** One item of a kit as the customer reads it: its lines of one book joined (the server may split one by a paisa). */
export interface KitGroupItem {
  bookId: string;
  title: string;
  coverImage: string;
  quantity: number;
  total: number;
}

/** An order's lines as the customer reads them: books and print jobs as they are, a kit's lines as one group. */
export type OrderLineGroup =
  | { kind: 'book'; key: string; line: BookOrderLine }
  | { kind: 'print'; key: string; line: PrintOrderLine }
  | { kind: 'kit'; key: string; kit: OrderLineKit; items: KitGroupItem[]; total: number };

type KitGroup = Extract<OrderLineGroup, { kind: 'kit' }>;

/**
 * Groups a kit's lines under the kit, where its first line stands, by `kit.group` (two picks of
 * one kit stay two groups). Lines without a kit are left as they are.
 */
export function groupOrderLines(lines: readonly OrderLine[]): OrderLineGroup[] {
  const groups: OrderLineGroup[] = [];
  const kits = new Map<number, KitGroup>();
  lines.forEach((line, index) => {
    if (isPrintLine(line)) {
      groups.push({ kind: 'print', key: `print:${line.printJob.jobId}`, line });
      return;
    }
    if (!line.kit) {
      groups.push({ kind: 'book', key: `book:${index}:${line.bookId}`, line });
      return;
    }
    let group = kits.get(line.kit.group);
    if (!group) {
      group = { kind: 'kit', key: `kit:${line.kit.group}`, kit: line.kit, items: [], total: 0 };
      kits.set(line.kit.group, group);
      groups.push(group);
    }
    const total = priceTimes(line.price, line.quantity);
    group.total = sumPrices([group.total, total]);
    const same = group.items.find((item) => item.bookId === line.bookId);
    if (same) {
      same.quantity += line.quantity;
      same.total = sumPrices([same.total, total]);
    } else {
      const { bookId, title, coverImage, quantity } = line;
      group.items.push({ bookId, title, coverImage, quantity, total });
    }
  });
  return groups;
}
