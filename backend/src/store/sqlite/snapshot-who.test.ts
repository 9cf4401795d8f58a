import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toPaise, type ClosedDayReport } from '../../contract';
import { ASHA } from '../../../test/fixtures';
import { toMongoDocuments } from '../mongo/import-documents';
import { toOrder } from '../mongo/mapping';
import { createModels } from '../mongo/models';
import type { Order } from '../store';
import { migrate } from './migrations';
import { readSqliteSnapshot } from './snapshot';
import { createSqliteStore } from './sqlite-store';

const meena = { id: 'staff-meena', name: 'Meena' };
const ravi = { id: 'staff-ravi', name: 'Ravi' };

// Never opened: validation needs no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

/** A Z report as the service keeps it, closed by Ravi. */
const zReport = (date: string, openedAt: string): ClosedDayReport => ({
  date,
  openedAt,
  openedBy: meena,
  float: 500,
  cashSales: 0,
  cashRefunds: 0,
  cashDues: 0,
  cashIn: 0,
  cashOut: 0,
  expectedCash: 500,
  byMethod: { cash: 0, upi: 0, card: 0, account: 0 },
  refunds: { cash: 0, upi: 0, card: 0, account: 0 },
  duesCollected: { cash: 0, upi: 0, card: 0, count: 0 },
  byChannel: { online: 0, counter: 0 },
  invoices: { from: null, to: null, count: 0, cancelled: 0 },
  byRate: [],
  movements: [],
  byCashier: [],
  countedCash: 500,
  difference: 0,
  note: null,
  closedAt: new Date().toISOString(),
  closedBy: ravi,
});

describe('who opened a day, moved an order and approved a price, in the SQLite snapshot and the copy to MongoDB', () => {
  let dir: string;
  let file: string;
  let online: Order;
  let sale: Order;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-snapshot-who-'));
    file = path.join(dir, 'shop.db');
    const store = createSqliteStore({ path: file });
    try {
      const opened = await store.counterDays.open({
        floatPaise: toPaise(500),
        at: new Date(Date.now() - 60_000),
        by: meena,
      });
      await store.counterDays.close(opened.day._id, zReport(opened.day.date, opened.day.openedAt));
      const pen = await store.books.create({
        title: 'Pen',
        description: 'd',
        category: 'penandpencil',
        trending: false,
        oldPrice: 20,
        newPrice: 20,
        coverImage: 'c.webp',
        stock: null,
        sku: null,
      });
      const lines = [
        { bookId: pen._id, title: 'Pen', unitPricePaise: toPaise(20), coverImage: 'c.webp', quantity: 1 },
      ];
      const placed = await store.orders.create({
        customerUid: 'uid-asha',
        email: 'asha@example.in',
        ...ASHA,
        lines,
        totalPaise: toPaise(20),
      });
      if (placed.outcome !== 'created') throw new Error(placed.outcome);
      await store.orders.changeStatus(placed.order._id, 'placed', 'ready', { by: meena });
      await store.orders.changeStatus(placed.order._id, 'ready', 'collected', {
        by: ravi,
        payment: { method: 'cash', reference: null, at: new Date().toISOString() },
      });
      online = (await store.orders.get(placed.order._id))!;
      const made = await store.sales.createSale({
        ownerId: meena.id,
        cashier: meena,
        priceApprovedBy: ravi,
        name: '',
        phone: '',
        lines: [{ ...lines[0]!, unitPricePaise: toPaise(15) }],
        totalPaise: toPaise(15),
        payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
      });
      if (made.outcome !== 'created') throw new Error(made.outcome);
      sale = made.sale;
    } finally {
      await store.close();
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the snapshot is taken, then the day names who opened and closed it, the history who made each change, and the sale its price’s approver', () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.drawerDays).toEqual([
      expect.objectContaining({ openedBy: meena, report: expect.objectContaining({ closedBy: ravi }) }),
    ]);
    const [placed, sold] = snapshot.orders;
    expect(placed!.statusHistory.map(({ status, by }) => [status, by])).toEqual([
      ['placed', null],
      ['ready', meena],
      ['collected', ravi],
    ]);
    expect(sold!.statusHistory.map(({ status, by }) => [status, by])).toEqual([['collected', meena]]);
    expect(sold!.sale).toMatchObject({ cashier: meena, priceApprovedBy: ravi });
  });

  it('when the snapshot is copied to MongoDB, then the day, the orders and the sale validate and read back as SQLite answered them', async () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    const docs = toMongoDocuments(snapshot);
    expect(docs.drawerDays[0]).toMatchObject({ openedBy: meena, report: { closedBy: ravi } });
    await expect(new models.DrawerDay(docs.drawerDays[0]).validate()).resolves.toBeUndefined();
    for (const doc of docs.orders) await expect(new models.Order(doc).validate()).resolves.toBeUndefined();
    expect(docs.orders.map(toOrder)).toEqual([online, sale]);
  });

  it('when the file predates these (v39), then the snapshot names nobody on the day, the history and the sale', () => {
    const older = path.join(dir, 'older.db');
    const db = new Database(older);
    migrate(db, 39);
    const orderId = '1'.repeat(24);
    db.prepare(
      `INSERT INTO orders (id, channel, customer_uid, email, name, phone, city, state, country, zipcode,
         total_paise, status, pickup_code, payment_method, paid_at, sale_day, sale_number, created_at, updated_at)
       VALUES (?, 'counter', 'counter', '', '', '', '', '', '', '', 2000, 'collected', 'K7M2Q1', 'cash',
         '2026-01-02T05:00:00.000Z', '2026-01-02', 1, '2026-01-02T05:00:00.000Z', '2026-01-02T05:00:00.000Z')`,
    ).run(orderId);
    db.prepare(
      `INSERT INTO order_status_history (order_id, position, status, at)
       VALUES (?, 0, 'collected', '2026-01-02T05:00:00.000Z')`,
    ).run(orderId);
    db.prepare(
      `INSERT INTO drawer_days (id, date, opened_at, float_paise)
       VALUES (?, '2026-01-02', '2026-01-02T03:00:00.000Z', 0)`,
    ).run('d'.repeat(24));
    db.close();
    const snapshot = readSqliteSnapshot(older);
    snapshot.close();
    expect(snapshot.drawerDays).toEqual([expect.objectContaining({ openedBy: null })]);
    expect(snapshot.orders[0]!.statusHistory).toEqual([
      { status: 'collected', at: '2026-01-02T05:00:00.000Z', by: null },
    ]);
    expect(snapshot.orders[0]!.sale!.priceApprovedBy).toBeNull();
  });
});
