/** A book line or a print job as an order's item, whether as a client sends it or once checked. */
type AnyOrderItem = { productId: string; quantity?: number } | { printJob: { jobId: string } };

/** A print job carries `printJob`; every other item is a book line. */
export const isPrintItem = <Item extends AnyOrderItem>(
  item: Item,
): item is Extract<Item, { printJob: unknown }> => 'printJob' in item;

const itemKey = (item: AnyOrderItem): string =>
  'printJob' in item ? `print:${item.printJob.jobId}` : item.productId;

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
    items: [...order.items].sort((a, b) => itemKey(a).localeCompare(itemKey(b))),
  });
}
