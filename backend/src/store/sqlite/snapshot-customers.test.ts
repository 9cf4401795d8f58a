import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toPaise, type ShopCustomer } from '../../contract';
import type { AccountEntryRecord } from '../account-contract';
import { toCustomer } from '../mongo/customers';
import { toSupplier } from '../mongo/suppliers';
import { toMongoDocuments } from '../mongo/import-documents';
import { createModels } from '../mongo/models';
import { readSqliteSnapshot } from './snapshot';
import { createSqliteStore } from './sqlite-store';

const AT = new Date('2026-11-02T04:30:00.000Z');

// Never opened: validation needs no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

describe('customers, suppliers and purchases in the SQLite snapshot and the copy to MongoDB', () => {
  let dir: string;
  let file: string;
  let customers: ShopCustomer[];
  let entries: AccountEntryRecord[];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-snapshot-customers-'));
    file = path.join(dir, 'shop.db');
    const store = createSqliteStore({ path: file });
    try {
      await store.customers.create(
        {
          ...{ name: 'Sunrise School', phone: '+919876543210', gstin: '27AAAPL1234C1ZE' },
          ...{ address: 'Station Road', state: 'Maharashtra', stateCode: '27', creditLimit: 20000.5 },
          ...{ language: 'hi', notes: 'Pays on the 5th' },
        },
        AT,
      );
      customers = (await store.customers.search({ q: null, page: 1, limit: 10 })).items;
      const [school] = customers;
      await store.customers.markReminded(school!._id, AT);
      await store.accounts.takePayment({
        customerId: school!._id,
        amountPaise: toPaise(150.5),
        method: 'upi',
        reference: 'UTR1',
        note: 'Advance for April',
        advance: true,
        series: 'SB/RV26-27/',
        by: { id: 'staff-1', name: 'Meena' },
      });
      customers = (await store.customers.search({ q: null, page: 1, limit: 10 })).items;
      entries = await store.accounts.entriesOf(school!._id);
    } finally {
      await store.close();
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the shop has customers, then the snapshot carries them and MongoDB reads them back as SQLite answered them', async () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.customers).toEqual(customers.map(({ _id: id, ...customer }) => ({ id, ...customer })));

    const docs = toMongoDocuments(snapshot);
    for (const doc of docs.customers)
      await expect(new models.Customer(doc).validate()).resolves.toBeUndefined();
    expect(docs.customers.map(toCustomer)).toEqual(customers);
  });

  it('when customers have accounts, then the snapshot carries each entry to the paisa and MongoDB takes it as stored', async () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.accountEntries).toEqual(
      entries.map(({ _id: id, at, ...entry }) => ({ id, ...entry, at: at.toISOString() })),
    );
    expect(snapshot.accountEntries[0]).toMatchObject({ amountPaise: -15050, document: 'SB/RV26-27/00001' });
    const docs = toMongoDocuments(snapshot);
    for (const doc of docs.accountEntries)
      await expect(new models.AccountEntry(doc).validate()).resolves.toBeUndefined();
    expect(docs.accountEntries).toEqual(entries);
  });

  it('when the shop has suppliers and their bills, then the snapshot carries them, each item’s cost and a sold line’s cost, and MongoDB takes them', async () => {
    const store = createSqliteStore({ path: file });
    const supplier = await store.suppliers.create(
      {
        ...{ name: 'Navneet Distributors', gstin: '27AAACN1234F1ZX', address: 'Itwari, Nagpur' },
        ...{ state: 'Maharashtra', stateCode: '27', phone: '+919822000111', paymentTermsDays: 30 },
      },
      AT,
    );
    if (supplier === 'gstin-taken') throw new Error('refused');
    const pen = await store.books.create({
      ...{ title: 'Gel pen', description: 'd', category: 'penandpencil', trending: false },
      ...{ oldPrice: 20, newPrice: 20, coverImage: 'c.webp', stock: 4, sku: null },
    });
    const order = await store.purchaseOrders.create(
      {
        ...{ financialYear: '26-27', date: '2026-11-01', note: '', at: AT, by: null },
        supplier: { _id: supplier._id, name: supplier.name, gstin: supplier.gstin, phone: null },
        lines: [
          {
            productId: pen._id,
            title: 'Gel pen',
            unit: 'NOS',
            quantity: 12,
            unitCostPaise: 1250,
            receivedQuantity: 0,
          },
        ],
      },
      'SB/PO26-27/',
    );
    const posted = await store.purchases.post({
      supplier: {
        _id: supplier._id,
        name: supplier.name,
        gstin: supplier.gstin,
        state: 'Maharashtra',
        stateCode: '27',
      },
      ...{
        billNumber: 'NV/7',
        billKey: 'NV/7',
        billDate: '2026-11-02',
        financialYear: '26-27',
        interState: false,
        purchaseOrderId: order._id,
      },
      lines: [
        {
          ...{ productId: pen._id, quantity: 10, unit: 'NOS', hsn: '9608', gstRate: 18 },
          ...{ unitCostPaise: 1250, taxablePaise: 12500, cgstPaise: 1125, sgstPaise: 1125, igstPaise: 0 },
          ...{ amountPaise: 14750, landedCostPaise: 1250 },
        },
      ],
      totals: {
        ...{ taxablePaise: 12500, cgstPaise: 1125, sgstPaise: 1125, igstPaise: 0, itcPaise: 2250 },
        ...{ otherChargesPaise: 0, roundOffPaise: 0, totalPaise: 14750 },
      },
      at: AT,
      by: { id: 'staff-1', name: 'Meena' },
    });
    // Sold after the bill: the line keeps what a unit cost the shop then.
    const sold = await store.sales.createSale({
      ...{ ownerId: 'owner-1', name: '', phone: '', totalPaise: toPaise(40) },
      lines: [
        { bookId: pen._id, title: 'Gel pen', unitPricePaise: toPaise(20), coverImage: 'c.webp', quantity: 2 },
      ],
      payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
    });
    const payment = await store.purchases.recordPayment({
      ...{ supplierId: supplier._id, amountPaise: 10000, method: 'cheque', reference: '000123' },
      ...{ date: '2026-11-02', at: AT, by: null },
    });
    await store.purchases.setReorderLevels(pen._id, { reorderLevel: 5, reorderQuantity: 20 });
    await store.close();
    if (posted.outcome !== 'posted') throw new Error(posted.outcome);
    if (sold.outcome !== 'created') throw new Error(sold.outcome);
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    const { _id: id, ...fields } = supplier;
    expect(snapshot.suppliers).toEqual([{ id, ...fields }]);
    const { _id: purchaseId, at, ...bill } = posted.purchase;
    expect(snapshot.purchases).toEqual([
      { id: purchaseId, ...bill, at: at.toISOString(), cancelledAt: null },
    ]);
    expect(snapshot.itemCosts).toEqual([
      {
        bookId: pen._id,
        costPaise: 1250,
        lastSupplierId: supplier._id,
        reorderLevel: 5,
        reorderQuantity: 20,
      },
    ]);
    expect(snapshot.stockMovements.find((movement) => movement.reason === 'purchase')).toMatchObject({
      purchaseId: posted.purchase._id,
      change: 10,
    });

    const { _id: orderId, at: orderedAt, ...ordered } = order;
    expect(snapshot.purchaseOrders).toEqual([
      {
        id: orderId,
        ...ordered,
        status: 'part_received',
        lines: [{ ...ordered.lines[0], receivedQuantity: 10 }],
        at: orderedAt.toISOString(),
        closedAt: null,
      },
    ]);
    const { _id: paymentId, ...paid } = payment;
    expect(snapshot.supplierPayments).toEqual([{ id: paymentId, ...paid, at: AT.toISOString() }]);

    const docs = toMongoDocuments(snapshot);
    expect(docs.supplierPayments).toEqual([payment]);
    await expect(new models.Supplier(docs.suppliers[0]).validate()).resolves.toBeUndefined();
    expect(docs.suppliers.map(toSupplier)).toEqual([supplier]);
    expect(docs.purchases).toEqual([posted.purchase]);
    await expect(new models.Purchase(docs.purchases[0]).validate()).resolves.toBeUndefined();
    expect(docs.books.find((book) => book._id === pen._id)).toMatchObject({ costPaise: 1250 });
    const sale = snapshot.orders.find((order) => order.id === sold.sale._id)!;
    expect(sale.lines).toEqual([expect.objectContaining({ bookId: pen._id, quantity: 2, costPaise: 1250 })]);
    const saleDoc = docs.orders.find((order) => order._id === sold.sale._id)!;
    expect(saleDoc.lines[0]).toMatchObject({ costPaise: 1250 });
    await expect(new models.Order(saleDoc).validate()).resolves.toBeUndefined();
  });

  it('when the file predates customers (v40), then the snapshot has none', () => {
    const db = new Database(file);
    db.exec('DROP TABLE account_entries; DROP TABLE customers;');
    db.pragma('user_version = 40');
    db.close();
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.customers).toEqual([]);
    expect(snapshot.accountEntries).toEqual([]);
  });
});
