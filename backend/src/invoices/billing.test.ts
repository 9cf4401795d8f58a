import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, toPaise, type TaxSettings } from '../contract';
import type { Book, OrderLineInput } from '../store/store';
import { codeAndRateOf, createBilling } from './billing';

const regular: TaxSettings = { ...DEFAULT_TAX_SETTINGS, gstMode: 'regular', gstin: '27AAPFU0939F1ZV' };

const billingWith = (settings: TaxSettings, books: Partial<Book>[]) =>
  createBilling({
    taxSettings: { get: async () => settings },
    books: { getMany: async (ids) => books.filter((book) => ids.includes(book._id!)) as Book[] },
    shop: { name: 'Saraswati Books', address: '12 MG Road' },
  });

const printLine: OrderLineInput = {
  printJob: {
    jobId: 'j1',
    colour: 'bw',
    sides: 'single',
    copies: 1,
    range: '',
    binding: 'none',
    fileName: 'notes.pdf',
    documentPages: 10,
    pages: 10,
    printedSides: 10,
    sheets: 10,
    printed: true,
  },
  title: 'notes.pdf',
  unitPricePaise: toPaise(20),
  coverImage: '',
  quantity: 1,
};

describe('what a line is billed at', () => {
  it('when an item has its own code and rate, then they win over its category’s default', () => {
    expect(codeAndRateOf({ category: 'box', hsn: '48201000', gstRate: 12 }, regular)).toEqual({
      hsn: '48201000',
      gstRate: 12,
    });
    expect(codeAndRateOf({ category: 'box', hsn: null, gstRate: null }, regular)).toEqual({
      hsn: '3926',
      gstRate: 18,
    });
    expect(codeAndRateOf({ category: 'book' }, regular)).toEqual({ hsn: '4901', gstRate: 0 });
  });

  it('when the item was deleted since it was ordered, then it is billed at the highest category rate', () => {
    expect(codeAndRateOf(undefined, regular)).toEqual({ hsn: '9608', gstRate: 18 });
  });

  it('when an order holds a print job and a deleted item, then the job is billed under the print SAC and the seller is the shop', async () => {
    const draft = await billingWith({ ...regular, legalName: ' ' }, []).draftFor(
      [
        printLine,
        { bookId: 'gone', title: 'Old pen', unitPricePaise: toPaise(10), coverImage: '', quantity: 2 },
      ],
      { name: 'Asha' },
    );
    expect(draft).toMatchObject({
      kind: 'tax-invoice',
      prefix: 'SB',
      seller: { legalName: 'Saraswati Books', address: '12 MG Road', gstin: '27AAPFU0939F1ZV' },
      buyer: { name: 'Asha' },
    });
    expect(draft.lines.map((line) => [line.productId, line.hsn, line.rate])).toEqual([
      [null, '998912', 18],
      ['gone', '9608', 18],
    ]);
  });

  it('when the shop charges no tax, then every line is at 0% with its code', async () => {
    const settings = { ...regular, gstMode: 'composition' as const };
    const draft = await billingWith(settings, [{ _id: 'p1', category: 'colors' }]).draftFor(
      [{ bookId: 'p1', title: 'Crayons', unitPricePaise: toPaise(59), coverImage: '', quantity: 1 }],
      { name: '' },
    );
    expect([draft.kind, draft.title, draft.seller.gstMode]).toEqual([
      'bill-of-supply',
      'Bill of Supply',
      'composition',
    ]);
    expect(draft.lines[0]).toMatchObject({
      hsn: '3213',
      rate: 0,
      taxablePaise: 5900,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it('when a regular shop bills Nil-rated goods alone, then it is a bill of supply; with taxed goods beside them, an invoice-cum-bill of supply; taxed goods alone, a tax invoice', async () => {
    const billing = billingWith(regular, [
      { _id: 'atlas', category: 'book' },
      { _id: 'pen', category: 'penandpencil', hsn: '9608', gstRate: 18 },
    ]);
    const line = (bookId: string): OrderLineInput => ({
      bookId,
      title: bookId,
      unitPricePaise: toPaise(50),
      coverImage: '',
      quantity: 1,
    });
    const books = await billing.draftFor([line('atlas')], { name: '' });
    expect([books.kind, books.title]).toEqual(['bill-of-supply', 'Bill of Supply']);
    expect(books.seller.gstMode).toBe('regular');
    const mixed = await billing.draftFor([line('atlas'), line('pen')], { name: '' });
    expect([mixed.kind, mixed.title]).toEqual(['tax-invoice', 'Invoice-cum-Bill of Supply']);
    const pens = await billing.draftFor([line('pen')], { name: '' });
    expect([pens.kind, pens.title]).toEqual(['tax-invoice', 'Tax Invoice']);
  });

  it('when the shop is unregistered, then even a taxable item is billed on a receipt', async () => {
    const draft = await billingWith(DEFAULT_TAX_SETTINGS, [
      { _id: 'pen', category: 'penandpencil' },
    ]).draftFor([{ bookId: 'pen', title: 'Pen', unitPricePaise: toPaise(10), coverImage: '', quantity: 1 }], {
      name: '',
    });
    expect([draft.kind, draft.title, draft.seller.gstMode]).toEqual(['receipt', 'Receipt', 'unregistered']);
  });

  it('when the caller passes the items it has just priced, then the catalogue is not read again', async () => {
    const billing = createBilling({
      taxSettings: { get: async () => regular },
      books: {
        getMany: async () => {
          throw new Error('the catalogue was read again');
        },
      },
      shop: { name: 'Saraswati Books', address: '12 MG Road' },
    });
    const draft = await billing.draftFor(
      [{ bookId: 'atlas', title: 'Atlas', unitPricePaise: toPaise(50), coverImage: '', quantity: 1 }],
      { name: '' },
      new Map([['atlas', { category: 'book' as const }]]),
    );
    expect([draft.kind, draft.lines[0]!.hsn]).toEqual(['bill-of-supply', '4901']);
  });
});
