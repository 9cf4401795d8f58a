/**
 * Purchase bills, once for every adapter: each line's units come in at the item's new cost (the
 * weighted average of what is on hand and what came in), read and written so that a sale between
 * the two is never lost (read again otherwise); a cancel takes them back and puts the cost back.
 */
import type { StaffRef } from '../../contract';
import type {
  CancelPurchaseResult,
  ItemCostRead,
  PostPurchaseResult,
  PurchaseDraft,
  PurchaseLineRecord,
  PurchaseRecord,
  PurchaseStore,
} from '../purchase-contract';
import type { ItemCostChange, StoreTx, Transact, UnitsAfter } from '../unit-of-work-contract';
import { newId } from '../ids';
import { refuse, transactRefusable } from './keyed';
import { receiveOnOrder } from './purchase-orders';

/** How often a line reads its item again after a sale moved it. */
const ITEM_TRIES = 5;

/** Units on hand at one cost and units in at another: the cost of each unit after, to the paisa. */
export function weightedCost(read: ItemCostRead, quantity: number, unitCostPaise: number): number {
  const onHand = read.onHand ?? 0;
  if (onHand <= 0 || read.costPaise === null) return unitCostPaise;
  return Math.round((onHand * read.costPaise + quantity * unitCostPaise) / (onHand + quantity));
}

/**
 * The cost once a bill's units are out again: as it was before the bill when nothing bought since
 * moved it, else the average with the bill's units taken out. Null when it had none before.
 */
export function costWithout(read: ItemCostRead, line: PurchaseLineRecord): number | null {
  if (read.costPaise === line.costAfterPaise || read.costPaise === null) return line.costBeforePaise;
  const left = (read.onHand ?? 0) - line.quantity;
  if (left <= 0) return line.costBeforePaise;
  const value = (left + line.quantity) * read.costPaise - line.quantity * line.landedCostPaise;
  return Math.max(0, Math.round(value / left));
}

type Moved = { read: ItemCostRead; change: ItemCostChange; after: UnitsAfter };

/**
 * Reads the item, works out the change and writes it, again while another write moves the item in
 * between; `changeOf` may refuse (throw). Null when there is no such item.
 */
async function changeItem(
  tx: StoreTx,
  productId: string,
  changeOf: (read: ItemCostRead) => ItemCostChange,
  write: (read: ItemCostRead, change: ItemCostChange) => Promise<UnitsAfter | null>,
): Promise<Moved | null> {
  for (let attempt = 1; ; attempt++) {
    const read = await tx.readItemCost(productId);
    if (!read) return null;
    const change = changeOf(read);
    const after = await write(read, change);
    if (after) return { read, change, after };
    if (attempt >= ITEM_TRIES) throw new Error(`The item ${productId} kept changing during a purchase`);
  }
}

/** The movement of a counted item's units: in with the bill, out with its cancel. */
async function recordMove(
  tx: StoreTx,
  moved: Moved,
  move: { productId: string; change: number; at: Date; purchaseId: string; by: StaffRef | null },
) {
  if (moved.read.onHand === null) return;
  await tx.recordMovements([
    {
      bookId: move.productId,
      at: move.at,
      change: move.change,
      reason: move.change > 0 ? 'purchase' : 'purchase_cancel',
      stockAfter: moved.after.stockAfter,
      purchaseId: move.purchaseId,
      ...(move.by ? { by: move.by } : {}),
    },
  ]);
}

async function post(tx: StoreTx, draft: PurchaseDraft): Promise<PostPurchaseResult> {
  const { supplier, financialYear, billKey } = draft;
  const purchaseId = newId();
  const existing = await tx.postedBillId(supplier._id, financialYear, billKey);
  if (existing) return { outcome: 'duplicate', purchaseId: existing };
  const { purchaseOrderId } = draft;
  if (purchaseOrderId && (await receiveOnOrder(tx, purchaseOrderId, draft.lines, 1)) === 'not_open') {
    return refuse({ outcome: 'order_not_open', purchaseOrderId });
  }
  const lines: PurchaseLineRecord[] = [];
  for (const line of draft.lines) {
    const moved = await changeItem(
      tx,
      line.productId,
      (read) => ({
        quantity: line.quantity,
        costPaise: weightedCost(read, line.quantity, line.landedCostPaise),
        supplierId: supplier._id,
      }),
      (read, change) => tx.receiveUnits(line.productId, change, read),
    );
    if (!moved) return refuse({ outcome: 'unknown_item', productId: line.productId });
    lines.push({
      ...line,
      title: moved.read.title,
      costBeforePaise: moved.read.costPaise,
      costAfterPaise: moved.change.costPaise!,
    });
    const { productId, quantity } = line;
    await recordMove(tx, moved, {
      productId,
      change: quantity,
      at: draft.at,
      purchaseId,
      by: draft.by,
    });
  }
  const purchase: PurchaseRecord = {
    _id: purchaseId,
    ...draft,
    lines,
    status: 'posted',
    cancelledAt: null,
    cancelledBy: null,
  };
  if (!(await tx.insertPurchase(purchase))) {
    const meanwhile = await tx.postedBillId(supplier._id, financialYear, billKey);
    return refuse({ outcome: 'duplicate', purchaseId: meanwhile ?? '' });
  }
  return { outcome: 'posted', purchase };
}

/** The units of a line back out, refused when fewer are left than the bill brought. */
function takeBack(line: PurchaseLineRecord) {
  return (read: ItemCostRead): ItemCostChange => {
    if (read.stock !== null && read.stock < line.quantity) {
      refuse<CancelPurchaseResult>({
        outcome: 'sold',
        productId: line.productId,
        title: read.title,
        available: read.stock,
        quantity: line.quantity,
      });
    }
    return { quantity: line.quantity, costPaise: costWithout(read, line) };
  };
}

async function cancel(tx: StoreTx, id: string, at: Date, by: StaffRef | null): Promise<CancelPurchaseResult> {
  const purchase = await tx.readPurchase(id);
  if (!purchase) return { outcome: 'not_found' };
  if (purchase.status !== 'posted' || !(await tx.markPurchaseCancelled(id, at, by))) {
    return { outcome: 'already_cancelled' };
  }
  for (const line of purchase.lines) {
    const { productId, quantity } = line;
    const moved = await changeItem(tx, productId, takeBack(line), (read, change) =>
      tx.unreceiveUnits(productId, change, read),
    );
    if (moved) await recordMove(tx, moved, { productId, change: -quantity, at, purchaseId: id, by });
  }
  if (purchase.purchaseOrderId) await receiveOnOrder(tx, purchase.purchaseOrderId, purchase.lines, -1);
  return {
    outcome: 'cancelled',
    purchase: { ...purchase, status: 'cancelled', cancelledAt: at, cancelledBy: by },
  };
}

export function purchaseRecipes(transact: Transact): Pick<PurchaseStore, 'post' | 'cancel'> {
  return {
    post: (draft) => transactRefusable(transact, (tx) => post(tx, draft)),
    cancel: (id, at, by) => transactRefusable(transact, (tx) => cancel(tx, id, at, by)),
  };
}

/** Sold lines' costs as each adapter reads them, by order and then item. */
export function costsByOrder(
  lines: readonly { orderId: string; bookId: string; costPaise: number }[],
): Map<string, Map<string, number>> {
  const byOrder = new Map<string, Map<string, number>>();
  for (const { orderId, bookId, costPaise } of lines) {
    const costs = byOrder.get(orderId) ?? new Map<string, number>();
    costs.set(bookId, costPaise);
    byOrder.set(orderId, costs);
  }
  return byOrder;
}
