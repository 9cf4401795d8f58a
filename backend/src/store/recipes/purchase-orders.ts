/**
 * Purchase orders, once for every adapter: numbered in their series in the unit that keeps them,
 * and received on as bills against them come in or are cancelled.
 */
import { numberInSeries } from '../../contract';
import { newId } from '../ids';
import type { PurchaseLineRecord } from '../purchase-contract';
import {
  receiptStatus,
  type PurchaseOrderLineRecord,
  type PurchaseOrderRecord,
  type PurchaseOrderStore,
} from '../purchase-order-contract';
import type { StoreTx, Transact } from '../unit-of-work-contract';

/** How often a receipt reads its order again after another bill received on it. */
const ORDER_TRIES = 5;

/** The order's lines with a bill's units added (`sign` 1) or taken back (-1), never below 0. */
export function linesReceived(
  order: PurchaseOrderRecord,
  billLines: readonly Pick<PurchaseLineRecord, 'productId' | 'quantity'>[],
  sign: 1 | -1,
): PurchaseOrderLineRecord[] {
  const units = new Map<string, number>();
  for (const line of billLines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return order.lines.map((line) => ({
    ...line,
    receivedQuantity: Math.max(0, line.receivedQuantity + sign * (units.get(line.productId) ?? 0)),
  }));
}

/**
 * Receives a bill's lines on its order (or takes them back on a cancel): 'received' once written,
 * 'not_open' when a bill would be received on an order that is gone, received whole or closed.
 * A closed order keeps its status when a bill of it is cancelled.
 */
export async function receiveOnOrder(
  tx: StoreTx,
  orderId: string,
  billLines: readonly Pick<PurchaseLineRecord, 'productId' | 'quantity'>[],
  sign: 1 | -1,
): Promise<'received' | 'not_open'> {
  for (let attempt = 1; ; attempt++) {
    const order = await tx.readPurchaseOrder(orderId);
    if (!order) return sign === 1 ? 'not_open' : 'received';
    if (sign === 1 && (order.status === 'received' || order.status === 'closed')) return 'not_open';
    const lines = linesReceived(order, billLines, sign);
    const status = order.status === 'closed' ? 'closed' : receiptStatus(lines);
    if (await tx.receiveOnOrder(order, lines, status)) return 'received';
    if (attempt >= ORDER_TRIES) throw new Error(`The purchase order ${orderId} kept changing`);
  }
}

export function purchaseOrderRecipes(transact: Transact): Pick<PurchaseOrderStore, 'create'> {
  return {
    create: (draft, series) =>
      transact(async (tx) => {
        const record: PurchaseOrderRecord = {
          _id: newId(),
          ...draft,
          number: numberInSeries(series, await tx.nextSerial(series)),
          status: 'open',
          closedAt: null,
          closedBy: null,
        };
        await tx.insertPurchaseOrder(record);
        return record;
      }),
  };
}

/** Units still due of each item over these order lines. */
export function dueOf(lines: readonly PurchaseOrderLineRecord[]): Map<string, number> {
  const due = new Map<string, number>();
  for (const line of lines) {
    const left = line.quantity - line.receivedQuantity;
    if (left > 0) due.set(line.productId, (due.get(line.productId) ?? 0) + left);
  }
  return due;
}
