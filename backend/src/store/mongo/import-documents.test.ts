import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { asPaise, DEFAULT_TAX_SETTINGS } from '../../contract';
import type { SnapshotRecords } from '../snapshot';
import { BATCH_SIZE, inBatches, toMongoDocuments, toUpserts } from './import-documents';
import { toCustomer } from './customers';
import { toSupplier } from './suppliers';
import { toOrder } from './mapping';
import { createModels } from './models';

const bookId = 'b'.repeat(24);
const orderId = 'c'.repeat(24);
const adminId = 'd'.repeat(24);
const jobId = '9'.repeat(24);
const saleId = '8'.repeat(24);
const voidedId = '7'.repeat(24);
const returnId = '6'.repeat(24);
const closedDayId = '5'.repeat(24);
const openDayId = '4'.repeat(24);
const movementId = '3'.repeat(24);

const zReport = {
  date: '2025-04-02',
  openedAt: '2025-04-02T03:30:00.000Z',
  openedBy: { id: 'staff-meena', name: 'Meena' },
  float: 500,
  cashSales: 39.98,
  cashRefunds: 0,
  cashDues: 0,
  cashIn: 0,
  cashOut: 100,
  expectedCash: 439.98,
  byMethod: { cash: 39.98, upi: 0, card: 0, account: 0 },
  refunds: { cash: 0, upi: 0, card: 0, account: 0 },
  duesCollected: { cash: 0, upi: 0, card: 0, count: 0 },
  byChannel: { online: 0, counter: 39.98 },
  invoices: { from: null, to: null, count: 0, cancelled: 0 },
  byRate: [],
  movements: [
    {
      _id: movementId,
      type: 'out' as const,
      amount: 100,
      reason: 'Tea',
      at: '2025-04-02T04:00:00.000Z',
      by: { id: 'staff-ravi', name: 'Ravi' },
    },
  ],
  byCashier: [
    {
      cashier: { id: 'staff-meena', name: 'Meena' },
      sales: 2,
      amount: 39.98,
      refunds: 0,
      voids: 1,
      collections: 0,
      collected: 0,
    },
  ],
  countedCash: 430,
  difference: -9.98,
  note: null,
  closedAt: '2025-04-02T13:00:00.000Z',
  closedBy: { id: 'staff-ravi', name: 'Ravi' },
};

/** A walk-in sale as SQLite keeps it: no buyer, no address, its number in the India day's series. */
const counterSale = (id: string, number: number, voidedAt: string | null) => ({
  id,
  channel: 'counter' as const,
  customerUid: 'counter',
  email: '',
  emailVerified: false,
  verifiedPhone: null,
  locale: 'en' as const,
  name: '',
  phone: '',
  address: { street: '', city: '', state: '', country: '', zipcode: '' },
  lines: [{ bookId, title: 'Gel pens', pricePaise: 1999, coverImage: 'abc123.webp', quantity: 2 }],
  totalPaise: 3998,
  status: voidedAt ? ('cancelled' as const) : ('collected' as const),
  pickupCode: `K7M2Q${number}`,
  customerId: null,
  holdUntil: null,
  payment: { method: 'cash' as const, reference: null, at: '2025-04-02T05:00:00.000Z' },
  sale: {
    number,
    day: '2025-04-02',
    tenderedPaise: 5000,
    changePaise: 1002,
    cashier: { id: 'staff-meena', name: 'Meena' },
    priceApprovedBy: number === 1 ? { id: 'staff-ravi', name: 'Ravi' } : null,
    voided: voidedAt
      ? {
          reason: 'Rang up twice',
          at: voidedAt,
          by: { id: 'staff-meena', name: 'Meena' },
          approvedBy: { id: 'staff-ravi', name: 'Ravi' },
        }
      : null,
  },
  statusHistory: [
    {
      status: 'collected' as const,
      at: '2025-04-02T05:00:00.000Z',
      by: { id: 'staff-meena', name: 'Meena' },
    },
    ...(voidedAt
      ? [{ status: 'cancelled' as const, at: voidedAt, by: { id: 'staff-meena', name: 'Meena' } }]
      : []),
  ],
  createdAt: '2025-04-02T05:00:00.000Z',
  updatedAt: voidedAt ?? '2025-04-02T05:00:00.000Z',
});

/** A bill of one gel pen at 18% as SQLite keeps it. */
const billOf = (
  number: string,
  forOrder: string,
  extra: Partial<SnapshotRecords['invoices'][number]> = {},
) => ({
  number,
  series: number.slice(0, number.lastIndexOf('/') + 1),
  serial: Number(number.slice(number.lastIndexOf('/') + 1)),
  kind: 'tax-invoice' as const,
  title: 'Tax Invoice' as const,
  at: '2025-04-02T05:00:00.000Z',
  date: '2025-04-02',
  cancelled: false,
  orderId: forOrder,
  returnId: null,
  customerUid: 'counter',
  channel: 'counter' as const,
  paymentMethod: 'cash' as const,
  paymentParts: null,
  seller: {
    legalName: 'Saraswati Stationers',
    address: '12 MG Road',
    gstin: '27AAPFU0939F1ZV',
    gstMode: 'regular' as const,
  },
  buyer: {
    name: 'Kiran Traders',
    gstin: '29ABCDE1234F1ZW',
    address: '4 Residency Road, Bengaluru 560025',
    state: 'Karnataka',
    stateCode: '29',
  },
  lines: [
    {
      productId: bookId,
      title: 'Gel pens',
      quantity: 1,
      unit: 'PAC' as const,
      pricePaise: asPaise(1999),
      amountPaise: asPaise(1999),
      hsn: '9608',
      rate: 18 as const,
      taxablePaise: asPaise(1694),
      cgstPaise: asPaise(152),
      sgstPaise: asPaise(153),
    },
  ],
  totals: {
    amountPaise: asPaise(1999),
    taxablePaise: asPaise(1694),
    cgstPaise: asPaise(152),
    sgstPaise: asPaise(153),
  },
  original: null,
  ...extra,
});

// Records as any adapter's snapshot hands them over: integer paise, ISO strings.
const records: SnapshotRecords = {
  books: [
    {
      id: bookId,
      title: 'Gel pens',
      description: 'Pack of 10',
      category: 'penandpencil',
      trending: true,
      oldPricePaise: 2550,
      newPricePaise: 1999,
      coverImage: 'abc123.webp',
      unitsSold: 3,
      stock: 12,
      onHand: 15,
      committed: 3,
      sku: 'GEL-10',
      barcode: '8901234567890',
      author: null,
      publisher: 'Cello',
      language: 'English',
      hsn: '96082000',
      gstRate: 12,
      unit: 'PAC',
      createdAt: '2025-03-31T19:00:00.123Z',
      updatedAt: '2025-04-01T08:30:00.456Z',
    },
  ],
  orders: [
    {
      id: orderId,
      channel: 'online',
      sale: null,
      customerUid: 'uid-1',
      email: 'asha@example.in',
      emailVerified: true,
      verifiedPhone: '+919876543210',
      locale: 'hi',
      name: 'Asha',
      phone: '9876543210',
      address: { street: '14 Civil Lines', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [
        { bookId, title: 'Gel pens', pricePaise: 1999, coverImage: 'abc123.webp', quantity: 3 },
        { bookId: 'f'.repeat(24), title: 'Eraser', pricePaise: 500, coverImage: 'eraser.webp', quantity: 1 },
        {
          title: 'notes.pdf',
          pricePaise: 14486,
          coverImage: '',
          quantity: 1,
          printJob: {
            jobId,
            colour: 'colour',
            sides: 'double',
            copies: 2,
            range: '',
            binding: 'staple',
            fileName: 'notes.pdf',
            documentPages: 7,
            pages: 14,
            printedSides: 14,
            sheets: 8,
            printed: true,
          },
        },
      ],
      totalPaise: 16985,
      status: 'ready',
      pickupCode: 'K7M2QX',
      customerId: null,
      holdUntil: '2025-04-05T18:29:59.999Z',
      payment: null,
      statusHistory: [
        { status: 'placed', at: '2025-04-02T10:00:00.000Z', by: null },
        { status: 'ready', at: '2025-04-02T11:15:00.000Z', by: { id: 'staff-ravi', name: 'Ravi' } },
      ],
      createdAt: '2025-04-02T10:00:00.000Z',
      updatedAt: '2025-04-02T11:15:00.000Z',
    },
    counterSale(saleId, 1, null),
    counterSale(voidedId, 2, '2025-04-02T05:10:00.000Z'),
  ],
  returns: [
    {
      id: returnId,
      orderId: saleId,
      at: '2025-04-02T06:00:00.000Z',
      items: [{ productId: bookId, title: 'Gel pens', quantity: 1, pricePaise: 1999 }],
      refund: { method: 'upi', reference: 'UTR 9' },
      amountPaise: 1999,
      reason: 'Dried out',
      by: { id: 'staff-ravi', name: 'Ravi' },
      approvedBy: null,
    },
  ],
  drawerDays: [
    {
      id: closedDayId,
      date: '2025-04-02',
      openedAt: '2025-04-02T03:30:00.000Z',
      floatPaise: 50000,
      closedAt: '2025-04-02T13:00:00.000Z',
      countedPaise: 43000,
      report: zReport,
      openedBy: { id: 'staff-meena', name: 'Meena' },
    },
    {
      id: openDayId,
      date: '2025-04-03',
      openedAt: '2025-04-03T03:30:00.000Z',
      floatPaise: 43000,
      closedAt: null,
      countedPaise: null,
      report: null,
      openedBy: null,
    },
  ],
  cashMovements: [
    {
      id: movementId,
      dayId: closedDayId,
      at: '2025-04-02T04:00:00.000Z',
      type: 'out',
      amountPaise: 10000,
      reason: 'Tea',
      by: { id: 'staff-ravi', name: 'Ravi' },
    },
  ],
  invoices: [
    billOf('SB/25-26/00001', saleId),
    billOf('SB/25-26/00002', voidedId, { cancelled: true }),
    billOf('SB/CN25-26/00001', saleId, {
      kind: 'credit-note',
      at: '2025-04-02T06:00:00.000Z',
      returnId,
      paymentMethod: 'upi',
      paymentParts: null,
      original: { number: 'SB/25-26/00001', date: '2025-04-02' },
    }),
  ],
  invoiceSeries: [
    { series: 'SB/25-26/', last: 2 },
    { series: 'SB/CN25-26/', last: 1 },
  ],
  admins: [
    {
      id: adminId,
      username: 'Owner',
      displayName: 'Shop Owner',
      passwordHash: 'h$1',
      createdAt: '2025-03-30T12:00:00.000Z',
    },
  ],
  secrets: [{ name: 'owner-token-key', value: 'kept-with-the-shop', createdAt: '2025-03-30T12:00:01.000Z' }],
  notices: [
    {
      id: 'a'.repeat(24),
      orderId,
      kind: 'ready',
      recipient: 'asha@example.in',
      subject: 'Order K7M2QX is ready to collect',
      text: 'Hello Asha',
      state: 'pending',
      attempts: 2,
      lastError: 'connect ECONNREFUSED',
      createdAt: '2025-04-02T11:15:00.000Z',
      sentAt: null,
      nextAttemptAt: '2025-04-02T11:19:00.000Z',
      bookId: null,
      bookIds: [],
      phone: null,
    },
    {
      id: 'b'.repeat(24),
      orderId: null,
      bookId,
      bookIds: [bookId, 'e'.repeat(24)],
      phone: '+919876543210',
      kind: 'back-in-stock',
      recipient: 'ravi@example.in',
      subject: 'Gel pens are back',
      text: 'Hello',
      state: 'failed',
      attempts: 0,
      lastError: 'Not mailed',
      createdAt: '2025-04-03T10:00:00.000Z',
      sentAt: null,
      nextAttemptAt: null,
    },
  ],
  backInStockRequests: [
    {
      id: 'c'.repeat(24),
      bookId,
      customerUid: 'uid-2',
      email: 'meera@example.in',
      emailVerified: true,
      phone: null,
      phoneVerified: false,
      createdAt: '2025-04-02T12:00:00.000Z',
      notifiedAt: null,
    },
    {
      id: 'd'.repeat(24),
      bookId,
      customerUid: 'uid-3',
      email: 'ravi@example.in',
      emailVerified: false,
      phone: '+919876543210',
      phoneVerified: true,
      createdAt: '2025-04-01T12:00:00.000Z',
      notifiedAt: '2025-04-03T10:00:00.000Z',
    },
  ],
  settings: [
    {
      name: 'tax',
      value: { ...DEFAULT_TAX_SETTINGS, gstMode: 'regular', gstin: '27AAPFU0939F1ZV', legalName: 'Sharma' },
      updatedAt: '2025-04-01T09:00:00.000Z',
    },
  ],
  printRates: {
    bwSingle: 175,
    bwDouble: 120,
    colourSingle: 1005,
    colourDouble: 999,
    binding: { none: 0, staple: 250, spiral: 3510 },
  },
  printJobs: [
    {
      id: jobId,
      customerUid: 'uid-1',
      fileName: 'notes.pdf',
      pages: 7,
      bytes: 2048,
      createdAt: '2025-04-02T09:55:00.000Z',
      orderId,
      hasFile: true,
    },
  ],
  stockMovements: [
    {
      id: 'e'.repeat(24),
      bookId,
      at: '2025-04-02T10:00:00.000Z',
      change: -3,
      reason: 'order',
      stockAfter: 12,
      orderId,
      ownerId: null,
      by: null,
    },
    {
      id: '5'.repeat(24),
      bookId,
      at: '2025-04-02T05:00:00.000Z',
      change: -2,
      reason: 'counter_sale',
      stockAfter: 10,
      orderId: saleId,
      ownerId: null,
      by: { id: 'staff-meena', name: 'Meena' },
    },
    {
      id: '4'.repeat(24),
      bookId,
      at: '2025-04-02T06:00:00.000Z',
      change: 1,
      reason: 'return',
      stockAfter: 11,
      orderId: saleId,
      ownerId: null,
      by: { id: 'staff-ravi', name: 'Ravi' },
    },
  ],
  kits: [
    {
      id: 'e'.repeat(24),
      title: "Class 5, St. Xavier's 2026-27",
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      lines: [
        { productId: bookId, quantity: 9, optional: false },
        { productId: 'f'.repeat(24), quantity: 1, optional: true },
      ],
      pricing: { mode: 'fixed', pricePaise: 79950 },
      published: true,
      notes: 'Brown covers',
      expectedKits: null,
      createdAt: '2026-03-01T04:00:00.000Z',
      updatedAt: '2026-03-02T04:00:00.000Z',
    },
    {
      id: 'f'.repeat(24),
      title: 'Class 6',
      school: "St. Xavier's",
      className: 'Class 6',
      academicYear: '2026-27',
      lines: [{ productId: bookId, quantity: 2, optional: false }],
      pricing: { mode: 'percentOff', percent: 12.5 },
      published: false,
      notes: '',
      expectedKits: null,
      createdAt: '2026-03-01T05:00:00.000Z',
      updatedAt: '2026-03-01T05:00:00.000Z',
    },
  ],
  staff: [
    {
      id: '1'.repeat(24),
      name: 'Asha',
      role: 'cashier',
      active: true,
      lockedUntil: null,
      username: null,
      createdAt: '2026-03-01T04:00:00.000Z',
      pinHash: 'scrypt$a',
      passwordHash: null,
      wrongPins: 2,
      sessionVersion: 1,
      updatedAt: '2026-03-01T04:00:00.000Z',
    },
  ],
  auditLog: [
    {
      seq: 1,
      at: '2026-03-02T04:00:00.000Z',
      actor: { id: '1'.repeat(24), name: 'Asha', role: 'cashier' },
      action: 'sign-in',
      subject: '1'.repeat(24),
      details: {},
      prevHash: '0'.repeat(64),
      hash: 'a'.repeat(64),
    },
  ],
  counterDevices: [
    {
      id: '2'.repeat(24),
      name: 'Front till',
      keyHash: 'hash-1',
      createdAt: '2026-03-01T04:00:00.000Z',
      lastUsedAt: '2026-03-02T04:00:00.000Z',
      revokedAt: null,
    },
  ],
  accountEntries: [
    {
      id: '4'.repeat(24),
      customerId: '3'.repeat(24),
      kind: 'payment',
      amountPaise: asPaise(-150050),
      at: '2026-03-05T05:00:00.000Z',
      date: '2026-03-05',
      document: 'SB/RV25-26/00001',
      orderId: null,
      method: 'upi',
      reference: 'UTR123',
      note: 'March',
      advance: false,
      by: { id: 'staff-meena', name: 'Meena' },
    },
  ],
  customers: [
    {
      id: '3'.repeat(24),
      name: 'Sunrise School',
      phone: '+919876543210',
      gstin: '27AAAPL1234C1ZE',
      address: 'Station Road, Nagpur',
      state: 'Maharashtra',
      stateCode: '27',
      creditLimit: 20000.5,
      language: 'hi',
      notes: 'Pays on the 5th',
      remindedAt: '2026-03-04T04:00:00.000Z',
      createdAt: '2026-03-01T04:00:00.000Z',
      updatedAt: '2026-03-02T04:00:00.000Z',
    },
  ],
  suppliers: [
    {
      id: '5'.repeat(24),
      name: 'Navneet Distributors',
      gstin: '27AAACN1234F1ZX',
      address: 'Itwari, Nagpur',
      state: 'Maharashtra',
      stateCode: '27',
      phone: '+919822000111',
      paymentTermsDays: 30,
      createdAt: '2026-03-01T04:00:00.000Z',
      updatedAt: '2026-03-02T04:00:00.000Z',
    },
  ],
  purchases: [
    {
      id: '6'.repeat(24),
      supplier: { _id: '5'.repeat(24), name: 'Navneet', gstin: null, state: 'Maharashtra', stateCode: '27' },
      billNumber: 'NV/101',
      billKey: 'NV/101',
      billDate: '2026-03-03',
      financialYear: '25-26',
      interState: false,
      lines: [
        {
          ...{ productId: bookId, title: 'Gel pens', quantity: 10, unit: 'PAC', hsn: '9608', gstRate: 18 },
          ...{ unitCostPaise: 4000, taxablePaise: 40000, cgstPaise: 3600, sgstPaise: 3600, igstPaise: 0 },
          ...{ amountPaise: 47200, landedCostPaise: 4000, costBeforePaise: null, costAfterPaise: 4000 },
        },
      ],
      totals: {
        ...{ taxablePaise: 40000, cgstPaise: 3600, sgstPaise: 3600, igstPaise: 0, itcPaise: 7200 },
        ...{ otherChargesPaise: 0, roundOffPaise: 0, totalPaise: 47200 },
      },
      status: 'cancelled',
      purchaseOrderId: '8'.repeat(24),
      at: '2026-03-03T05:00:00.000Z',
      by: { id: 'staff-1', name: 'Meena' },
      cancelledAt: '2026-03-03T06:00:00.000Z',
      cancelledBy: null,
    },
  ],
  itemCosts: [
    { bookId, costPaise: 4000, lastSupplierId: '5'.repeat(24), reorderLevel: 10, reorderQuantity: 50 },
  ],
  purchaseOrders: [
    {
      id: '8'.repeat(24),
      number: 'SB/PO25-26/00001',
      financialYear: '25-26',
      supplier: { _id: '5'.repeat(24), name: 'Navneet', gstin: null, phone: '+919822000111' },
      date: '2026-03-01',
      lines: [
        {
          productId: bookId,
          title: 'Gel pens',
          unit: 'PAC',
          quantity: 12,
          unitCostPaise: 4000,
          receivedQuantity: 0,
        },
      ],
      note: 'Before the 10th',
      status: 'open',
      at: '2026-03-01T05:00:00.000Z',
      by: null,
      closedAt: null,
      closedBy: null,
    },
  ],
  supplierPayments: [
    {
      id: '7'.repeat(24),
      supplierId: '5'.repeat(24),
      amountPaise: 20000,
      method: 'bank',
      reference: 'UTR 88',
      date: '2026-03-10',
      at: '2026-03-10T05:00:00.000Z',
      by: null,
    },
  ],
};

describe('toMongoDocuments', () => {
  // Never opened: validation needs no server.
  const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
  const models = createModels(connection);
  afterAll(() => connection.close());

  it('when records are mapped, then documents keep the ids, paise and timestamps as Dates', () => {
    const docs = toMongoDocuments(records);
    expect(docs.books[0]).toMatchObject({ _id: bookId, newPricePaise: 1999, oldPricePaise: 2550 });
    expect(docs.books[0]!.createdAt).toEqual(new Date('2025-03-31T19:00:00.123Z'));
    expect(docs.admins[0]).toMatchObject({ _id: adminId, usernameKey: 'owner', passwordHash: 'h$1' });
    expect(docs.admins[0]!.createdAt).toBeInstanceOf(Date);
    expect(docs.secrets).toEqual([
      {
        _id: 'owner-token-key',
        value: 'kept-with-the-shop',
        createdAt: new Date('2025-03-30T12:00:01.000Z'),
      },
    ]);
    const order = docs.orders[0]!;
    expect(order).toMatchObject({ _id: orderId, totalPaise: 16985, status: 'ready' });
    // The number the customer signed in with and the language they ordered in move with the order.
    expect(order).toMatchObject({ verifiedPhone: '+919876543210', locale: 'hi' });
    expect(docs.orders[1]).toMatchObject({ verifiedPhone: null, locale: 'en' });
    expect(order.address.street).toBe('14 Civil Lines');
    expect(order.lines.map((line) => [line.pricePaise, line.quantity])).toEqual([
      [1999, 3],
      [500, 1],
      [14486, 1],
    ]);
    expect(order.lines[2]).not.toHaveProperty('bookId');
    expect(order.lines[2]!.printJob).toEqual(records.orders[0]!.lines[2]!.printJob);
    expect(docs.printRates).toEqual([{ _id: 'rates', ...records.printRates }]);
    expect(docs.printJobs).toEqual([
      {
        _id: jobId,
        customerUid: 'uid-1',
        fileName: 'notes.pdf',
        pages: 7,
        bytes: 2048,
        createdAt: new Date('2025-04-02T09:55:00.000Z'),
        orderId,
      },
    ]);
    expect(docs.books[0]).toMatchObject({
      stock: 12,
      onHand: 15,
      committed: 3,
      sku: 'GEL-10',
      barcode: '8901234567890',
    });
    expect(docs.books[0]).toMatchObject({ author: null, publisher: 'Cello', language: 'English' });
    expect(docs.books[0]!.searchWords).toContain('cello');
    expect(docs.books[0]).toMatchObject({ hsn: '96082000', gstRate: 12 });
    expect(docs.settings).toEqual([
      { _id: 'tax', value: records.settings[0]!.value, updatedAt: new Date('2025-04-01T09:00:00.000Z') },
    ]);
    // A waiting request keeps the key that allows one per customer and item; a notified one does not.
    expect(docs.backInStock).toEqual([
      expect.objectContaining({ _id: 'c'.repeat(24), waitingKey: `${bookId}:uid-2`, notifiedAt: null }),
      expect.objectContaining({
        _id: 'd'.repeat(24),
        phoneVerified: true,
        notifiedAt: new Date('2025-04-03T10:00:00.000Z'),
      }),
    ]);
    expect(docs.backInStock[1]).not.toHaveProperty('waitingKey');
    expect(docs.notices[1]).toMatchObject({
      orderId: null,
      bookId,
      bookIds: [bookId, 'e'.repeat(24)],
      phone: '+919876543210',
      kind: 'back-in-stock',
    });
    expect(order).toMatchObject({
      pickupCode: 'K7M2QX',
      customerId: null,
      holdUntil: new Date('2025-04-05T18:29:59.999Z'),
      payment: null,
    });
    expect(docs.notices[0]).toMatchObject({
      _id: 'a'.repeat(24),
      state: 'pending',
      attempts: 2,
      leaseUntil: null,
    });
    expect(docs.stockMovements[0]).toEqual({
      _id: 'e'.repeat(24),
      bookId,
      at: new Date('2025-04-02T10:00:00.000Z'),
      change: -3,
      reason: 'order',
      stockAfter: 12,
      orderId,
      ownerId: null,
      by: null,
    });
    expect(docs.stockMovements[1]!.by).toEqual({ id: 'staff-meena', name: 'Meena' });
    expect(docs.stockMovements.map((movement) => movement.reason)).toEqual([
      'order',
      'counter_sale',
      'return',
    ]);
    expect(order.statusHistory).toEqual([
      { status: 'placed', at: new Date('2025-04-02T10:00:00.000Z'), by: null },
      { status: 'ready', at: new Date('2025-04-02T11:15:00.000Z'), by: { id: 'staff-ravi', name: 'Ravi' } },
    ]);
    expect(order.updatedAt.toISOString()).toBe('2025-04-02T11:15:00.000Z');
    expect(order).toMatchObject({ channel: 'online', sale: null });
    expect(order).not.toHaveProperty('returned');
  });

  it('when counter sales, a void and a return are mapped, then each keeps its number, cash and refund, and each day its series', () => {
    const docs = toMongoDocuments(records);
    const [, sale, voided] = docs.orders;
    expect(sale).toMatchObject({
      _id: saleId,
      channel: 'counter',
      status: 'collected',
      payment: { method: 'cash', reference: null, at: new Date('2025-04-02T05:00:00.000Z') },
      sale: {
        number: 1,
        day: '2025-04-02',
        tenderedPaise: 5000,
        changePaise: 1002,
        cashier: { id: 'staff-meena', name: 'Meena' },
        priceApprovedBy: { id: 'staff-ravi', name: 'Ravi' },
        voided: null,
      },
      statusHistory: [
        {
          status: 'collected',
          at: new Date('2025-04-02T05:00:00.000Z'),
          by: { id: 'staff-meena', name: 'Meena' },
        },
      ],
      // The units handed back so far: a void or another return is checked against them.
      returned: { [bookId]: 1 },
    });
    expect(voided!.sale!.voided).toEqual({
      reason: 'Rang up twice',
      at: new Date('2025-04-02T05:10:00.000Z'),
      by: { id: 'staff-meena', name: 'Meena' },
      approvedBy: { id: 'staff-ravi', name: 'Ravi' },
    });
    expect(voided!.sale!.priceApprovedBy).toBeNull();
    expect(voided!.statusHistory.map((change) => change.by)).toEqual([
      { id: 'staff-meena', name: 'Meena' },
      { id: 'staff-meena', name: 'Meena' },
    ]);
    expect(voided).not.toHaveProperty('returned');
    expect(docs.returns).toEqual([
      {
        creditNote: { number: 'SB/CN25-26/00001' },
        _id: returnId,
        orderId: saleId,
        at: new Date('2025-04-02T06:00:00.000Z'),
        items: [{ productId: bookId, title: 'Gel pens', quantity: 1, pricePaise: 1999 }],
        refund: { method: 'upi', reference: 'UTR 9' },
        amountPaise: 1999,
        reason: 'Dried out',
        by: { id: 'staff-ravi', name: 'Ravi' },
        approvedBy: null,
      },
    ]);
    // The series goes on after the highest number, the voided sale's included.
    expect(docs.counterDays).toEqual([{ _id: '2025-04-02', last: 2 }]);
  });

  it('when records of a snapshot from before days, status changes and prices named anyone are mapped, then each names nobody', () => {
    const older = structuredClone(records);
    for (const order of older.orders) {
      for (const change of order.statusHistory) delete (change as Partial<typeof change>).by;
      if (order.sale) delete (order.sale as Partial<typeof order.sale>).priceApprovedBy;
    }
    for (const day of older.drawerDays) delete (day as Partial<typeof day>).openedBy;
    const docs = toMongoDocuments(older);
    expect(new Set(docs.orders.flatMap((order) => order.statusHistory.map((change) => change.by)))).toEqual(
      new Set([null]),
    );
    expect(docs.drawerDays.map((day) => day.openedBy)).toEqual([null, null]);
    expect(docs.orders.map((order) => order.sale?.priceApprovedBy)).toEqual([undefined, null, null]);
  });

  it('when drawer days and cash movements are mapped, then the Z report is kept and only the open day holds the open key', () => {
    const docs = toMongoDocuments(records);
    expect(docs.drawerDays).toEqual([
      {
        _id: closedDayId,
        date: '2025-04-02',
        openedAt: new Date('2025-04-02T03:30:00.000Z'),
        floatPaise: 50000,
        closedAt: new Date('2025-04-02T13:00:00.000Z'),
        countedPaise: 43000,
        report: zReport,
        openedBy: { id: 'staff-meena', name: 'Meena' },
      },
      {
        _id: openDayId,
        date: '2025-04-03',
        openedAt: new Date('2025-04-03T03:30:00.000Z'),
        floatPaise: 43000,
        closedAt: null,
        countedPaise: null,
        report: null,
        openedBy: null,
        openKey: 'open',
      },
    ]);
    expect(docs.cashMovements).toEqual([
      {
        _id: movementId,
        dayId: closedDayId,
        at: new Date('2025-04-02T04:00:00.000Z'),
        type: 'out',
        amountPaise: 10000,
        reason: 'Tea',
        by: { id: 'staff-ravi', name: 'Ravi' },
      },
    ]);
  });

  it('when bills and a credit note are mapped, then each is kept by its number, and the orders and the return carry theirs', () => {
    const docs = toMongoDocuments(records);
    const [online, sale, voided] = docs.orders;
    expect(online).not.toHaveProperty('invoice');
    expect(sale!.invoice).toEqual({
      number: 'SB/25-26/00001',
      date: '2025-04-02',
      kind: 'tax-invoice',
      title: 'Tax Invoice',
      cancelled: false,
    });
    expect(voided!.invoice).toMatchObject({ number: 'SB/25-26/00002', cancelled: true });
    expect(docs.returns[0]!.creditNote).toEqual({ number: 'SB/CN25-26/00001' });
    const { number: _number, ...kept } = records.invoices[2]!;
    expect(docs.invoices[2]).toEqual({
      ...kept,
      _id: 'SB/CN25-26/00001',
      at: new Date('2025-04-02T06:00:00.000Z'),
    });
    expect(docs.invoiceSeries).toEqual([
      { _id: 'SB/25-26/', last: 2 },
      { _id: 'SB/CN25-26/', last: 1 },
    ]);
  });

  it('when school kits are mapped, then each keeps its id, lines in order, pricing in paise and times, with its folded key', () => {
    const [five, six] = toMongoDocuments(records).kits;
    expect(five).toEqual({
      _id: 'e'.repeat(24),
      title: "Class 5, St. Xavier's 2026-27",
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      schoolKey: "st. xavier's",
      classKey: 'class 5',
      lines: records.kits[0]!.lines,
      pricing: { mode: 'fixed', pricePaise: 79950 },
      published: true,
      notes: 'Brown covers',
      expectedKits: null,
      createdAt: new Date('2026-03-01T04:00:00.000Z'),
      updatedAt: new Date('2026-03-02T04:00:00.000Z'),
    });
    expect(six).toMatchObject({ pricing: { mode: 'percentOff', percent: 12.5 }, published: false });
  });

  it('when the documents are given to the mongoose models, then every one validates', async () => {
    const docs = toMongoDocuments(records);
    const all = [
      ...docs.books.map((doc) => new models.Book(doc)),
      ...docs.admins.map((doc) => new models.Admin(doc)),
      ...docs.orders.map((doc) => new models.Order(doc)),
      ...docs.secrets.map((doc) => new models.Secret(doc)),
      ...docs.stockMovements.map((doc) => new models.StockMovement(doc)),
      ...docs.notices.map((doc) => new models.Notice(doc)),
      ...docs.printRates.map((doc) => new models.PrintRates(doc)),
      ...docs.printJobs.map((doc) => new models.PrintJob(doc)),
      ...docs.backInStock.map((doc) => new models.BackInStock(doc)),
      ...docs.returns.map((doc) => new models.Return(doc)),
      ...docs.counterDays.map((doc) => new models.CounterDay(doc)),
      ...docs.drawerDays.map((doc) => new models.DrawerDay(doc)),
      ...docs.cashMovements.map((doc) => new models.CashMovement(doc)),
      ...docs.invoices.map((doc) => new models.Invoice(doc)),
      ...docs.invoiceSeries.map((doc) => new models.InvoiceSeries(doc)),
      ...docs.settings.map((doc) => new models.Setting(doc)),
      ...docs.kits.map((doc) => new models.Kit(doc)),
      ...docs.staff.map((doc) => new models.Staff(doc)),
      ...docs.counterDevices.map((doc) => new models.CounterDevice(doc)),
      ...docs.auditLog.map((doc) => new models.AuditEntry(doc)),
      ...docs.customers.map((doc) => new models.Customer(doc)),
    ];
    expect(all).toHaveLength(32);
    for (const doc of all) await expect(doc.validate()).resolves.toBeUndefined();
  });

  it('when an order line is neither a book nor a print job, then the order model refuses it', async () => {
    const [order] = toMongoDocuments(records).orders;
    const { bookId: _bookId, ...nothing } = order!.lines[0]!;
    const doc = new models.Order({ ...order, lines: [nothing] });
    await expect(doc.validate()).rejects.toThrow(/bookId/);
  });

  it('when an order line came from a school kit, then its kit comes over, the order model takes it and it reads back', async () => {
    const kit = {
      _id: 'e'.repeat(24),
      title: "Class 5, St. Xavier's 2026-27",
      school: "St. Xavier's",
      className: 'Class 5',
      kits: 2,
      group: 0,
    };
    const [order] = records.orders!;
    const withKit = { ...order!, lines: [{ ...order!.lines[0]!, kit }, order!.lines[1]!] };
    const [doc] = toMongoDocuments({ orders: [withKit] }).orders;
    expect(doc!.lines.map((line) => line.kit)).toEqual([kit, undefined]);
    await expect(new models.Order(doc).validate()).resolves.toBeUndefined();
    const lines = toOrder(doc!).lines;
    expect(lines[0]).toEqual({
      bookId,
      title: 'Gel pens',
      price: 19.99,
      coverImage: 'abc123.webp',
      quantity: 3,
      kit,
    });
    expect(lines[1]).not.toHaveProperty('kit');
    const broken = { ...doc!, lines: [{ ...doc!.lines[0]!, kit: { ...kit, kits: 0 } }] };
    await expect(new models.Order(broken).validate()).rejects.toThrow(/kits/);
  });

  it('when customers are mapped, then each keeps its id, its credit limit in paise and reads back as it was', () => {
    const docs = toMongoDocuments(records);
    expect(docs.customers[0]).toMatchObject({
      _id: '3'.repeat(24),
      creditLimitPaise: 2000050,
      language: 'hi',
    });
    const { id, ...customer } = records.customers[0]!;
    expect(toCustomer(docs.customers[0]!)).toEqual({ _id: id, ...customer });
    expect(toMongoDocuments({}).customers).toEqual([]);
  });

  it('when suppliers are mapped, then each keeps its id, validates and reads back as it was', async () => {
    const docs = toMongoDocuments(records);
    const { id, ...supplier } = records.suppliers[0]!;
    expect(docs.suppliers[0]!._id).toBe(id);
    await expect(new models.Supplier(docs.suppliers[0]).validate()).resolves.toBeUndefined();
    expect(toSupplier(docs.suppliers[0]!)).toEqual({ _id: id, ...supplier });
    expect(toMongoDocuments({}).suppliers).toEqual([]);
  });

  it('when purchases and item costs are mapped, then the bill keeps its paise and moments and validates, and the item its cost', async () => {
    const docs = toMongoDocuments(records);
    const [purchase] = docs.purchases;
    expect(purchase).toMatchObject({
      _id: '6'.repeat(24),
      at: new Date('2026-03-03T05:00:00.000Z'),
      cancelledAt: new Date('2026-03-03T06:00:00.000Z'),
      totals: { itcPaise: 7200 },
    });
    await expect(new models.Purchase(purchase).validate()).resolves.toBeUndefined();
    expect(purchase!.purchaseOrderId).toBe('8'.repeat(24));
    const [order] = docs.purchaseOrders;
    expect(order).toMatchObject({ _id: '8'.repeat(24), number: 'SB/PO25-26/00001', closedAt: null });
    expect(order!.at).toEqual(new Date('2026-03-01T05:00:00.000Z'));
    await expect(new models.PurchaseOrder(order).validate()).resolves.toBeUndefined();
    expect(docs.books[0]).toMatchObject({
      costPaise: 4000,
      lastSupplierId: '5'.repeat(24),
      reorderLevel: 10,
      reorderQuantity: 50,
    });
    await expect(new models.Book(docs.books[0]).validate()).resolves.toBeUndefined();
    expect(toMongoDocuments({}).purchases).toEqual([]);
    const [payment] = docs.supplierPayments;
    expect(payment).toMatchObject({
      _id: '7'.repeat(24),
      amountPaise: 20000,
      at: new Date('2026-03-10T05:00:00.000Z'),
    });
    await expect(new models.SupplierPayment(payment).validate()).resolves.toBeUndefined();
  });

  it('when account entries are mapped, then each keeps its id, its paise and its moment, and validates', async () => {
    const docs = toMongoDocuments(records);
    const [entry] = docs.accountEntries;
    expect(entry).toMatchObject({
      _id: '4'.repeat(24),
      customerId: '3'.repeat(24),
      amountPaise: -150050,
      at: new Date('2026-03-05T05:00:00.000Z'),
      document: 'SB/RV25-26/00001',
    });
    await expect(new models.AccountEntry(entry).validate()).resolves.toBeUndefined();
    expect(toMongoDocuments({}).accountEntries).toEqual([]);
  });

  it('when a timestamp is not a date, then mapping fails and names the row', () => {
    const books = [{ ...records.books[0]!, updatedAt: 'yesterday' }];
    expect(() => toMongoDocuments({ books })).toThrow(`book ${bookId} updatedAt`);
  });
});

describe('toUpserts and inBatches', () => {
  it('when documents become writes, then each replaces by _id with upsert in batches of at most 500', () => {
    const docs = Array.from({ length: BATCH_SIZE * 2 + 1 }, (_, index) => ({ _id: String(index) }));
    const batches = [...inBatches(toUpserts(docs))];
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 1]);
    expect(batches[2]![0]).toEqual({
      replaceOne: { filter: { _id: '1000' }, replacement: { _id: '1000' }, upsert: true },
    });
  });
});
