import { describe, expect, it } from 'vitest';
import type { BookOrderLine, OrderLineKit } from '@shop/backend/contract';
import { groupOrderLines } from './order-line-groups';

const kit = (group: number, kits = 2): OrderLineKit => ({
  _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  kits,
  group,
});
const line = (bookId: string, price: number, quantity: number, from?: OrderLineKit): BookOrderLine => ({
  bookId,
  title: `Item ${bookId}`,
  price,
  coverImage: `${bookId}.png`,
  quantity,
  ...(from ? { kit: from } : {}),
});

describe('groupOrderLines', () => {
  it('gathers a kit’s lines under it, joins an item split by a paisa, and keeps other lines as they are', () => {
    const groups = groupOrderLines([
      line('pen', 20, 1),
      line('notebook', 36.01, 9, kit(1)),
      line('notebook', 36, 9, kit(1)),
      line('roll', 22.5, 4, kit(1)),
      line('notebook', 40, 2),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['book', 'kit', 'book']);
    const kitGroup = groups[1]!;
    if (kitGroup.kind !== 'kit') throw new Error('not a kit');
    expect(kitGroup.kit.kits).toBe(2);
    expect(kitGroup.items.map(({ bookId, quantity, total }) => [bookId, quantity, total])).toEqual([
      ['notebook', 18, 648.09],
      ['roll', 4, 90],
    ]);
    expect(kitGroup.total).toBe(738.09);
  });

  it('keeps two picks of one kit as two groups', () => {
    const groups = groupOrderLines([line('notebook', 40, 9, kit(0, 1)), line('notebook', 40, 18, kit(1))]);
    expect(groups.map((group) => group.key)).toEqual(['kit:0', 'kit:1']);
  });
});
