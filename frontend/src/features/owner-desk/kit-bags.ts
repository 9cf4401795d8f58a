import type { OrderLineKit } from '@shop/backend/contract';

/** A run of an order's items: one school kit's items together, or an item bought on its own. */
export type KitBagPart<Item> =
  { kind: 'kit'; kit: OrderLineKit; items: Item[] } | { kind: 'item'; item: Item; index: number };

/**
 * The items of each kit gathered where the kit's first item stands (by `kit.group`, so two picks
 * of one kit stay two bags), every other item in its own place, so the packer fills each kit's bag
 * from its own list.
 */
export function gatherKits<Item>(
  items: readonly Item[],
  kitOf: (item: Item) => OrderLineKit | undefined,
): KitBagPart<Item>[] {
  const parts: KitBagPart<Item>[] = [];
  const bags = new Map<number, Extract<KitBagPart<Item>, { kind: 'kit' }>>();
  items.forEach((item, index) => {
    const kit = kitOf(item);
    if (!kit) return void parts.push({ kind: 'item', item, index });
    const bag = bags.get(kit.group);
    if (bag) return void bag.items.push(item);
    const started = { kind: 'kit' as const, kit, items: [item] };
    bags.set(kit.group, started);
    parts.push(started);
  });
  return parts;
}
