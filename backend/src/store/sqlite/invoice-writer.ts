/**
 * Bills written inside the unit of work of the sale, collection, void or return they belong to.
 * The next serial of a series is taken by one upsert on invoice_series in that unit: a unit that
 * fails rolls it back with the rest (so no gap), and the IMMEDIATE lock means no other connection
 * takes the same serial meanwhile; the keys of invoices refuse it if one ever did.
 */
import type Database from 'better-sqlite3';
import type { NumberedBill } from '../bills';
import type { BillPrimitives } from '../unit-of-work-contract';
import type { InvoiceReader } from './invoice-rows';

export function createSqliteBillPrimitives(db: Database.Database, reader: InvoiceReader): BillPrimitives {
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
       original_date, payment_parts)
     VALUES (@number, @series, @serial, @kind, @title, @orderId, @returnId, @customerUid, @channel,
       @paymentMethod, @at, @date, @cancelled, @buyerName, @buyerGstin, @buyerAddress, @buyerState,
       @buyerStateCode, @sellerLegalName, @sellerAddress,
       @sellerGstin, @sellerGstMode, @amountPaise, @taxablePaise, @cgstPaise, @sgstPaise, @originalNumber,
       @originalDate, @paymentParts)`,
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

  /** Writes a numbered bill with its lines. */
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
      paymentParts: rest.paymentParts && JSON.stringify(rest.paymentParts),
    });
    lines.forEach((line, position) => insertLine.run({ number, position, ...line }));
  }

  return {
    nextSerial: async (series) => nextSerial.get(series)!,
    insertBill: async (bill) => insert(bill),
    billOf: async (orderId) => reader.billOf(orderId),
    async cancelBillOf(orderId) {
      setCancelled.run(orderId);
    },
  };
}
