import mongoose, { type Schema } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookInput, OrderInput } from '../store';
import { toAdminDoc, toBookDoc, toOrderDoc } from './mapping';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../store';
import { createModels, isDuplicateKey, schemas } from './models';
import { toPaise } from '../../contract';

// Never opened: validation and index definitions need no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

const now = new Date();
const id = 'b'.repeat(24);
const bookInput: BookInput = {
  title: 'Crayons',
  description: '24 colours',
  category: 'colors',
  trending: false,
  oldPrice: 99,
  newPrice: 79.5,
  coverImage: 'crayons.webp',
  stock: null,
  sku: null,
};
const orderInput: OrderInput = {
  customerUid: 'uid',
  email: 'a@example.in',
  name: 'Asha',
  phone: '9876543210',
  address: { street: '14 Civil Lines', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
  lines: [
    { bookId: id, title: 'Crayons', unitPricePaise: toPaise(79.5), coverImage: 'crayons.webp', quantity: 1 },
  ],
  totalPaise: toPaise(79.5),
};

/** validate() rather than validateSync(), which mongoose 9 deprecates. */
const failingPaths = (doc: { validate(): Promise<void> }): Promise<string[]> =>
  doc.validate().then(
    () => [],
    (error: mongoose.Error.ValidationError) => Object.keys(error.errors).sort(),
  );

const hasIndex = (schema: Schema, keys: Record<string, 1 | -1>, options: object = {}) =>
  schema
    .indexes()
    .some(
      ([fields, indexOptions]) =>
        JSON.stringify(fields) === JSON.stringify(keys) &&
        expect.objectContaining(options).asymmetricMatch(indexOptions),
    );

describe('mongo models', () => {
  it('when the models are made from their schemas, then each keeps the collection its documents are in', () => {
    const collections = Object.fromEntries(
      Object.entries(models).map(([name, model]) => [name, model.collection.collectionName]),
    );
    expect(collections).toEqual({
      Book: 'books',
      Order: 'orders',
      Admin: 'admins',
      IdempotencyKey: 'idempotency_keys',
      RateLimit: 'rate_limits',
      Counter: 'counters',
      Secret: 'secrets',
      Setting: 'settings',
      StockMovement: 'stock_movements',
      Notice: 'notices',
      BackInStock: 'backinstockrequests',
      Return: 'order_returns',
      CounterDay: 'counterdays',
      DrawerDay: 'drawerdays',
      CashMovement: 'cashmovements',
      Invoice: 'invoices',
      InvoiceSeries: 'invoiceseries',
      PrintRates: 'printrates',
      PrintJob: 'printjobs',
      Kit: 'kits',
      Staff: 'staff',
      CounterDevice: 'counterdevices',
      AuditEntry: 'auditlog',
      Customer: 'customers',
      AccountEntry: 'account_entries',
      Supplier: 'suppliers',
      Purchase: 'purchases',
      SupplierPayment: 'supplier_payments',
      PurchaseOrder: 'purchase_orders',
    });
  });

  it('when documents come from the mapping, then every model accepts them', async () => {
    const docs = [
      new models.Book(toBookDoc(id, bookInput, now)),
      new models.Order(toOrderDoc(id, orderInput, now, 'K7M2QX')),
      new models.Admin(toAdminDoc(id, { username: 'owner', displayName: 'Owner', passwordHash: 'h' }, now)),
      new models.IdempotencyKey({
        _id: id,
        customerUid: 'u',
        key: 'k',
        fingerprint: 'f',
        orderId: id,
        createdAt: now,
      }),
      new models.RateLimit({ _id: 'login:1', count: 1, resetAt: now }),
    ];
    for (const doc of docs) expect(await failingPaths(doc)).toEqual([]);
  });

  it('when required fields are missing, then validation names each of them', async () => {
    const book = new models.Book({ _id: id, category: 'colors' });
    expect(await failingPaths(book)).toEqual(
      [
        'coverImage',
        'createdAt',
        'description',
        'newPricePaise',
        'oldPricePaise',
        'title',
        'trending',
        'updatedAt',
      ].sort(),
    );
    const order = toOrderDoc(id, orderInput, now, 'K7M2QX');
    const withoutCity = new models.Order({ ...order, address: { ...order.address, city: undefined } });
    expect(await failingPaths(withoutCity)).toEqual(['address.city']);
  });

  it('when a category or status is outside the contract, then validation rejects it', async () => {
    const book = new models.Book({ ...toBookDoc(id, bookInput, now), category: 'toys' });
    expect(await failingPaths(book)).toEqual(['category']);
    const order = toOrderDoc(id, orderInput, now, 'K7M2QX');
    const badStatus = new models.Order({ ...order, status: 'shipped' });
    expect(await failingPaths(badStatus)).toEqual(['status']);
    const badHistory = new models.Order({ ...order, statusHistory: [{ status: 'lost', at: now }] });
    expect(await failingPaths(badHistory)).toEqual(['statusHistory.0.status']);
  });

  it('when paise are negative or fractional, then validation rejects them', async () => {
    const book = new models.Book({
      ...toBookDoc(id, bookInput, now),
      newPricePaise: -1,
      oldPricePaise: 10.5,
    });
    expect(await failingPaths(book)).toEqual(['newPricePaise', 'oldPricePaise']);
    const order = toOrderDoc(id, orderInput, now, 'K7M2QX');
    const badLine = new models.Order({ ...order, lines: [{ ...order.lines[0], pricePaise: -100 }] });
    expect(await failingPaths(badLine)).toEqual(['lines.0.pricePaise']);
  });

  it('when an item’s HSN is not 4, 6 or 8 digits or its rate no GST rate, then validation rejects them; none passes', async () => {
    const doc = toBookDoc(id, bookInput, now);
    expect(await failingPaths(new models.Book({ ...doc, hsn: '49011', gstRate: 7 }))).toEqual([
      'gstRate',
      'hsn',
    ]);
    expect(await failingPaths(new models.Book({ ...doc, hsn: null, gstRate: null }))).toEqual([]);
    expect(await failingPaths(new models.Book({ ...doc, hsn: '49011000', gstRate: 40 }))).toEqual([]);
  });

  it('when an online order has no e-mail, then only a customer signed in by phone may place it; a locale other than en or hi is refused', async () => {
    const doc = toOrderDoc(id, orderInput, now, 'K7M2QX');
    expect(await failingPaths(new models.Order({ ...doc, email: '' }))).toEqual(['email']);
    const byPhone = { ...doc, email: '', verifiedPhone: '+919876543210', locale: 'hi' };
    expect(await failingPaths(new models.Order(byPhone))).toEqual([]);
    expect(await failingPaths(new models.Order({ ...byPhone, locale: 'fr' }))).toEqual(['locale']);
  });

  it('when a field is not in the schema, then the model refuses the document', () => {
    expect(() => new models.Book({ ...toBookDoc(id, bookInput, now), price: 10 })).toThrow(/not in schema/);
  });

  it('when the unique indexes are read, then idempotency keys, admin usernames and sale numbers of a day are unique', () => {
    expect(hasIndex(schemas.IdempotencyKey, { customerUid: 1, key: 1 }, { unique: true })).toBe(true);
    expect(hasIndex(schemas.Admin, { usernameKey: 1 }, { unique: true })).toBe(true);
    expect(hasIndex(schemas.Order, { 'sale.day': 1, 'sale.number': 1 }, { unique: true })).toBe(true);
  });

  it('when stock moves for a counter sale, a void or a return, then the movement model accepts the reason', async () => {
    for (const reason of ['counter_sale', 'void', 'return', 'order']) {
      const movement = {
        _id: id,
        bookId: id,
        at: now,
        change: 1,
        reason,
        stockAfter: 3,
        orderId: id,
        ownerId: null,
      };
      expect(await failingPaths(new models.StockMovement(movement))).toEqual([]);
    }
    const unknown = { _id: id, bookId: id, at: now, change: 1, reason: 'stolen' };
    expect(await failingPaths(new models.StockMovement(unknown))).toEqual(['reason']);
  });

  it('when the book indexes are read, then a SKU and a barcode are each unique only where set', () => {
    expect(
      hasIndex(
        schemas.Book,
        { sku: 1 },
        { unique: true, partialFilterExpression: { sku: { $type: 'string' } } },
      ),
    ).toBe(true);
    expect(
      hasIndex(
        schemas.Book,
        { barcode: 1 },
        { unique: true, partialFilterExpression: { barcode: { $type: 'string' } } },
      ),
    ).toBe(true);
  });

  it('when the TTL indexes are read, then keys live 24 h and rate limits end at resetAt', () => {
    expect(IDEMPOTENCY_KEY_LIFETIME_MS).toBe(86_400_000);
    expect(hasIndex(schemas.IdempotencyKey, { createdAt: 1 }, { expireAfterSeconds: 86_400 })).toBe(true);
    expect(hasIndex(schemas.RateLimit, { resetAt: 1 }, { expireAfterSeconds: 0 })).toBe(true);
  });

  it('when the query indexes are read, then every book and order query has one', () => {
    expect(hasIndex(schemas.Book, { category: 1, createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Book, { trending: 1, createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Book, { createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Book, { newPricePaise: 1, _id: 1 })).toBe(true);
    expect(hasIndex(schemas.Book, { unitsSold: -1, createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Book, { category: 1, unitsSold: -1, createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Book, { title: 1, _id: 1 }, { collation: { locale: 'en', strength: 2 } })).toBe(
      true,
    );
    expect(hasIndex(schemas.Order, { email: 1, createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Order, { createdAt: -1, _id: -1 })).toBe(true);
    expect(hasIndex(schemas.Order, { status: 1 })).toBe(true);
    expect(hasIndex(schemas.Return, { orderId: 1, at: 1, _id: 1 })).toBe(true);
    expect(hasIndex(schemas.Return, { at: 1 })).toBe(true);
  });

  it('when a write breaks a unique index, then it is recognised by code 11000 only', () => {
    expect(isDuplicateKey(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toBe(true);
    expect(isDuplicateKey(Object.assign(new Error('other'), { code: 112 }))).toBe(false);
    expect(isDuplicateKey('E11000')).toBe(false);
  });
});
