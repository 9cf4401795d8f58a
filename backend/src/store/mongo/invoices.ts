import { toInvoiceRecord } from '../bills';
import type { InvoiceStore } from '../store';
import type { InvoiceDoc } from './invoice-models';
import { fromInvoiceDoc } from './invoice-writer';
import type { Models } from './models';

const toRecord = (doc: InvoiceDoc) => {
  const { number, record } = fromInvoiceDoc(doc);
  return toInvoiceRecord(number, record);
};

export function createMongoInvoiceStore({ Invoice }: Models): InvoiceStore {
  return {
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
