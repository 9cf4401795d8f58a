import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, toPaise, type TaxSettings } from '../../contract';
import type { AdminUser, Book, Order } from '../store';
import { migrate, schemaVersion } from './migrations';
import { readSqliteSnapshot, type SqliteSnapshot } from './snapshot';
import { billDraftOf, TEST_CREDIT_NOTE_ISSUE } from '../../../test/bill-drafts';
import { createSqliteStore } from './sqlite-store';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const REGULAR_TAX: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  gstMode: 'regular',
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Sharma Book Depot',
  invoicePrefix: 'SBD',
};
const cover = { name: 'abc123.webp', contentType: 'image/webp', bytes: Buffer.from([1, 2, 3, 254]) };

let dir: string;
const tempFile = () => path.join(fs.mkdtempSync(path.join(dir, 'case-')), 'shop.db');

interface Shop {
  file: string;
  book: Book;
  admin: AdminUser;
  order: Order;
}

async function placeReadyOrder(store: ReturnType<typeof createSqliteStore>, book: Book): Promise<Order> {
  const created = await store.orders.create({
    customerUid: 'uid-1',
    email: 'asha@example.in',
    verifiedPhone: '+919876543210',
    locale: 'hi',
    name: 'Asha',
    phone: '9876543210',
    address: { street: '14 Civil Lines', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
    lines: [
      {
        bookId: book._id,
        title: 'Gel pens',
        unitPricePaise: toPaise(19.99),
        coverImage: cover.name,
        quantity: 2,
      },
      {
        bookId: 'f'.repeat(24),
        title: 'Eraser',
        unitPricePaise: toPaise(5),
        coverImage: 'eraser.webp',
        quantity: 1,
      },
    ],
    totalPaise: toPaise(44.98),
  });
  if (created.outcome !== 'created') throw new Error('order was not created');
  const moved = await store.orders.changeStatus(
    created.order._id,
    'placed',
    'ready',
    { holdUntil: '2026-03-04T18:29:59.999Z', by: { id: 'staff-meena', name: 'Meena' } },
    (order) => ({
      kind: 'ready',
      recipient: order.email,
      subject: 'Ready',
      text: `Code ${order.pickupCode}`,
    }),
  );
  if (moved.outcome !== 'changed') throw new Error('order was not moved to ready');
  return moved.order;
}

async function createShop(file: string): Promise<Shop> {
  const store = createSqliteStore({ path: file });
  try {
    const book = await store.books.create({
      title: 'Gel pens',
      description: 'Pack of 10',
      category: 'penandpencil',
      trending: true,
      oldPrice: 25.5,
      newPrice: 19.99,
      coverImage: cover.name,
      stock: 12,
      sku: 'GEL-10',
      barcode: '8901234567890',
      publisher: 'Cello',
      language: 'English',
      hsn: '96082000',
      gstRate: 12,
      unit: 'PAC',
    });
    await store.taxSettings.put(REGULAR_TAX);
    const admin = await store.admins.create({
      username: 'Owner',
      displayName: 'Shop Owner',
      passwordHash: 'h$1',
    });
    await store.images.put(cover);
    await store.secrets.getOrCreate('owner-token-key', () => 'kept-with-the-shop');
    await store.backInStock.request(
      {
        bookId: book._id,
        customerUid: 'uid-meera',
        email: 'meera@example.in',
        emailVerified: false,
        phone: '+919876543210',
        phoneVerified: true,
      },
      3,
    );
    return { file, book, admin, order: await placeReadyOrder(store, book) };
  } finally {
    await store.close();
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-snapshot-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readSqliteSnapshot', () => {
  let shop: Shop;
  let snapshot: SqliteSnapshot;
  beforeAll(async () => {
    shop = await createShop(tempFile());
    snapshot = readSqliteSnapshot(shop.file);
  });
  afterAll(() => snapshot.close());

  it('when a book was stored, then its id, exact paise and ISO timestamps come back', () => {
    expect(snapshot.books).toEqual([
      {
        id: shop.book._id,
        title: 'Gel pens',
        description: 'Pack of 10',
        category: 'penandpencil',
        trending: true,
        oldPricePaise: 2550,
        newPricePaise: 1999,
        coverImage: cover.name,
        unitsSold: 0,
        // The open order holds 2 of the 12 on the shelf.
        stock: 10,
        onHand: 12,
        committed: 2,
        sku: 'GEL-10',
        barcode: '8901234567890',
        author: null,
        publisher: 'Cello',
        language: 'English',
        hsn: '96082000',
        gstRate: 12,
        unit: 'PAC',
        createdAt: shop.book.createdAt,
        updatedAt: shop.book.updatedAt,
      },
    ]);
    expect(snapshot.books[0]!.createdAt).toMatch(ISO);
  });

  it('when the owner saved the GST settings, then the snapshot carries them as saved', () => {
    expect(snapshot.settings).toEqual([
      { name: 'tax', value: REGULAR_TAX, updatedAt: expect.stringMatching(ISO) },
    ]);
  });

  it('when an order has a pickup code, a hold and a notice, then the snapshot carries them', () => {
    expect(snapshot.orders[0]).toMatchObject({
      verifiedPhone: '+919876543210',
      locale: 'hi',
      channel: 'online',
      sale: null,
      pickupCode: shop.order.pickupCode,
      holdUntil: '2026-03-04T18:29:59.999Z',
      payment: null,
    });
    expect(snapshot.notices).toEqual([
      expect.objectContaining({
        orderId: shop.order._id,
        kind: 'ready',
        recipient: 'asha@example.in',
        state: 'pending',
      }),
    ]);
  });

  it('when a customer waits for an item, then the snapshot carries the request', () => {
    expect(snapshot.backInStockRequests).toEqual([
      {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        bookId: shop.book._id,
        customerUid: 'uid-meera',
        email: 'meera@example.in',
        emailVerified: false,
        phone: '+919876543210',
        phoneVerified: true,
        createdAt: expect.stringMatching(ISO),
        notifiedAt: null,
      },
    ]);
    expect(snapshot.notices[0]).toMatchObject({ bookId: null, bookIds: [], phone: null });
  });

  it('when stock moved, then every movement comes, oldest first, with its order', () => {
    expect(
      snapshot.stockMovements.map(({ change, reason, stockAfter, orderId }) => [
        change,
        reason,
        stockAfter,
        orderId,
      ]),
    ).toEqual([
      [12, 'correction', 12, null],
      [-2, 'order', 10, shop.order._id],
    ]);
    expect(snapshot.orders[0]!.lines.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('when an order has two lines and moved placed→ready, then lines, history and street keep their order', () => {
    const [order] = snapshot.orders;
    expect(snapshot.orders).toHaveLength(1);
    expect(order).toMatchObject({
      id: shop.order._id,
      customerUid: 'uid-1',
      totalPaise: 4498,
      status: 'ready',
      address: { street: '14 Civil Lines', city: 'Nagpur', zipcode: '440001' },
      createdAt: shop.order.createdAt,
      updatedAt: shop.order.updatedAt,
    });
    expect(order!.lines.map((line) => [line.title, line.pricePaise])).toEqual([
      ['Gel pens', 1999],
      ['Eraser', 500],
    ]);
    expect(order!.statusHistory).toEqual(shop.order.statusHistory);
    expect(order!.statusHistory.map(({ status, by }) => [status, by])).toEqual([
      ['placed', null],
      ['ready', { id: 'staff-meena', name: 'Meena' }],
    ]);
    expect(order!.updatedAt).toMatch(ISO);
  });

  it('when an admin and a secret were stored, then the password hash, secret and creation times are kept', () => {
    expect(snapshot.admins).toEqual([
      {
        id: shop.admin._id,
        username: 'Owner',
        displayName: 'Shop Owner',
        passwordHash: 'h$1',
        createdAt: shop.admin.createdAt,
      },
    ]);
    expect(snapshot.secrets).toEqual([
      { name: 'owner-token-key', value: 'kept-with-the-shop', createdAt: expect.stringMatching(ISO) },
    ]);
  });

  it('when images are read, then names are listed up front and bytes arrive one image per step', () => {
    expect(snapshot.imageNames).toEqual([cover.name]);
    const images = snapshot.images();
    expect(images.next().value).toEqual(cover);
    expect(images.next().done).toBe(true);
  });

  it('when the shop took print orders, then the rate card, the jobs, their files and the print lines in place come', async () => {
    const file = tempFile();
    const store = createSqliteStore({ path: file });
    const pdf = Buffer.from('%PDF-1.7 seven pages %%EOF');
    const rates = {
      bwSingle: 1.75,
      bwDouble: 1.2,
      colourSingle: 10.05,
      colourDouble: 9.99,
      binding: { none: 0, staple: 2.5, spiral: 35.1 },
    };
    const quota = { waitingFilesMax: 5, bytesMax: 10_000 };
    const job = (fileName: string) =>
      store.print.createJob({ customerUid: 'uid-1', fileName, pages: 7, data: pdf }, quota, new Date());
    let orderedId = '';
    try {
      await store.print.setRates(rates);
      const ordered = await job('notes.pdf');
      const waiting = await job('later.pdf');
      if (ordered.outcome !== 'created' || waiting.outcome !== 'created') throw new Error('not stored');
      orderedId = ordered.job._id;
      const printJob = {
        jobId: orderedId,
        colour: 'colour' as const,
        sides: 'double' as const,
        copies: 2,
        range: '1-5',
        binding: 'staple' as const,
        fileName: 'notes.pdf',
        documentPages: 7,
        pages: 10,
        printedSides: 10,
        sheets: 6,
        printed: true,
      };
      await store.orders.create({
        customerUid: 'uid-1',
        email: 'asha@example.in',
        name: 'Asha',
        phone: '9876543210',
        address: { street: '1 MG Road', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
        lines: [
          {
            bookId: 'a'.repeat(24),
            title: 'Pen',
            unitPricePaise: toPaise(10),
            coverImage: 'pen.webp',
            quantity: 1,
          },
          { printJob, title: 'notes.pdf', unitPricePaise: toPaise(104.9), coverImage: '', quantity: 1 },
          {
            bookId: 'b'.repeat(24),
            title: 'Glue',
            unitPricePaise: toPaise(20),
            coverImage: 'glue.webp',
            quantity: 2,
          },
        ],
        totalPaise: toPaise(154.9),
      });
    } finally {
      await store.close();
    }
    const copy = readSqliteSnapshot(file);
    try {
      expect(copy.printRates).toEqual({
        bwSingle: 175,
        bwDouble: 120,
        colourSingle: 1005,
        colourDouble: 999,
        binding: { none: 0, staple: 250, spiral: 3510 },
      });
      expect(copy.printJobs.map((entry) => [entry.fileName, entry.orderId !== null, entry.hasFile])).toEqual([
        ['notes.pdf', true, true],
        ['later.pdf', false, true],
      ]);
      const lines = copy.orders.at(-1)!.lines;
      expect(lines.map((line) => line.title)).toEqual(['Pen', 'notes.pdf', 'Glue']);
      expect(lines[1]).toMatchObject({
        pricePaise: 10490,
        quantity: 1,
        printJob: { jobId: orderedId, sheets: 6 },
      });
      expect(lines[1]).not.toHaveProperty('bookId');
      const files = [...copy.printFiles()];
      expect(files.map((entry) => Buffer.compare(entry.bytes, pdf))).toEqual([0, 0]);
      expect(files[0]!.jobId).toBe(orderedId);
    } finally {
      copy.close();
    }
  });

  it('when the shop sold at the counter, voided a sale and took a return, then the snapshot carries the channel, the numbers, the cash, who did each, the void and the return with its lines', async () => {
    const meena = { id: 'staff-meena', name: 'Meena' };
    const asha = { id: 'staff-asha', name: 'Asha' };
    const file = tempFile();
    const store = createSqliteStore({ path: file });
    let saleId = '';
    let voidedId = '';
    try {
      const pens = await store.books.create({
        title: 'Gel pens',
        description: 'Pack of 10',
        category: 'penandpencil',
        trending: false,
        oldPrice: 25.5,
        newPrice: 19.99,
        coverImage: cover.name,
        stock: 12,
        sku: null,
      });
      const sell = async (quantity: number, tendered: number | null, priceApprovedBy?: typeof asha) => {
        const price = pens.newPrice;
        const made = await store.sales.createSale({
          ownerId: 'owner-1',
          cashier: meena,
          ...(priceApprovedBy ? { priceApprovedBy } : {}),
          name: 'Ravi',
          phone: '',
          lines: [
            {
              bookId: pens._id,
              title: pens.title,
              unitPricePaise: toPaise(price),
              coverImage: cover.name,
              quantity,
            },
          ],
          totalPaise: toPaise(price * quantity),
          payment: {
            method: 'cash',
            reference: null,
            tenderedPaise: tendered === null ? null : toPaise(tendered),
            changePaise: tendered === null ? null : toPaise(tendered - price * quantity),
          },
        });
        if (made.outcome !== 'created') throw new Error(made.outcome);
        return made.sale._id;
      };
      saleId = await sell(3, 100, asha);
      voidedId = await sell(1, null);
      await store.sales.voidSale(voidedId, 'Rang up twice', { by: meena, approvedBy: asha });
      await store.sales.createReturn({
        orderId: saleId,
        items: [{ bookId: pens._id, quantity: 2 }],
        refund: { method: 'upi', reference: 'UTR 9' },
        reason: 'Dried out',
        by: asha,
      });
    } finally {
      await store.close();
    }
    const copy = readSqliteSnapshot(file);
    copy.close();
    const [sale, voided] = copy.orders;
    expect(sale).toMatchObject({
      id: saleId,
      channel: 'counter',
      status: 'collected',
      name: 'Ravi',
      totalPaise: 5997,
      payment: { method: 'cash', reference: null },
      sale: {
        number: 1,
        tenderedPaise: 10000,
        changePaise: 4003,
        cashier: meena,
        priceApprovedBy: asha,
        voided: null,
      },
    });
    expect(sale!.statusHistory.map(({ status, by }) => [status, by])).toEqual([['collected', meena]]);
    expect(sale!.sale!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(voided).toMatchObject({
      id: voidedId,
      status: 'cancelled',
      sale: {
        number: 2,
        tenderedPaise: null,
        changePaise: null,
        priceApprovedBy: null,
        voided: { reason: 'Rang up twice', by: meena, approvedBy: asha },
      },
    });
    expect(voided!.statusHistory.map(({ status, by }) => [status, by])).toEqual([
      ['collected', meena],
      ['cancelled', meena],
    ]);
    expect(voided!.sale!.voided!.at).toMatch(ISO);
    expect(copy.returns).toEqual([
      {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        orderId: saleId,
        at: expect.stringMatching(ISO),
        items: [{ productId: copy.books[0]!.id, title: 'Gel pens', quantity: 2, pricePaise: 1999 }],
        refund: { method: 'upi', reference: 'UTR 9' },
        amountPaise: 3998,
        reason: 'Dried out',
        by: asha,
        approvedBy: null,
      },
    ]);
    expect(copy.stockMovements.map(({ reason, change }) => [reason, change])).toEqual([
      ['correction', 12],
      ['counter_sale', -3],
      ['counter_sale', -1],
      ['void', 1],
      ['return', 2],
    ]);
    expect(copy.stockMovements.map(({ by }) => by)).toEqual([null, meena, meena, meena, asha]);
  });

  it('when the snapshot is taken, then the file is left unchanged', () => {
    const before = fs.readFileSync(shop.file);
    readSqliteSnapshot(shop.file).close();
    expect(fs.readFileSync(shop.file).equals(before)).toBe(true);
  });

  it('when the shop billed sales, voided one and credited a return, then the snapshot carries every bill with its lines and each series', async () => {
    const file = tempFile();
    const store = createSqliteStore({ path: file });
    let numbers: string[] = [];
    try {
      const pens = await store.books.create({
        title: 'Gel pens',
        description: 'Pack of 10',
        category: 'penandpencil',
        trending: false,
        oldPrice: 25.5,
        newPrice: 19.99,
        coverImage: cover.name,
        stock: 12,
        sku: null,
      });
      const line = {
        bookId: pens._id,
        title: pens.title,
        unitPricePaise: toPaise(19.99),
        coverImage: cover.name,
        quantity: 2,
      };
      const sell = async () => {
        const made = await store.sales.createSale(
          {
            ownerId: 'owner-1',
            name: '',
            phone: '',
            lines: [line],
            totalPaise: toPaise(39.98),
            payment: { method: 'upi', reference: 'UTR 1', tenderedPaise: null, changePaise: null },
          },
          undefined,
          billDraftOf([line]),
        );
        if (made.outcome !== 'created') throw new Error(made.outcome);
        return made.sale;
      };
      const kept = await sell();
      const voided = await sell();
      await store.sales.voidSale(voided._id, 'Rang up twice');
      const returned = await store.sales.createReturn({
        orderId: kept._id,
        items: [{ bookId: pens._id, quantity: 1 }],
        refund: { method: 'cash', reference: null },
        reason: 'Dried out',
        creditNote: TEST_CREDIT_NOTE_ISSUE,
      });
      if (returned.outcome !== 'created') throw new Error(returned.outcome);
      numbers = [kept.invoice!.number, voided.invoice!.number, returned.record.creditNote!.number];
    } finally {
      await store.close();
    }
    const copy = readSqliteSnapshot(file);
    copy.close();
    expect(copy.invoices.map((bill) => [bill.number, bill.kind, bill.cancelled])).toEqual([
      [numbers[0], 'tax-invoice', false],
      [numbers[1], 'tax-invoice', true],
      [numbers[2], 'credit-note', false],
    ]);
    expect(copy.invoices[0]!.buyer).toEqual({
      name: 'Ravi',
      gstin: null,
      address: '12 Civil Lines, Nagpur 440001',
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect(copy.invoices[2]).toMatchObject({
      returnId: expect.stringMatching(/^[a-f0-9]{24}$/),
      original: { number: numbers[0] },
      lines: [
        {
          quantity: 1,
          unit: 'PAC',
          pricePaise: 1999,
          amountPaise: 1999,
          hsn: '9608',
          rate: 18,
          taxablePaise: 1695,
        },
      ],
      totals: { amountPaise: 1999, taxablePaise: 1695, cgstPaise: 152, sgstPaise: 152 },
    });
    expect(copy.invoiceSeries).toEqual([
      { series: numbers[0]!.slice(0, -5), last: 2 },
      { series: numbers[2]!.slice(0, -5), last: 1 },
    ]);
  });
});

describe('readSqliteSnapshot refusals and older files', () => {
  let file: string;
  afterEach(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));

  it('when the schema is newer than this build knows, then it refuses to read', async () => {
    file = (await createShop(tempFile())).file;
    const db = new Database(file);
    db.pragma(`user_version = ${schemaVersion + 1}`);
    db.close();
    expect(() => readSqliteSnapshot(file)).toThrow(/newer than this build knows/);
  });

  it('when the file does not exist, then it refuses instead of creating one', () => {
    file = path.join(dir, 'missing', 'shop.db');
    expect(() => readSqliteSnapshot(file)).toThrow(/Cannot read the SQLite shop at .*missing/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('when the file predates the street column and secrets, then orders read with an empty street and no secrets', async () => {
    file = (await createShop(tempFile())).file;
    const db = new Database(file);
    db.exec('ALTER TABLE orders DROP COLUMN street');
    db.pragma('user_version = 1');
    db.close();
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.orders[0]!.address.street).toBe('');
    expect(snapshot.secrets).toEqual([]);
  });

  it('when the file has units on hand but predates the verified e-mail (v16), then it reads and its orders count as unverified', async () => {
    file = (await createShop(tempFile())).file;
    const db = new Database(file);
    db.exec('ALTER TABLE orders DROP COLUMN email_verified');
    db.pragma('user_version = 16');
    db.close();
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.orders[0]!.emailVerified).toBe(false);
    expect(snapshot.books[0]!.onHand).not.toBeUndefined();
    expect(snapshot.backInStockRequests).toEqual([]);
    expect(snapshot.notices[0]).toMatchObject({ bookId: null, phone: null });
    // A file from before a book's details (v19) has none.
    expect(snapshot.books[0]).toMatchObject({ author: null, publisher: null, language: null });
    // Nor one from before barcodes (v21), nor items' own tax (v25); nor settings before v23.
    expect(snapshot.books[0]!.barcode).toBeNull();
    expect(snapshot.books[0]).toMatchObject({ hsn: null, gstRate: null, unit: 'NOS' });
    expect(snapshot.settings).toEqual([]);
  });

  it('when the file predates counter sales (v20), then its orders read as online with no sale, it has no returns, and its back-in-stock requests are on typed numbers and its notices name one item', () => {
    file = tempFile();
    const db = new Database(file);
    migrate(db, 20);
    db.prepare(
      `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise, status,
         pickup_code, created_at, updated_at)
       VALUES (?, 'u', 'u@example.in', 'U', '+919876543210', 'Nagpur', 'MH', 'India', '440001', 90, 'placed',
         'ABC2EF', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
    ).run('1'.repeat(24));
    db.prepare(
      `INSERT INTO back_in_stock_requests (id, book_id, customer_uid, email, email_verified, phone, created_at)
       VALUES (?, ?, 'u', 'u@example.in', 0, '+919876543210', '2026-01-02T00:00:00.000Z')`,
    ).run('2'.repeat(24), '3'.repeat(24));
    db.prepare(
      `INSERT INTO notices (id, book_id, phone, kind, recipient, subject, text, state, created_at)
       VALUES (?, ?, '+919876543210', 'back-in-stock', '', 'Back', 'Hello', 'failed', '2026-01-03T00:00:00.000Z')`,
    ).run('4'.repeat(24), '3'.repeat(24));
    db.close();
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.schemaVersion).toBe(20);
    // Nobody's number was checked before v33: each was as typed.
    expect(snapshot.backInStockRequests).toEqual([
      expect.objectContaining({ id: '2'.repeat(24), phone: '+919876543210', phoneVerified: false }),
    ]);
    // And a notice named one item before v34.
    expect(snapshot.notices).toEqual([
      expect.objectContaining({ id: '4'.repeat(24), bookId: '3'.repeat(24), bookIds: ['3'.repeat(24)] }),
    ]);
    expect(snapshot.orders).toEqual([
      // Nor did anyone sign in by phone, or order in another language, before v27.
      expect.objectContaining({
        channel: 'online',
        sale: null,
        pickupCode: 'ABC2EF',
        verifiedPhone: null,
        locale: 'en',
      }),
    ]);
    expect(snapshot.returns).toEqual([]);
  });

  it('when the counter opened a drawer, moved cash and closed it, then the days with their Z report and the movements come over; a file before the drawer has none', async () => {
    file = tempFile();
    const store = createSqliteStore({ path: file });
    let dayId: string;
    try {
      const opened = await store.counterDays.open({
        floatPaise: toPaise(500),
        at: new Date(Date.now() - 60_000),
        by: { id: 'staff-meena', name: 'Meena' },
      });
      dayId = opened.day._id;
      await store.counterDays.addMovement({
        type: 'out',
        amountPaise: toPaise(45.5),
        reason: 'Tea',
        at: new Date(),
        by: { id: 'staff-ravi', name: 'Ravi' },
      });
      const report = {
        date: opened.day.date,
        openedAt: opened.day.openedAt,
        openedBy: opened.day.openedBy,
        float: 500,
        cashSales: 0,
        cashRefunds: 0,
        cashDues: 0,
        cashIn: 0,
        cashOut: 45.5,
        expectedCash: 454.5,
        byMethod: { cash: 0, upi: 0, card: 0, account: 0 },
        refunds: { cash: 0, upi: 0, card: 0, account: 0 },
        duesCollected: { cash: 0, upi: 0, card: 0, count: 0 },
        byChannel: { online: 0, counter: 0 },
        invoices: { from: null, to: null, count: 0, cancelled: 0 },
        byRate: [],
        movements: [],
        byCashier: [],
        countedCash: 450,
        difference: -4.5,
        note: null,
        closedAt: new Date().toISOString(),
        closedBy: { id: 'staff-ravi', name: 'Ravi' },
      };
      await store.counterDays.close(dayId, report);
      await store.counterDays.open({ floatPaise: null, at: new Date() });
    } finally {
      await store.close();
    }
    const copy = readSqliteSnapshot(file);
    copy.close();
    expect(copy.drawerDays).toHaveLength(2);
    expect(copy.drawerDays[0]).toMatchObject({
      id: dayId,
      floatPaise: 50000,
      countedPaise: 45000,
      closedAt: expect.stringMatching(ISO),
      openedBy: { id: 'staff-meena', name: 'Meena' },
      report: {
        countedCash: 450,
        difference: -4.5,
        cashOut: 45.5,
        closedBy: { id: 'staff-ravi', name: 'Ravi' },
      },
    });
    expect(copy.drawerDays[1]).toMatchObject({
      openedBy: null,
      floatPaise: 45000,
      closedAt: null,
      countedPaise: null,
      report: null,
    });
    expect(copy.cashMovements).toEqual([
      {
        id: expect.any(String),
        dayId,
        at: expect.stringMatching(ISO),
        type: 'out',
        amountPaise: 4550,
        reason: 'Tea',
        by: { id: 'staff-ravi', name: 'Ravi' },
      },
    ]);

    const older = tempFile();
    const db = new Database(older);
    migrate(db, 23);
    db.close();
    const before = readSqliteSnapshot(older);
    before.close();
    expect(before.drawerDays).toEqual([]);
    expect(before.cashMovements).toEqual([]);
  });

  it('when units sold are kept, then they come over; when the file predates them, they are counted from collected orders', async () => {
    const shop = await createShop(tempFile());
    file = shop.file;
    const store = createSqliteStore({ path: file });
    await store.orders.changeStatus(shop.order._id, 'ready', 'collected');
    await store.close();
    const current = readSqliteSnapshot(file);
    current.close();
    expect(current.books[0]!.unitsSold).toBe(2);

    const db = new Database(file);
    db.exec(`DROP INDEX books_units_sold; DROP INDEX books_category_units_sold;
             ALTER TABLE books DROP COLUMN units_sold`);
    db.pragma('user_version = 5');
    db.close();
    const older = readSqliteSnapshot(file);
    older.close();
    // Before quantities (v7) every line was one unit, so a file that old counts lines.
    expect(older.books[0]!.unitsSold).toBe(1);
  });
});

describe('readSqliteSnapshot, school kits in orders', () => {
  it('when an order holds a kit, then each of its lines carries the kit and a line ordered on its own none', async () => {
    const file = tempFile();
    const store = createSqliteStore({ path: file });
    const kit = {
      _id: 'e'.repeat(24),
      title: "Class 5, St. Xavier's 2026-27",
      school: "St. Xavier's",
      className: 'Class 5',
      kits: 2,
      group: 1,
    };
    const created = await store.orders.create({
      customerUid: 'uid-1',
      email: 'asha@example.in',
      name: 'Asha',
      phone: '9876543210',
      address: { street: '14 Civil Lines', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [
        {
          bookId: 'f'.repeat(24),
          title: 'Eraser',
          unitPricePaise: toPaise(5),
          coverImage: 'eraser.webp',
          quantity: 1,
        },
        {
          bookId: 'a'.repeat(24),
          title: 'Notebook',
          unitPricePaise: toPaise(30.01),
          coverImage: 'n.webp',
          quantity: 2,
          kit,
        },
        {
          bookId: 'a'.repeat(24),
          title: 'Notebook',
          unitPricePaise: toPaise(30),
          coverImage: 'n.webp',
          quantity: 16,
          kit,
        },
      ],
      totalPaise: toPaise(565.02),
    });
    await store.close();
    if (created.outcome !== 'created') throw new Error('order was not created');
    const snapshot = readSqliteSnapshot(file);
    try {
      expect(snapshot.orders[0]!.lines).toEqual([
        { bookId: 'f'.repeat(24), title: 'Eraser', pricePaise: 500, coverImage: 'eraser.webp', quantity: 1 },
        {
          bookId: 'a'.repeat(24),
          title: 'Notebook',
          pricePaise: 3001,
          coverImage: 'n.webp',
          quantity: 2,
          kit,
        },
        {
          bookId: 'a'.repeat(24),
          title: 'Notebook',
          pricePaise: 3000,
          coverImage: 'n.webp',
          quantity: 16,
          kit,
        },
      ]);
    } finally {
      snapshot.close();
    }
  });
});
