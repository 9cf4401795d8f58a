/**
 * Walk-in sales and their voids, written once for every adapter. A sale's key, units, number in
 * its day's series, record and bill are one unit, so a sale undone gives its number back and the
 * series has no gaps (docs/decisions/0012, 0013).
 */
import { indiaDay, isBookLine, toPaise, type Paise } from '../../contract';
import type { BillDraft } from '../invoice-contract';
import type { IdempotencyClaim, Order } from '../order-contract';
import { accountPaiseOf, COUNTER_CUSTOMER } from '../order-rules';
import type {
  CounterSaleInput,
  CreateSaleResult,
  SalesStore,
  VoidBy,
  VoidSaleResult,
} from '../sales-contract';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { postChecked } from './accounts';
import { issueBill } from './billing';
import { keyed, refuse, storedMeanwhile, transactRefusable, type KeyedAnswers } from './keyed';
import { createReturn } from './returns';

const SALE_ANSWERS: KeyedAnswers<CreateSaleResult> = {
  replayed: (sale) => ({ outcome: 'replayed', sale }),
  reused: { outcome: 'key_reused_with_other_request' },
};

async function sell(
  tx: StoreTx,
  id: string,
  input: CounterSaleInput,
  claim: IdempotencyClaim | undefined,
  bill: BillDraft | undefined,
): Promise<CreateSaleResult> {
  const at = new Date();
  const { taken, short } = await tx.sellUnits(input.lines);
  if (short.length > 0) refuse<CreateSaleResult>({ outcome: 'out_of_stock', items: short });
  const entryId = await chargeAccount(tx, id, input, at);
  const day = indiaDay(at);
  const sale = await tx.insertSale(id, input, at, { day, number: await tx.nextSaleNumber(day) });
  if (!sale) return storedMeanwhile(tx, id, SALE_ANSWERS);
  await tx.addUnitsSold(input.lines);
  await tx.recordMovements(
    taken.map(({ bookId, quantity, stockAfter }) => ({
      bookId,
      change: -quantity,
      reason: 'counter_sale' as const,
      stockAfter,
      at,
      orderId: id,
      ...(input.cashier ? { by: input.cashier } : {}),
    })),
  );
  if (claim) await tx.keepKey(claim, id, at);
  if (!bill) return { outcome: 'created', sale };
  const billed = { orderId: id, customerUid: COUNTER_CUSTOMER, channel: 'counter' as const };
  const { method } = input.payment;
  const paid = input.parts
    ? { paymentMethod: null, paymentParts: input.parts }
    : { paymentMethod: method === 'account' ? null : method, paymentParts: null };
  const invoice = await issueBill(tx, bill, { ...billed, ...paid }, at);
  if (entryId) await tx.setEntryDocument(entryId, invoice.number);
  return { outcome: 'created', sale: { ...sale, invoice } };
}

/**
 * The sale's part on account, checked against the customer's limit (unless a manager approved
 * going past it) and posted before the sale is stored, so a refusal leaves nothing of it. The
 * entry's id, or null when nothing goes on account; a named customer must exist either way.
 */
async function chargeAccount(
  tx: StoreTx,
  orderId: string,
  input: CounterSaleInput,
  at: Date,
): Promise<string | null> {
  if (!input.customerId) return null;
  const amountPaise = accountPaiseOf(input.parts ?? null);
  if (amountPaise === 0) {
    if (!(await tx.readAccount(input.customerId))) refuse<CreateSaleResult>({ outcome: 'no_customer' });
    return null;
  }
  const posted = await postChecked(
    tx,
    { customerId: input.customerId, kind: 'sale', amountPaise, at, orderId, by: input.cashier ?? null },
    (account) => {
      if (!input.creditApproved && account.balancePaise + amountPaise > account.creditLimitPaise) {
        refuse<CreateSaleResult>({
          outcome: 'credit_limit',
          limitPaise: account.creditLimitPaise,
          balancePaise: account.balancePaise,
        });
      }
    },
  );
  if (!posted) refuse<CreateSaleResult>({ outcome: 'no_customer' });
  return posted.entry._id;
}

async function voidSale(
  tx: StoreTx,
  id: string,
  reason: string,
  who: VoidBy | null,
): Promise<VoidSaleResult> {
  const at = new Date();
  const voided = await tx.markVoided(id, reason, at, who);
  if (voided.outcome !== 'voided') return voided;
  const { sale } = voided;
  await tx.removeUnitsSold(sale.lines.filter(isBookLine));
  await tx.unsellUnits(id, at, who?.by);
  await tx.cancelBillOf(id);
  await creditVoid(tx, sale, at, who?.by ?? null);
  const invoice = sale.invoice ? { ...sale.invoice, cancelled: true } : null;
  return { outcome: 'voided', sale: { ...sale, invoice } };
}

/** A voided sale's part on account comes off the customer's balance. */
async function creditVoid(
  tx: StoreTx,
  sale: Order,
  at: Date,
  by: CounterSaleInput['cashier'] | null,
): Promise<void> {
  const { customerId } = sale;
  const parts = sale.payment?.parts ?? [];
  const onAccount = parts
    .filter((part) => part.method === 'account')
    .reduce((sum, part) => sum + toPaise(part.amount), 0);
  if (!customerId || onAccount === 0) return;
  await postChecked(tx, {
    customerId,
    kind: 'void',
    amountPaise: -onAccount as Paise,
    at,
    orderId: sale._id,
    document: sale.invoice?.number ?? null,
    by,
  });
}

/** The counter's writes, each one unit of `transact`. */
export function saleRecipes(
  transact: Transact,
): Pick<SalesStore, 'createSale' | 'voidSale' | 'createReturn'> {
  return {
    createSale: (input, claim, bill) =>
      transactRefusable(transact, (tx) =>
        keyed(tx, claim, SALE_ANSWERS, (id) => sell(tx, id, input, claim, bill)),
      ),
    voidSale: (id, reason, who) => transact((tx) => voidSale(tx, id, reason, who ?? null)),
    createReturn: (input) => transact((tx) => createReturn(tx, input)),
  };
}
