import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { asPaise, billFigures } from '../../contract';
import { saleBill } from '../bills';
import { fromInvoiceDoc, toInvoiceDoc } from './invoice-writer';
import { createModels } from './models';

// Never opened: validation needs no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

const at = new Date('2026-06-02T05:00:00.000Z');
const bill = saleBill(
  {
    kind: 'bill-of-supply',
    title: 'Bill of Supply',
    prefix: 'SB',
    seller: { legalName: 'Saraswati', address: 'Nagpur', gstin: '27AAPFU0939F1ZV', gstMode: 'regular' },
    buyer: { name: '' },
    ...billFigures([
      {
        productId: 'b'.repeat(24),
        title: 'Atlas',
        quantity: 1,
        unit: 'NOS',
        pricePaise: asPaise(10000),
        hsn: '4901',
        rate: 0,
      },
    ]),
  },
  {
    orderId: 'a'.repeat(24),
    customerUid: 'counter',
    channel: 'counter',
    paymentMethod: 'cash',
    paymentParts: null,
  },
  at,
  'SB/26-27/',
  7,
);

describe('bills as MongoDB keeps them', () => {
  it('when a bill is stored and read back, then its heading and its seller’s registration come back as issued', async () => {
    const doc = toInvoiceDoc(bill);
    await expect(new models.Invoice(doc).validate()).resolves.toBeUndefined();
    expect(fromInvoiceDoc(doc)).toEqual(bill);
  });

  it('when a bill was stored before headings were kept, then it reads with the heading and registration its kind had', () => {
    const { title: _title, ...older } = toInvoiceDoc(bill);
    const { gstMode: _gstMode, ...seller } = older.seller;
    const read = fromInvoiceDoc({ ...older, seller } as Parameters<typeof fromInvoiceDoc>[0]);
    expect(read.record.title).toBe('Bill of Supply');
    expect(read.record.seller.gstMode).toBe('composition');
  });

  it('when a bill names a registration there is none of, then validation refuses it', async () => {
    const doc = toInvoiceDoc(bill);
    const wrong = new models.Invoice({ ...doc, seller: { ...doc.seller, gstMode: 'exempt' } });
    await expect(wrong.validate()).rejects.toThrow(/gstMode/);
  });
});
