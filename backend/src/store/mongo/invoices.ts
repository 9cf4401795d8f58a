import { toInvoiceRecord } from '../bills';
import type { InvoiceStore } from '../store';
import type { InvoiceDoc, InvoiceSeriesDoc } from './invoice-models';
import { fromInvoiceDoc } from './invoice-writer';
import type { Models } from './models';

const toRecord = (doc: InvoiceDoc) => {
  const { number, record } = fromInvoiceDoc(doc);
  return toInvoiceRecord(number, record);
};

export function createMongoInvoiceStore({ Invoice, InvoiceSeries }: Models): InvoiceStore {
  return {
    // The counter, or the bills themselves where a counter was never copied (invoice-writer.ts).
    async lastSerial(series) {
      const [counter, [latest]] = await Promise.all([
        InvoiceSeries.findById(series).lean<InvoiceSeriesDoc>(),
        Invoice.find({ series }, { serial: 1 })
          .sort({ serial: -1 })
          .limit(1)
          .lean<Pick<InvoiceDoc, 'serial'>[]>(),
      ]);
      return Math.max(counter?.last ?? 0, latest?.serial ?? 0);
    },
    async get(number) {
      const doc = await Invoice.findById(number).lean<InvoiceDoc>();
      return doc ? toRecord(doc) : null;
    },
    async list({ since, until }) {
      const docs = await Invoice.find({ at: { $gte: since, $lt: until } })
        .sort({ at: 1, _id: 1 })
        .lean<InvoiceDoc[]>();
      return docs.map(toRecord);
    },
  };
}
