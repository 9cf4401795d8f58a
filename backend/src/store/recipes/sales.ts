/**
 * Walk-in sales and their voids, written once for every adapter. A sale's key, units, number in
 * its day's series, record and bill are one unit, so a sale undone gives its number back and the
 * series has no gaps (docs/decisions/0012, 0013).
 */
import { indiaDay, isBookLine } from '../../contract';
import type { BillDraft } from '../invoice-contract';
import type { IdempotencyClaim } from '../order-contract';
import { COUNTER_CUSTOMER } from '../order-rules';
import type {
  CounterSaleInput,
  CreateSaleResult,
  SalesStore,
  VoidBy,
  VoidSaleResult,
} from '../sales-contract';
import type { StoreTx, Transact } from '../unit-of-work-contract';
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
  const invoice = await issueBill(tx, bill, { ...billed, paymentMethod: input.payment.method }, at);
  return { outcome: 'created', sale: { ...sale, invoice } };
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
  const invoice = sale.invoice ? { ...sale.invoice, cancelled: true } : null;
  return { outcome: 'voided', sale: { ...sale, invoice } };
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
