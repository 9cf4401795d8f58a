import { useState } from 'react';
import type { Book, Purchase } from '@shop/backend/contract';
import { useGetBooksByIdsQuery } from '@/features/catalogue';
import { useGetBillForLabelsQuery } from '../api';
import type { Picked } from '../components/picked-labels';
import { LABEL_COUNT_MAX } from '../labels';

/** One label a unit the bill brought, each item once in the bill's order, at most a print's worth. */
export function picksOfBill(bill: Purchase, books: readonly Book[]): Picked[] {
  const units = new Map<string, number>();
  for (const line of bill.lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units].flatMap(([id, count]) => {
    const book = books.find((found) => found._id === id);
    return book ? [{ book, count: String(Math.min(count, LABEL_COUNT_MAX)) }] : [];
  });
}

/**
 * The items picked for labels. Opened from a supplier's bill (its id given), they start as its
 * items, a label a unit; until the owner changes the list, it follows the bill as it loads.
 */
export function useLabelPicks(purchaseId: string | null) {
  const bill = useGetBillForLabelsQuery(purchaseId ?? '', { skip: !purchaseId });
  const ids = bill.data?.lines.map((line) => line.productId) ?? [];
  const books = useGetBooksByIdsQuery(ids, { skip: ids.length === 0 });
  // Null until the owner changes the list: the bill's picks show meanwhile.
  const [changed, setChanged] = useState<Picked[] | null>(null);
  const ofBill = bill.data && books.data ? picksOfBill(bill.data, books.data) : [];
  const picked = changed ?? ofBill;
  const change = (next: (list: Picked[]) => Picked[]) => setChanged((list) => next(list ?? ofBill));

  return {
    picked,
    bill: bill.data ?? null,
    failed: Boolean(bill.error ?? books.error),
    add: (book: Book) =>
      change((list) =>
        list.some((pick) => pick.book._id === book._id) ? list : [...list, { book, count: '1' }],
      ),
    setCount: (id: string, count: string) =>
      change((list) => list.map((pick) => (pick.book._id === id ? { ...pick, count } : pick))),
    remove: (id: string) => change((list) => list.filter((pick) => pick.book._id !== id)),
  };
}
