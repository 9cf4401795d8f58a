/**
 * Units of a collected order handed back, written once for every adapter: counted against what the
 * order sold less what came back already, at the prices charged, with a credit note when the order
 * was billed, in one unit (docs/decisions/0012, 0013).
 */
import type { OrderReturn, Paise } from '../../contract';
import { toRupees } from '../money';
import { unitsPerBook } from '../order-rules';
import type { CreateReturnResult, ReturnInput, ReturnShortage } from '../sales-contract';
import type { ReturnCount, SoldOrder, StoredReturn, StoreTx } from '../unit-of-work-contract';
import { newId } from '../ids';
import { postChecked } from './accounts';
import { creditReturn } from './billing';

export type ReturnPlan =
  | { outcome: 'too_many'; items: ReturnShortage[] }
  | {
      outcome: 'fits';
      counts: ReturnCount[];
      lines: StoredReturn['items'];
      amountPaise: number;
    };

/**
 * What a return of `items` would record, or the items beyond what was sold less what came back
 * already. Each item is at the title of the order's first line of it and the lowest price any line
 * of it was sold at: an item both in a kit and on its own line never refunds more than it fetched.
 */
export function planReturn(
  order: Pick<SoldOrder, 'lines' | 'returned'>,
  items: ReturnInput['items'],
): ReturnPlan {
  const sold = new Map<string, { title: string; pricePaise: number; units: number }>();
  for (const line of order.lines) {
    const known = sold.get(line.bookId);
    if (known) {
      known.units += line.quantity;
      known.pricePaise = Math.min(known.pricePaise, line.pricePaise);
    } else sold.set(line.bookId, { title: line.title, pricePaise: line.pricePaise, units: line.quantity });
  }
  const wanted = unitsPerBook(items);
  const short = [...wanted].flatMap(([bookId, requested]): ReturnShortage[] => {
    const line = sold.get(bookId);
    const returnable = line ? line.units - (order.returned.get(bookId) ?? 0) : 0;
    return !line || requested > returnable
      ? [{ productId: bookId, title: line?.title ?? '', returnable, requested }]
      : [];
  });
  if (short.length > 0) return { outcome: 'too_many', items: short };
  const lines = items.map((item) => {
    const { title, pricePaise } = sold.get(item.bookId)!;
    return { productId: item.bookId, title, quantity: item.quantity, pricePaise };
  });
  return {
    outcome: 'fits',
    counts: [...wanted].map(([bookId, units]) => ({ bookId, units, sold: sold.get(bookId)!.units })),
    lines,
    amountPaise: lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0),
  };
}

/** How often a return reads its order again after another write moved its count. */
const RETURN_TRIES = 3;

/** The order's units counted as back for this return, or why they cannot be. */
async function countBack(
  tx: StoreTx,
  input: ReturnInput,
): Promise<CreateReturnResult | (ReturnPlan & { customerId: string | null })> {
  for (let attempt = 1; ; attempt++) {
    const order = await tx.soldLines(input.orderId);
    if (!order) return { outcome: 'not_found' };
    if (order.status !== 'collected') return { outcome: 'not_collected', current: order.status };
    if (input.refund.method === 'account' && !order.customerId) return { outcome: 'not_on_account' };
    const plan = planReturn(order, input.items);
    if (plan.outcome === 'too_many') return plan;
    if (await tx.countReturned(input.orderId, plan.counts)) return { ...plan, customerId: order.customerId };
    if (attempt >= RETURN_TRIES)
      throw new Error(`Order ${input.orderId} kept changing while a return was being made`);
  }
}

export const toOrderReturn = ({
  _id,
  items,
  amountPaise,
  at,
  creditNote,
  ...rest
}: StoredReturn): OrderReturn => ({
  _id,
  orderId: rest.orderId,
  items: items.map(({ pricePaise, ...item }) => ({ ...item, price: toRupees(pricePaise) })),
  refund: { method: rest.refund.method, reference: rest.refund.reference },
  amount: toRupees(amountPaise),
  reason: rest.reason,
  at: at.toISOString(),
  creditNote,
  by: rest.by,
  approvedBy: rest.approvedBy,
});

export async function createReturn(tx: StoreTx, input: ReturnInput): Promise<CreateReturnResult> {
  const plan = await countBack(tx, input);
  if (plan.outcome !== 'fits') return plan;
  const id = newId();
  const at = new Date();
  const returned = { returnId: id, items: input.items, refundMethod: input.refund.method };
  const record: StoredReturn = {
    _id: id,
    orderId: input.orderId,
    at,
    items: plan.lines,
    refund: { method: input.refund.method, reference: input.refund.reference },
    amountPaise: plan.amountPaise,
    reason: input.reason,
    by: input.by ?? null,
    approvedBy: input.approvedBy ?? null,
    creditNote: input.creditNote
      ? await creditReturn(tx, input.orderId, input.creditNote, returned, at)
      : null,
  };
  if (input.refund.method === 'account') {
    // Before the return is stored, which keeps what the unit did if it stops after.
    await postChecked(tx, {
      customerId: plan.customerId!,
      kind: 'return',
      amountPaise: -plan.amountPaise as Paise,
      at,
      orderId: input.orderId,
      document: record.creditNote?.number ?? null,
      by: input.by ?? null,
    });
  }
  await tx.insertReturn(record);
  await tx.removeUnitsSold(input.items);
  for (const item of input.items) await tx.takeBackUnits(input.orderId, item, at, input.by);
  return { outcome: 'created', record: toOrderReturn(record) };
}
