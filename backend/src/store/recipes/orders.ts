/**
 * Placing an order and moving it along (ready, collected and billed, cancelled), written once for
 * every adapter. Each is one unit: the key, the units, the print jobs, the order and its notice are
 * kept together or not at all (docs/decisions/0006, 0007).
 */
import { isBookLine, isPrintLine } from '../../contract';
import type {
  CreateOrderResult,
  IdempotencyClaim,
  Notify,
  OrderInput,
  OrderStore,
  StatusChangeDetails,
  StatusChangeResult,
} from '../order-contract';
import { accountPaiseOf, addsToUnitsSold, returnsStock } from '../order-rules';
import type { OrderStatus } from '../../contract';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { postChecked } from './accounts';
import { issueBill } from './billing';
import { keyed, refuse, storedMeanwhile, transactRefusable, type KeyedAnswers } from './keyed';

const ORDER_ANSWERS: KeyedAnswers<CreateOrderResult> = {
  replayed: (order) => ({ outcome: 'replayed', order }),
  reused: { outcome: 'key_reused_with_other_request' },
};

async function place(
  tx: StoreTx,
  id: string,
  input: OrderInput,
  claim: IdempotencyClaim | undefined,
  notify: Notify | undefined,
): Promise<CreateOrderResult> {
  const at = new Date();
  const { taken, short } = await tx.takeUnits(input.lines.filter(isBookLine));
  if (short.length > 0) refuse<CreateOrderResult>({ outcome: 'out_of_stock', items: short });
  const jobIds = input.lines.filter(isPrintLine).map((line) => line.printJob.jobId);
  const unavailable = jobIds.length > 0 ? await tx.bindPrintJobs(id, input.customerUid, jobIds) : [];
  if (unavailable.length > 0)
    refuse<CreateOrderResult>({ outcome: 'print_job_unavailable', jobIds: unavailable });
  const order = await tx.insertOrder(id, input, at);
  if (!order) return storedMeanwhile(tx, id, ORDER_ANSWERS);
  await tx.recordMovements(
    taken.map(({ bookId, quantity, stockAfter }) => ({
      bookId,
      change: -quantity,
      reason: 'order' as const,
      stockAfter,
      at,
      orderId: id,
    })),
  );
  if (claim) await tx.keepKey(claim, id, at);
  const notice = notify?.(order);
  if (notice) await tx.writeNotice(id, notice, at);
  return { outcome: 'created', order };
}

async function changeStatus(
  tx: StoreTx,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  details: StatusChangeDetails,
  notify: Notify | undefined,
): Promise<StatusChangeResult> {
  const at = new Date();
  const entryId = await chargeCollection(tx, id, details, at);
  const changed = await tx.setStatus(id, from, to, details, at);
  // What the account took is undone with the unit when the change does not stand.
  if (changed.outcome !== 'changed') return entryId ? refuse<StatusChangeResult>(changed) : changed;
  let { order } = changed;
  if (addsToUnitsSold(to)) {
    await tx.addUnitsSold(order.lines.filter(isBookLine));
    await tx.handOverUnits(id);
  }
  if (returnsStock(to)) await tx.putBackUnits(id, at);
  if (details.bill) {
    const sale = { orderId: id, customerUid: order.customerUid, channel: order.channel };
    const method = details.payment?.method ?? null;
    const paid = details.parts
      ? { paymentMethod: null, paymentParts: details.parts }
      : { paymentMethod: method === 'account' ? null : method, paymentParts: null };
    order = { ...order, invoice: await issueBill(tx, details.bill, { ...sale, ...paid }, at) };
    if (entryId) await tx.setEntryDocument(entryId, order.invoice!.number);
  }
  const notice = notify?.(order);
  if (notice) await tx.writeNotice(id, notice, at);
  return { outcome: 'changed', order };
}

/**
 * A collection's part on account, checked against the customer's limit unless approved, posted
 * before the order changes; the entry's id, or null when nothing goes on account. A named
 * customer must exist either way.
 */
async function chargeCollection(
  tx: StoreTx,
  orderId: string,
  details: StatusChangeDetails,
  at: Date,
): Promise<string | null> {
  if (!details.customerId) return null;
  const amountPaise = accountPaiseOf(details.parts ?? null);
  if (amountPaise === 0) {
    if (!(await tx.readAccount(details.customerId))) refuse<StatusChangeResult>({ outcome: 'no_customer' });
    return null;
  }
  const posted = await postChecked(
    tx,
    { customerId: details.customerId, kind: 'sale', amountPaise, at, orderId, by: details.by ?? null },
    (account) => {
      if (!details.creditApproved && account.balancePaise + amountPaise > account.creditLimitPaise) {
        refuse<StatusChangeResult>({
          outcome: 'credit_limit',
          limitPaise: account.creditLimitPaise,
          balancePaise: account.balancePaise,
        });
      }
    },
  );
  if (!posted) refuse<StatusChangeResult>({ outcome: 'no_customer' });
  return posted.entry._id;
}

/** The order path's writes, each one unit of `transact`. */
export function orderRecipes(transact: Transact): Pick<OrderStore, 'create' | 'changeStatus'> {
  return {
    create: (input, claim, notify) =>
      transactRefusable(transact, (tx) =>
        keyed(tx, claim, ORDER_ANSWERS, (id) => place(tx, id, input, claim, notify)),
      ),
    changeStatus: (id, from, to, details = {}, notify) =>
      transactRefusable(transact, (tx) => changeStatus(tx, id, from, to, details, notify)),
  };
}
