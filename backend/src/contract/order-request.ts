/** A book line, a print job or a school kit as an order's item, whether as a client sends it or once checked. */
type AnyOrderItem =
  | { productId: string; quantity?: number }
  | { printJob: { jobId: string } }
  | { kitId: string; quantity?: number; omit?: readonly string[] };

/** A print job carries `printJob`. */
export const isPrintItem = <Item extends AnyOrderItem>(
  item: Item,
): item is Extract<Item, { printJob: unknown }> => 'printJob' in item;

/** A school kit carries `kitId`. */
export const isKitItem = <Item extends AnyOrderItem>(item: Item): item is Extract<Item, { kitId: unknown }> =>
  'kitId' in item;

/** Every item that is neither a print job nor a kit is a book line. */
export const isBookItem = <Item extends AnyOrderItem>(
  item: Item,
): item is Extract<Item, { productId: unknown }> => !isPrintItem(item) && !isKitItem(item);

/** A kit's left-out lines in one order, so the same choice in another order is the same request. */
const sortedOmit = (item: { omit?: readonly string[] }): string[] => [...(item.omit ?? [])].sort();

/** What an item stands for in a fingerprint: a kit's omit list is a set, not a sequence. */
const fingerprintItem = (item: AnyOrderItem): AnyOrderItem =>
  'kitId' in item ? { kitId: item.kitId, quantity: item.quantity, omit: sortedOmit(item) } : item;

const itemKey = (item: AnyOrderItem): string => {
  if ('printJob' in item) return `print:${item.printJob.jobId}`;
  if ('kitId' in item) return `kit:${item.kitId}:${item.quantity ?? ''}:${sortedOmit(item).join(',')}`;
  return item.productId;
};

/**
 * What an Idempotency-Key stands for: the contact, the address and the items, in any order of
 * items. Not the total, as prices may move between a try and its retry. The API keeps a hash of
 * it with the key; the storefront takes a new key when it changes (a lowered quantity is another
 * order).
 */
export function orderFingerprint(order: {
  name: unknown;
  phone: unknown;
  address: unknown;
  items: readonly AnyOrderItem[];
}): string {
  return JSON.stringify({
    name: order.name,
    phone: order.phone,
    address: order.address,
    items: [...order.items].sort((a, b) => itemKey(a).localeCompare(itemKey(b))).map(fingerprintItem),
  });
}
