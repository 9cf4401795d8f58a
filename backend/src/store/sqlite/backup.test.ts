import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, seriesOf, toPaise, toRupees } from '../../contract';
import { billDraftOf, TEST_CREDIT_NOTE_ISSUE } from '../../../test/bill-drafts';
import { createSqliteStore } from './sqlite-store';
import { backupSqlite, defaultBackupPath, integrityOf } from './backup';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const book = (title: string) => ({
  title,
  description: 'd',
  category: 'book' as const,
  trending: false,
  oldPrice: 10,
  newPrice: 9.5,
  coverImage: 'https://example.in/c.png',
  stock: null,
  sku: null,
  author: 'R. K. Narayan',
  publisher: 'Indian Thought Publications',
  language: 'English',
});

/** One more pen sold at the counter of `store`. */
async function sellOn(store: ReturnType<typeof createSqliteStore>, bookId: string) {
  const made = await store.sales.createSale({
    ownerId: 'owner-1',
    name: '',
    phone: '',
    lines: [{ bookId, title: 'Gel pens', unitPricePaise: toPaise(20), coverImage: 'c.png', quantity: 1 }],
    totalPaise: toPaise(20),
    payment: { method: 'card', reference: null, tenderedPaise: null, changePaise: null },
  });
  if (made.outcome !== 'created') throw new Error(made.outcome);
  return made.sale;
}

describe('SQLite online backup', () => {
  it('when the shop is running and writing, then the copy opens, passes the integrity check and holds the data', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    for (let i = 0; i < 50; i++) await live.books.create(book(`Book ${i}`));
    const scanned = await live.books.create({ ...book('Malgudi Days'), barcode: '9788185986173' });
    const boxed = await live.books.create({
      ...book('Geometry Box'),
      hsn: '73269099',
      gstRate: 12,
      unit: 'BOX',
    });
    const tax = {
      ...DEFAULT_TAX_SETTINGS,
      gstMode: 'regular' as const,
      gstin: '27AAPFU0939F1ZV',
      legalName: 'S',
    };
    await live.taxSettings.put(tax);
    const awaited = await live.books.create({ ...book('Swami and Friends'), stock: 0 });
    await live.backInStock.request(
      {
        bookId: awaited._id,
        customerUid: 'uid-1',
        email: 'meera@example.in',
        emailVerified: true,
        phone: null,
        phoneVerified: false,
      },
      3,
    );

    const copy = path.join(dir, 'backups', 'copy.db');
    const writing = (async () => {
      for (let i = 50; i < 80; i++) await live.books.create(book(`Book ${i}`));
    })();
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await writing;

    expect(integrityOf(copy)).toBe('ok');
    const restored = createSqliteStore({ path: copy });
    expect(await restored.books.count()).toBeGreaterThanOrEqual(50);
    expect((await restored.books.list({ search: 'Book 1' })).items[0]).toMatchObject({
      newPrice: 9.5,
      author: 'R. K. Narayan',
      language: 'English',
    });
    expect(await restored.books.findByCode('9788185986173')).toMatchObject({
      _id: scanned._id,
      barcode: '9788185986173',
    });
    expect(await restored.books.get(boxed._id)).toMatchObject({ hsn: '73269099', gstRate: 12, unit: 'BOX' });
    expect(await restored.taxSettings.get()).toEqual(tax);
    expect(await restored.backInStock.waiting(awaited._id, 'uid-1')).toMatchObject({
      email: 'meera@example.in',
    });
    await restored.close();
    await live.close();
  });

  it('when the shop holds print orders, then the copy holds the rate card, the job in its order (a phone customer’s, in Hindi) and the same file bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const pdf = Uint8Array.from(Buffer.from('%PDF-1.7 notes %%EOF'));
    await live.print.setRates({
      bwSingle: 1.75,
      bwDouble: 1.2,
      colourSingle: 10.05,
      colourDouble: 9.99,
      binding: { none: 0, staple: 2.5, spiral: 35.1 },
    });
    const stored = await live.print.createJob(
      { customerUid: 'uid-1', fileName: 'notes.pdf', pages: 7, data: pdf },
      { waitingFilesMax: 5, bytesMax: 1000 },
      new Date(),
    );
    if (stored.outcome !== 'created') throw new Error('not stored');
    const jobId = stored.job._id;
    const printJob = {
      jobId,
      colour: 'bw' as const,
      sides: 'single' as const,
      copies: 1,
      range: '',
      binding: 'none' as const,
      fileName: 'notes.pdf',
      documentPages: 7,
      pages: 7,
      printedSides: 7,
      sheets: 7,
      printed: false,
    };
    const placed = await live.orders.create({
      customerUid: 'uid-1',
      email: '',
      verifiedPhone: '+919876543210',
      locale: 'hi',
      name: 'Asha',
      phone: '9876543210',
      address: { street: '1 MG Road', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [{ printJob, title: 'notes.pdf', unitPricePaise: toPaise(12.25), coverImage: '', quantity: 1 }],
      totalPaise: toPaise(12.25),
    });
    if (placed.outcome !== 'created') throw new Error('not placed');

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    const restored = createSqliteStore({ path: copy });
    expect((await restored.print.getRates())!.colourDouble).toBe(9.99);
    expect((await restored.print.getJob(jobId))!.orderId).toBe(placed.order._id);
    expect(Buffer.compare((await restored.print.readFile(jobId))!, Buffer.from(pdf))).toBe(0);
    expect((await restored.orders.get(placed.order._id))!.lines).toEqual(placed.order.lines);
    expect(await restored.orders.get(placed.order._id)).toMatchObject({
      email: '',
      verifiedPhone: '+919876543210',
      locale: 'hi',
    });
    await restored.close();
  });

  it('when the counter sold, voided a sale and took a return, then the copy holds the sales with their numbers, the void, the return and the day’s money', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const pens = await live.books.create({ ...book('Gel pens'), newPrice: 20, stock: 10 });
    const sell = async (quantity: number) => {
      const made = await live.sales.createSale({
        ownerId: 'owner-1',
        name: '',
        phone: '',
        lines: [
          {
            bookId: pens._id,
            title: pens.title,
            unitPricePaise: toPaise(20),
            coverImage: pens.coverImage,
            quantity,
          },
        ],
        totalPaise: toPaise(20 * quantity),
        payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
      });
      if (made.outcome !== 'created') throw new Error(made.outcome);
      return made.sale;
    };
    const kept = await sell(3);
    const voided = await sell(1);
    await live.sales.voidSale(voided._id, 'Rang up twice');
    const returned = await live.sales.createReturn({
      orderId: kept._id,
      items: [{ bookId: pens._id, quantity: 1 }],
      refund: { method: 'upi', reference: 'UTR 9' },
      reason: 'Dried out',
    });
    if (returned.outcome !== 'created') throw new Error(returned.outcome);
    const day = await live.sales.listDay(kept.sale!.day);

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    expect(integrityOf(copy)).toBe('ok');
    const restored = createSqliteStore({ path: copy });
    expect(await restored.sales.listDay(kept.sale!.day)).toEqual(day);
    expect(day.totals).toMatchObject({ count: 1, cash: 60, upi: -20, refunds: 20 });
    expect((await restored.orders.get(voided._id))!.sale).toMatchObject({
      number: 2,
      voided: { reason: 'Rang up twice' },
    });
    expect(await restored.sales.returnsOf(kept._id)).toEqual([returned.record]);
    expect((await restored.books.get(pens._id))!.stock).toBe(8);
    // The series goes on after the copied numbers.
    expect((await sellOn(restored, pens._id)).sale!.number).toBe(3);
    await restored.close();
  });

  it('when the drawer was opened, cash moved and the day closed, then the copy holds the closed day, the open one and the movements', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const first = await live.counterDays.open({
      floatPaise: toPaise(500),
      at: new Date(Date.now() - 60_000),
    });
    await live.counterDays.addMovement({
      type: 'in',
      amountPaise: toPaise(200),
      reason: 'Change',
      at: new Date(),
    });
    const movements = await live.counterDays.movements(first.day._id);
    const report = {
      date: first.day.date,
      openedAt: first.day.openedAt,
      openedBy: first.day.openedBy,
      float: 500,
      cashSales: 0,
      cashRefunds: 0,
      cashDues: 0,
      cashIn: 200,
      cashOut: 0,
      expectedCash: 700,
      byMethod: { cash: 0, upi: 0, card: 0, account: 0 },
      refunds: { cash: 0, upi: 0, card: 0, account: 0 },
      duesCollected: { cash: 0, upi: 0, card: 0, count: 0 },
      byChannel: { online: 0, counter: 0 },
      invoices: { from: null, to: null, count: 0, cancelled: 0 },
      byRate: [],
      movements: movements.map(({ amountPaise, ...movement }) => ({
        ...movement,
        amount: toRupees(amountPaise),
      })),
      byCashier: [],
      countedCash: 700,
      difference: 0,
      note: null,
      closedAt: new Date().toISOString(),
      closedBy: null,
    };
    await live.counterDays.close(first.day._id, report);
    const second = await live.counterDays.open({ floatPaise: null, at: new Date() });

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    expect(integrityOf(copy)).toBe('ok');
    const restored = createSqliteStore({ path: copy });
    expect(await restored.counterDays.listClosed({ from: first.day.date, to: first.day.date })).toEqual([
      { ...first.day, closed: report },
    ]);
    expect(await restored.counterDays.movements(first.day._id)).toEqual(movements);
    expect(await restored.counterDays.current()).toEqual({ ...second.day, floatPaise: 70000 });
    // Still one open day at a time in the copy.
    expect((await restored.counterDays.open({ floatPaise: toPaise(0), at: new Date() })).outcome).toBe(
      'already_open',
    );
    await restored.close();
  });

  it('when sales were billed, voided and credited, then the copy holds every bill and each series goes on after it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const pens = await live.books.create({ ...book('Gel pens'), newPrice: 20, stock: 10 });
    const line = {
      bookId: pens._id,
      title: pens.title,
      unitPricePaise: toPaise(20),
      coverImage: pens.coverImage,
      quantity: 2,
    };
    const sale = {
      ownerId: 'owner-1',
      name: '',
      phone: '',
      lines: [line],
      totalPaise: toPaise(40),
      payment: { method: 'cash' as const, reference: null, tenderedPaise: null, changePaise: null },
    };
    const sell = async () => {
      const made = await live.sales.createSale(sale, undefined, billDraftOf([line]));
      if (made.outcome !== 'created') throw new Error(made.outcome);
      return made.sale;
    };
    const kept = await sell();
    const voided = await sell();
    await live.sales.voidSale(voided._id, 'Rang up twice');
    const returned = await live.sales.createReturn({
      orderId: kept._id,
      items: [{ bookId: pens._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Dried out',
      creditNote: TEST_CREDIT_NOTE_ISSUE,
    });
    if (returned.outcome !== 'created') throw new Error(returned.outcome);
    const numbers = [kept.invoice!.number, voided.invoice!.number, returned.record.creditNote!.number];
    const bills = await Promise.all(numbers.map((number) => live.invoices.get(number)));

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    const restored = createSqliteStore({ path: copy });
    expect(await Promise.all(numbers.map((number) => restored.invoices.get(number)))).toEqual(bills);
    expect((await restored.orders.get(voided._id))!.invoice).toMatchObject({ cancelled: true });
    expect(await restored.sales.returnsOf(kept._id)).toEqual([returned.record]);
    const next = await restored.sales.createSale(sale, undefined, billDraftOf([line]));
    if (next.outcome !== 'created') throw new Error(next.outcome);
    expect(next.sale.invoice!.number).toBe(`${seriesOf('SB', 'invoice', new Date())}00003`);
    await restored.close();
  });

  it('when an order holds a school kit, then the copy holds its lines with their kit, and cancelling there puts the summed stock back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const notebook = await live.books.create({ ...book('Notebook'), newPrice: 30, stock: 30 });
    const kit = {
      _id: 'e'.repeat(24),
      title: 'Class 5',
      school: "St. Xavier's",
      className: 'Class 5',
      kits: 1,
    };
    const line = { bookId: notebook._id, title: 'Notebook', coverImage: notebook.coverImage };
    const created = await live.orders.create({
      customerUid: 'uid-1',
      email: 'asha@example.in',
      name: 'Asha',
      phone: '9876543210',
      address: { street: '1 Main Rd', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [
        { ...line, unitPricePaise: toPaise(30.01), quantity: 1, kit: { ...kit, group: 0 } },
        { ...line, unitPricePaise: toPaise(30), quantity: 8, kit: { ...kit, group: 0 } },
        { ...line, unitPricePaise: toPaise(30), quantity: 9, kit: { ...kit, group: 1 } },
        { ...line, unitPricePaise: toPaise(30), quantity: 2 },
      ],
      totalPaise: toPaise(600.01),
    });
    if (created.outcome !== 'created') throw new Error(created.outcome);

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    const restored = createSqliteStore({ path: copy });
    expect((await restored.orders.get(created.order._id))!.lines).toEqual(created.order.lines);
    expect(created.order.lines.map((kept) => ('kit' in kept ? kept.kit?.group : undefined))).toEqual([
      0,
      0,
      1,
      undefined,
    ]);
    expect((await restored.books.get(notebook._id))!.stock).toBe(10);
    await restored.orders.changeStatus(created.order._id, 'placed', 'cancelled');
    expect((await restored.books.get(notebook._id))!.stock).toBe(30);
    await restored.close();
  });

  it('when the owner keeps school kits, then the copy holds each with its lines, pricing and key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const notebook = await live.books.create(book('Notebook'));
    const kit = await live.kits.create({
      title: "Class 5, St. Xavier's 2026-27",
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      lines: [
        { productId: notebook._id, quantity: 9, optional: false },
        { productId: 'c'.repeat(24), quantity: 1, optional: true },
      ],
      pricing: { mode: 'percentOff', percent: 7.5 },
      published: true,
      notes: 'Brown covers',
      expectedKits: null,
    });
    const draft = await live.kits.create({ ...kit, className: 'Class 6', published: false });

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    expect(integrityOf(copy)).toBe('ok');
    const restored = createSqliteStore({ path: copy });
    expect(await restored.kits.list({})).toEqual([kit, draft]);
    expect(
      await restored.kits.findByKey({
        school: "ST. XAVIER'S",
        className: 'class 6',
        academicYear: '2026-27',
      }),
    ).toEqual(draft);
    await restored.close();
  });

  it('when the owner has staff, a counter device and an audit log, then the copy keeps them as the live shop did', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    const at = new Date('2026-11-02T04:30:00.000Z');
    const asha = await live.staff.create({ name: 'Asha', role: 'cashier', pinHash: 'scrypt$a', at });
    const till = await live.staff.addDevice({ name: 'Front till', keyHash: 'hash-1', at });
    const signIn = await live.audit.append({
      at: at.toISOString(),
      actor: { id: asha._id, name: 'Asha', role: 'cashier' },
      action: 'sign-in',
      subject: asha._id,
      details: {},
    });

    const copy = path.join(dir, 'backups', 'copy.db');
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await live.close();

    const restored = createSqliteStore({ path: copy });
    expect(await restored.staff.findById(asha._id)).toEqual(asha);
    expect(await restored.staff.findDeviceByKeyHash('hash-1')).toEqual(till);
    expect(await restored.audit.chain(0, 10)).toEqual([signIn]);
    await restored.close();
  });

  it('when no database exists, then the backup refuses with a clear message', async () => {
    await expect(backupSqlite('/nonexistent/shop.db', '/tmp/never.db')).rejects.toThrow(/No database/);
  });

  it('when no destination is given, then the copy goes to a timestamped file beside the database', () => {
    expect(defaultBackupPath('/srv/shop/data/shop.db', new Date('2026-01-02T03:04:05.678Z'))).toBe(
      '/srv/shop/data/backups/shop-2026-01-02T03-04-05-678Z.db',
    );
  });
});
