/**
 * Bills written inside the transaction of the sale, collection, void or return they belong to.
 * The next serial of a series is taken by one upsert on invoice_series in that transaction: a
 * write that fails rolls it back with the rest (so no gap), and the IMMEDIATE lock means no other
 * connection takes the same serial meanwhile; the keys of invoices refuse it if one ever did.
 */
import type Database from 'better-sqlite3';
import {
  creditNote,
  creditNoteSeries,
  saleBill,
  saleSeries,
  type BilledSale,
  type CreditedReturn,
  type NumberedBill,
} from '../bills';
import type { BillDraft, CreditNoteIssue } from '../invoice-contract';
import type { InvoiceReader } from './invoice-rows';

export function createInvoiceWriter(db: Database.Database, reader: InvoiceReader) {
  const nextSerial = db
    .prepare<[string], number>(
      `INSERT INTO invoice_series (series, last) VALUES (?, 1)
       ON CONFLICT (series) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .pluck();
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (number, series, serial, kind, title, order_id, return_id, customer_uid, channel,
       payment_method, at, date, cancelled, buyer_name, buyer_gstin, buyer_address, buyer_state,
       buyer_state_code, seller_legal_name, seller_address,
       seller_gstin, seller_gst_mode, amount_paise, taxable_paise, cgst_paise, sgst_paise, original_number,
       original_date)
     VALUES (@number, @series, @serial, @kind, @title, @orderId, @returnId, @customerUid, @channel,
       @paymentMethod, @at, @date, @cancelled, @buyerName, @buyerGstin, @buyerAddress, @buyerState,
       @buyerStateCode, @sellerLegalName, @sellerAddress,
       @sellerGstin, @sellerGstMode, @amountPaise, @taxablePaise, @cgstPaise, @sgstPaise, @originalNumber,
       @originalDate)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO invoice_lines (invoice_number, position, product_id, title, quantity, unit, price_paise,
       amount_paise, hsn, rate, taxable_paise, cgst_paise, sgst_paise)
     VALUES (@number, @position, @productId, @title, @quantity, @unit, @pricePaise, @amountPaise, @hsn, @rate,
       @taxablePaise, @cgstPaise, @sgstPaise)`,
  );
  const setCancelled = db.prepare(
    'UPDATE invoices SET cancelled = 1 WHERE order_id = ? AND return_id IS NULL',
  );

  /** Writes a numbered bill with its lines; also what a snapshot's copy writes. */
  function insert({ number, record }: NumberedBill): void {
    const { buyer, seller, totals, original, lines, ...rest } = record;
    insertInvoice.run({
      number,
      ...rest,
      cancelled: rest.cancelled ? 1 : 0,
      buyerName: buyer.name,
      buyerGstin: buyer.gstin,
      buyerAddress: buyer.address,
      buyerState: buyer.state,
      buyerStateCode: buyer.stateCode,
      sellerLegalName: seller.legalName,
      sellerAddress: seller.address,
      sellerGstin: seller.gstin,
      sellerGstMode: seller.gstMode,
      ...totals,
      originalNumber: original?.number ?? null,
      originalDate: original?.date ?? null,
    });
    lines.forEach((line, position) => insertLine.run({ number, position, ...line }));
  }

  return {
    insert,
    /** Numbers and stores a sale's bill; call inside the sale's (or collection's) transaction. */
    issue(draft: BillDraft, sale: BilledSale, at: Date): string {
      const series = saleSeries(draft, at);
      const bill = saleBill(draft, sale, at, series, nextSerial.get(series)!);
      insert(bill);
      return bill.number;
    },
    /** A voided sale's bill keeps its number, marked cancelled. */
    cancelBillOf(orderId: string): void {
      setCancelled.run(orderId);
    },
    /** The credit note of a return of a billed order; null when the order has no bill standing. */
    creditReturn(
      orderId: string,
      issue: CreditNoteIssue,
      returned: CreditedReturn,
      at: Date,
    ): { number: string } | null {
      const original = reader.billOf(orderId);
      if (!original || original.record.cancelled) return null;
      const series = creditNoteSeries(issue, at);
      const note = creditNote(original, issue, returned, at, series, nextSerial.get(series)!);
      insert(note);
      return { number: note.number };
    },
  };
}

export type InvoiceWriter = ReturnType<typeof createInvoiceWriter>;
