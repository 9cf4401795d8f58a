/**
 * Bills written with the sale, collection, void or return they belong to, in its transaction where
 * the deployment has them: a write that aborts gives its serial back with the rest, so a series
 * has no gaps. Without transactions a series' counter is still taken by one atomic update and the
 * unique (series, serial) index refuses a number given twice; a crash part-way can leave a serial
 * unused (docs/decisions/0006).
 */
import type { ClientSession } from 'mongoose';
import { LEGACY_TITLES, legacyGstModeOf } from '../../contract';
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
import type { InvoiceDoc, InvoiceRefDoc, InvoiceSeriesDoc } from './invoice-models';
import type { Models } from './models';

export const toInvoiceDoc = ({ number, record }: NumberedBill): InvoiceDoc => ({
  _id: number,
  ...record,
  at: new Date(record.at),
});

export const fromInvoiceDoc = ({ _id, ...doc }: InvoiceDoc): NumberedBill => ({
  number: _id,
  record: {
    ...doc,
    // Until the upgrade has run on a bill stored before headings and registrations were kept.
    title: doc.title ?? LEGACY_TITLES[doc.kind],
    seller: {
      ...doc.seller,
      gstMode: doc.seller.gstMode ?? (doc.kind === 'credit-note' ? 'regular' : legacyGstModeOf(doc.kind)),
    },
    at: doc.at.toISOString(),
    buyer: {
      name: doc.buyer.name,
      gstin: doc.buyer.gstin ?? null,
      address: doc.buyer.address ?? null,
      state: doc.buyer.state ?? null,
      stateCode: doc.buyer.stateCode ?? null,
    },
    returnId: doc.returnId ?? null,
    paymentMethod: doc.paymentMethod ?? null,
    original: doc.original ? { number: doc.original.number, date: doc.original.date } : null,
    lines: doc.lines.map((line) => ({ ...line, unit: line.unit ?? null })),
  },
});

export function createMongoInvoiceWriter({ Invoice, InvoiceSeries, Order }: Models) {
  /**
   * The next serial of a series: one past the last its counter gave, and past any bill already
   * stored in it, so a counter lost or never copied cannot repeat a number.
   */
  async function takeSerial(series: string, session?: ClientSession): Promise<number> {
    const [latest] = await Invoice.find({ series }, { serial: 1 }, { session })
      .sort({ serial: -1 })
      .limit(1)
      .lean<Pick<InvoiceDoc, 'serial'>[]>();
    const stored = latest?.serial ?? 0;
    const counter = await InvoiceSeries.findOneAndUpdate(
      { _id: series },
      [{ $set: { last: { $add: [{ $max: [{ $ifNull: ['$last', 0] }, stored] }, 1] } } }],
      { upsert: true, returnDocument: 'after', updatePipeline: true, session },
    ).lean<InvoiceSeriesDoc>();
    return counter!.last;
  }

  /** A serial taken for a bill that was not stored goes back, unless a later bill took the next one. */
  const giveBack = (series: string, serial: number, session?: ClientSession) =>
    InvoiceSeries.updateOne({ _id: series, last: serial }, { $inc: { last: -1 } }, { session });

  async function store(series: string, make: (serial: number) => NumberedBill, session?: ClientSession) {
    const bill = make(await takeSerial(series, session));
    try {
      await Invoice.create([toInvoiceDoc(bill)], { session });
    } catch (error) {
      await giveBack(series, bill.record.serial, session);
      throw error;
    }
    return bill;
  }

  return {
    /** Numbers and stores a sale's bill and sets it on the order; returns what the order now carries. */
    async issue(
      draft: BillDraft,
      sale: BilledSale,
      at: Date,
      session?: ClientSession,
    ): Promise<InvoiceRefDoc> {
      const series = saleSeries(draft, at);
      const bill = await store(series, (serial) => saleBill(draft, sale, at, series, serial), session);
      const { date, kind, title } = bill.record;
      const ref = { number: bill.number, date, kind, title, cancelled: false };
      await Order.updateOne({ _id: sale.orderId }, { $set: { invoice: ref } }, { session });
      return ref;
    },
    /** A voided sale's bill keeps its number, marked cancelled, on the bill and on the order. */
    async cancelBillOf(orderId: string, session?: ClientSession): Promise<void> {
      await Invoice.updateOne({ orderId, returnId: null }, { $set: { cancelled: true } }, { session });
      await Order.updateOne(
        { _id: orderId, invoice: { $type: 'object' } },
        { $set: { 'invoice.cancelled': true } },
        { session },
      );
    },
    /** The credit note of a return of a billed order; null when the order has no bill standing. */
    async creditReturn(
      orderId: string,
      issue: CreditNoteIssue,
      returned: CreditedReturn,
      at: Date,
      session?: ClientSession,
    ): Promise<{ number: string } | null> {
      const doc = await Invoice.findOne({ orderId, returnId: null }, null, { session }).lean<InvoiceDoc>();
      if (!doc || doc.cancelled) return null;
      const original = fromInvoiceDoc(doc);
      const series = creditNoteSeries(issue, at);
      const note = await store(
        series,
        (serial) => creditNote(original, issue, returned, at, series, serial),
        session,
      );
      return { number: note.number };
    },
  };
}

export type MongoInvoiceWriter = ReturnType<typeof createMongoInvoiceWriter>;
