/**
 * Bills written with the sale, collection, void or return they belong to, in its transaction where
 * the deployment has them: a unit that aborts gives its serial back with the rest, so a series
 * has no gaps. Without transactions a series' counter is still taken by one atomic update and the
 * unique (series, serial) index refuses a number given twice; a unit that fails gives its serial
 * back, and a crash part-way can leave one unused (docs/decisions/0006).
 */
import { LEGACY_TITLES, legacyGstModeOf } from '../../contract';
import type { NumberedBill } from '../bills';
import type { BillPrimitives } from '../unit-of-work-contract';
import type { InvoiceDoc, InvoiceRefDoc, InvoiceSeriesDoc } from './invoice-models';
import type { Models } from './models';
import type { MongoUnit } from './unit-of-work';

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
    paymentParts: doc.paymentParts ?? null,
    original: doc.original ? { number: doc.original.number, date: doc.original.date } : null,
    lines: doc.lines.map((line) => ({ ...line, unit: line.unit ?? null })),
  },
});

/** The unit of work's steps for bills, bound to the unit's session. */
export function createMongoBillPrimitives(
  { Invoice, InvoiceSeries, Order }: Models,
  unit: MongoUnit,
): BillPrimitives {
  const { session } = unit;
  return {
    /**
     * One past the last its counter gave, and past any bill already stored in the series, so a
     * counter lost or never copied cannot repeat a number.
     */
    async nextSerial(series) {
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
      const serial = counter!.last;
      // Given back unless a later bill took the next one.
      unit.onUndo(() =>
        InvoiceSeries.updateOne({ _id: series, last: serial }, { $inc: { last: -1 } }, { session }),
      );
      return serial;
    },
    /** A sale's bill is set on its order too, as the order carries it. */
    async insertBill(bill) {
      await Invoice.create([toInvoiceDoc(bill)], { session });
      const { date, kind, title, orderId, returnId } = bill.record;
      if (returnId !== null) return;
      const ref: InvoiceRefDoc = { number: bill.number, date, kind, title, cancelled: false };
      await Order.updateOne({ _id: orderId }, { $set: { invoice: ref } }, { session });
    },
    async billOf(orderId) {
      const doc = await Invoice.findOne({ orderId, returnId: null }, null, { session }).lean<InvoiceDoc>();
      return doc ? fromInvoiceDoc(doc) : null;
    },
    /** On the bill and on the order. */
    async cancelBillOf(orderId) {
      await Invoice.updateOne({ orderId, returnId: null }, { $set: { cancelled: true } }, { session });
      await Order.updateOne(
        { _id: orderId, invoice: { $type: 'object' } },
        { $set: { 'invoice.cancelled': true } },
        { session },
      );
    },
  };
}
