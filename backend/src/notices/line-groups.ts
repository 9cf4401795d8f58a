/**
 * An order's lines as a notice lists them: each kit one group with its items under it,
 * every other line on its own, in the order the customer placed them.
 */
import {
  isBookLine,
  NO_PAISE,
  type OrderLine,
  type OrderLineKit,
  type Paise,
  plusPaise,
  timesUnits,
  toPaise,
  toRupees,
} from '../contract';

/** A kit as one entry: its price for all its kits, and each item once with all its units. */
export interface KitGroup {
  kit: OrderLineKit;
  /** Rupees for the whole group. */
  amount: number;
  items: { title: string; quantity: number }[];
}

export type NoticeEntry = { line: OrderLine } | { group: KitGroup };

export function noticeEntries(lines: readonly OrderLine[]): NoticeEntry[] {
  const entries: NoticeEntry[] = [];
  const groups = new Map<
    number,
    { group: KitGroup; paise: Paise; items: Map<string, KitGroup['items'][0]> }
  >();
  for (const line of lines) {
    if (!isBookLine(line) || !line.kit) {
      entries.push({ line });
      continue;
    }
    let found = groups.get(line.kit.group);
    if (!found) {
      found = { group: { kit: line.kit, amount: 0, items: [] }, paise: NO_PAISE, items: new Map() };
      groups.set(line.kit.group, found);
      entries.push({ group: found.group });
    }
    found.paise = plusPaise(found.paise, timesUnits(toPaise(line.price), line.quantity));
    found.group.amount = toRupees(found.paise);
    // An item split into two prices a paisa apart is still one item to the customer.
    const item = found.items.get(line.bookId);
    if (item) {
      item.quantity += line.quantity;
    } else {
      const listed = { title: line.title, quantity: line.quantity };
      found.items.set(line.bookId, listed);
      found.group.items.push(listed);
    }
  }
  return entries;
}
