/**
 * A bill or a credit note numbered inside the unit of the sale, collection or return it bills: a
 * unit undone gives its serial back with the rest, so a series has no gaps (docs/decisions/0013).
 */
import type { InvoiceRef } from '../../contract';
import {
  creditNote,
  creditNoteSeries,
  invoiceRefOf,
  saleBill,
  saleSeries,
  type BilledSale,
  type CreditedReturn,
} from '../bills';
import type { BillDraft, CreditNoteIssue } from '../invoice-contract';
import type { StoreTx } from '../unit-of-work-contract';

/** Numbers and stores a sale's bill; answers what its order carries of it. */
export async function issueBill(
  tx: StoreTx,
  draft: BillDraft,
  sale: BilledSale,
  at: Date,
): Promise<InvoiceRef> {
  const series = saleSeries(draft, at);
  const bill = saleBill(draft, sale, at, series, await tx.nextSerial(series));
  await tx.insertBill(bill);
  return invoiceRefOf({ number: bill.number, ...bill.record });
}

/** The credit note of a return of a billed order; null when the order has no bill standing. */
export async function creditReturn(
  tx: StoreTx,
  orderId: string,
  issue: CreditNoteIssue,
  returned: CreditedReturn,
  at: Date,
): Promise<{ number: string } | null> {
  const original = await tx.billOf(orderId);
  if (!original || original.record.cancelled) return null;
  const series = creditNoteSeries(issue, at);
  const note = creditNote(original, issue, returned, at, series, await tx.nextSerial(series));
  await tx.insertBill(note);
  return { number: note.number };
}
