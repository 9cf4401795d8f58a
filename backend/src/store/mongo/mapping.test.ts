import { describe, expect, it } from 'vitest';
import type { BookInput, OrderInput } from '../store';
import { toAdmin, toAdminDoc, toBook, toBookDoc, toBookFields, toOrder, toOrderDoc } from './mapping';
import { ASHA } from '../../../test/fixtures';
import { toPaise } from '../../contract';

const now = new Date('2025-03-31T19:00:00.123Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const id = 'a'.repeat(24);

const bookInput: BookInput = {
  title: 'Gel Pen',
  description: 'Smooth',
  category: 'penandpencil',
  trending: true,
  oldPrice: 25,
  newPrice: 19.99,
  coverImage: 'pen.webp',
  stock: null,
  sku: null,
  barcode: '8901234567890',
  author: null,
  publisher: 'Cello',
  language: null,
  hsn: '96082000',
  gstRate: 12,
  unit: 'PAC',
};

const orderInput: OrderInput = {
  customerUid: 'uid-1',
  email: 'asha@example.in',
  ...ASHA,
  lines: [
    { bookId: 'b1', title: 'Gel Pen', unitPricePaise: toPaise(19.99), coverImage: 'pen.webp', quantity: 1 },
    { bookId: 'b2', title: 'Glue', unitPricePaise: toPaise(0.1), coverImage: 'glue.webp', quantity: 1 },
  ],
  totalPaise: toPaise(20.09),
};

describe('mongo mapping', () => {
  it('when rupee prices are stored, then they become whole paise and read back exactly', () => {
    for (const price of [0, 0.01, 0.1, 0.29, 1.15, 19.99, 1_234_567.89]) {
      const doc = toBookDoc(id, { ...bookInput, oldPrice: price, newPrice: price }, now);
      expect(Number.isInteger(doc.newPricePaise)).toBe(true);
      expect(toBook(doc).newPrice).toBe(price);
      expect(toBook(doc).oldPrice).toBe(price);
    }
    expect(toBookDoc(id, bookInput, now).newPricePaise).toBe(1999);
  });

  it('when a book round-trips, then it keeps every field and its dates become ISO strings', () => {
    expect(toBook(toBookDoc(id, bookInput, now))).toEqual({
      ...bookInput,
      _id: id,
      onHand: bookInput.stock,
      createdAt: '2025-03-31T19:00:00.123Z',
      updatedAt: '2025-03-31T19:00:00.123Z',
    });
    const { unit: _unit, ...older } = toBookDoc(id, bookInput, now);
    expect(toBook(older as Parameters<typeof toBook>[0]).unit).toBe('NOS');
  });

  it('when a book has an author and publisher, then they are searched by their words; a document from before them reads none', () => {
    const doc = toBookDoc(id, { ...bookInput, author: 'Ruskin Bond', language: 'English' }, now);
    expect(doc.searchWords).toEqual(expect.arrayContaining(['ruskin', 'bond', 'cello', 'english']));
    expect(doc.titleWords).toEqual(['gel', 'pen']);
    const { author: _author, publisher: _publisher, language: _language, ...older } = doc;
    expect(toBook(older as typeof doc)).toMatchObject({ author: null, publisher: null, language: null });
  });

  it('when a document is from before barcodes, then it reads none; a barcode given is kept as it is', () => {
    const doc = toBookDoc(id, bookInput, now);
    expect(doc.barcode).toBe('8901234567890');
    expect(toBookFields({ ...bookInput, barcode: undefined }, now).barcode).toBeNull();
    const { barcode: _barcode, ...older } = doc;
    expect(toBook(older as typeof doc).barcode).toBeNull();
  });

  it('when a document is from before an item’s own HSN and rate, then it reads none (its category’s); a write without them clears them', () => {
    const doc = toBookDoc(id, bookInput, now);
    expect(doc).toMatchObject({ hsn: '96082000', gstRate: 12 });
    expect(toBookFields({ ...bookInput, hsn: undefined, gstRate: undefined }, now)).toMatchObject({
      hsn: null,
      gstRate: null,
    });
    const { hsn: _hsn, gstRate: _gstRate, ...older } = doc;
    expect(toBook(older as typeof doc)).toMatchObject({ hsn: null, gstRate: null });
  });

  it('when a book is updated, then the fields carry a new updatedAt but no id or creation time', () => {
    const fields = toBookFields(bookInput, now);
    expect(fields).not.toHaveProperty('_id');
    expect(fields).not.toHaveProperty('createdAt');
    expect(fields.updatedAt).toBe(now);
  });

  it('when an order round-trips, then address with street, lines in order and history survive', () => {
    const doc = toOrderDoc(id, orderInput, now, 'K7M2QX');
    expect(doc.totalPaise).toBe(2009);
    expect(doc.lines.map((line) => line.pricePaise)).toEqual([1999, 10]);
    const { totalPaise: _totalPaise, lines: _lines, ...placed } = orderInput;
    expect(toOrder(doc)).toEqual({
      ...placed,
      customerId: null,
      lines: [
        { bookId: 'b1', title: 'Gel Pen', price: 19.99, coverImage: 'pen.webp', quantity: 1 },
        { bookId: 'b2', title: 'Glue', price: 0.1, coverImage: 'glue.webp', quantity: 1 },
      ],
      totalPrice: 20.09,
      emailVerified: false,
      verifiedPhone: null,
      locale: 'en',
      _id: id,
      channel: 'online',
      sale: null,
      invoice: null,
      status: 'placed',
      statusHistory: [{ status: 'placed', at: now.toISOString(), by: null }],
      pickupCode: 'K7M2QX',
      holdUntil: null,
      payment: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const collected = {
      ...doc,
      holdUntil: later(1),
      payment: { method: 'upi' as const, reference: 'UTR-1', at: later(2) },
    };
    expect(toOrder(collected)).toMatchObject({
      holdUntil: later(1).toISOString(),
      payment: { method: 'upi', reference: 'UTR-1', at: later(2).toISOString() },
    });
  });

  it('when a phone customer orders in Hindi, then the number and the language round-trip; an order from before them reads none and English', () => {
    const phoneOrder = { ...orderInput, email: '', verifiedPhone: '+919876543210', locale: 'hi' as const };
    const doc = toOrderDoc(id, phoneOrder, now, 'K7M2QX');
    expect(doc).toMatchObject({ email: '', verifiedPhone: '+919876543210', locale: 'hi' });
    expect(toOrder(doc)).toMatchObject({ email: '', verifiedPhone: '+919876543210', locale: 'hi' });
    const { verifiedPhone: _phone, locale: _locale, ...older } = toOrderDoc(id, orderInput, now, 'K7M2QX');
    expect(toOrder(older)).toMatchObject({ verifiedPhone: null, locale: 'en' });
  });

  it('when an order was stored before counter sales, then it reads as an online order with no sale', () => {
    const { channel: _channel, sale: _sale, ...older } = toOrderDoc(id, orderInput, now, 'K7M2QX');
    expect(toOrder(older)).toMatchObject({ channel: 'online', sale: null });
  });

  it('when an order has several status changes, then the history keeps their order, times and who made them; a change from before names nobody', () => {
    const later = new Date(now.getTime() + 60_000);
    const meena = { id: 'staff-meena', name: 'Meena' };
    const doc = {
      ...toOrderDoc(id, orderInput, now, 'K7M2QX'),
      status: 'collected' as const,
      statusHistory: [
        { status: 'placed' as const, at: now, by: null },
        { status: 'ready' as const, at: later },
        { status: 'collected' as const, at: later, by: meena },
      ],
    };
    expect(toOrder(doc).statusHistory).toEqual([
      { status: 'placed', at: now.toISOString(), by: null },
      { status: 'ready', at: later.toISOString(), by: null },
      { status: 'collected', at: later.toISOString(), by: meena },
    ]);
  });

  it('when an admin is stored, then the unique key is lowercased and stays out of the contract', () => {
    const doc = toAdminDoc(id, { username: 'Owner', displayName: 'Shop Owner', passwordHash: 'h' }, now);
    expect(doc.usernameKey).toBe('owner');
    expect(toAdmin(doc)).toEqual({
      _id: id,
      username: 'Owner',
      displayName: 'Shop Owner',
      passwordHash: 'h',
      createdAt: now.toISOString(),
    });
  });
});
