import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './sqlite-store';
import Database from 'better-sqlite3';
import { migrate, schemaVersion } from './migrations';
import { createSqliteStore } from './sqlite-store';
import { PICKUP_CODE_PATTERN, toPaise } from '../../contract';
import { DuplicateBarcodeError } from '../store';

/** One notebook of an order placed on a migrated file, priced as the service prices it. */
const NOTEBOOK_LINE = {
  bookId: 'b'.repeat(24),
  title: 'Notebook',
  unitPricePaise: toPaise(40),
  coverImage: 'n.webp',
  quantity: 1,
};

const dirs: string[] = [];
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrate-'));
  dirs.push(dir);
  return path.join(dir, 'shop.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite file and migrations', () => {
  it('when a new file is opened, then it is migrated to the latest version in WAL mode with foreign keys', () => {
    const db = openSqliteDatabase(tempFile());
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('when an existing file is reopened, then its data is kept and no migration runs twice', async () => {
    const file = tempFile();
    const first = createSqliteStore({ path: file });
    await first.admins.create({ username: 'owner', displayName: 'Owner', passwordHash: 'h' });
    await first.close();
    const second = createSqliteStore({ path: file });
    expect(await second.admins.findByUsername('owner')).not.toBeNull();
    await second.close();
  });

  it('when a file from before the search index is opened, then its books are searchable and versioned', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 2);
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, created_at, updated_at)
         VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'Fevicol MR', 'White glue, 200 g', 'adhesive', 9000, 8500,
           'cover.webp', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run();
    old.close();

    const store = createSqliteStore({ path: file });
    expect((await store.books.list({ search: 'glue' })).items.map((b) => b.title)).toEqual(['Fevicol MR']);
    const before = await store.books.catalogueVersion();
    await store.books.delete('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await store.books.catalogueVersion()).not.toBe(before);
    expect((await store.books.list({ search: 'glue' })).total).toBe(0);
    await store.close();
  });

  it('when another process on the file renames, adds or removes a book, then a search here sees it at once', async () => {
    const file = tempFile();
    const here = createSqliteStore({ path: file });
    const there = createSqliteStore({ path: file });
    const base = {
      category: 'adhesive' as const,
      trending: false,
      oldPrice: 90,
      newPrice: 85,
      coverImage: 'c.webp',
      stock: null,
      sku: null,
    };
    const fevicol = await there.books.create({
      ...base,
      title: 'Fevicol MR',
      description: 'White glue, 200 g',
    });
    const titles = async (search: string) =>
      (await here.books.list({ search, sort: 'title' })).items.map((b) => b.title);
    expect(await titles('glue')).toEqual(['Fevicol MR']);

    await there.books.create({ ...base, title: 'Glue Stick', description: 'For paper' });
    expect(await titles('glue')).toEqual(['Fevicol MR', 'Glue Stick']);
    await there.books.update(fevicol._id, { ...base, title: 'Fevikwik', description: 'Instant adhesive' });
    expect(await titles('glue')).toEqual(['Glue Stick']);
    expect(await titles('instant')).toEqual(['Fevikwik']);
    await there.books.update(fevicol._id, {
      ...base,
      title: 'Fevikwik',
      description: 'Instant',
      newPrice: 5,
    });
    expect((await here.books.list({ search: 'f', sort: 'price-asc' })).items.map((b) => b.newPrice)).toEqual([
      5, 85,
    ]);
    await there.books.delete(fevicol._id);
    expect(await titles('instant')).toEqual([]);
    await here.close();
    await there.close();
  });

  it('when a file from before units sold is opened, then they are counted from its collected orders only', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 5);
    const book = (id: string, title: string) =>
      old
        .prepare(
          `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
             cover_image, created_at, updated_at)
           VALUES (?, ?, 'd', 'adhesive', 100, 90, 'c.webp', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        )
        .run(id, title);
    const order = (id: string, status: string, bookIds: string[]) => {
      old
        .prepare(
          `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode,
             total_paise, status, created_at, updated_at)
           VALUES (?, 'u', 'u@example.in', 'U', '+919876543210', 'Nagpur', 'MH', 'India', '440001', 90, ?,
             '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
        )
        .run(id, status);
      bookIds.forEach((bookId, position) =>
        old
          .prepare(
            `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image)
             VALUES (?, ?, ?, 't', 90, 'c.webp')`,
          )
          .run(id, position, bookId),
      );
    };
    book('a'.repeat(24), 'Glue');
    book('b'.repeat(24), 'Tape');
    // Tape is the newer item, so it would lead if nothing were counted, or if placed orders were.
    order('1'.repeat(24), 'collected', ['a'.repeat(24), 'a'.repeat(24)]);
    order('2'.repeat(24), 'placed', ['b'.repeat(24), 'b'.repeat(24), 'b'.repeat(24)]);
    order('3'.repeat(24), 'cancelled', ['b'.repeat(24)]);
    old.close();

    const store = createSqliteStore({ path: file });
    expect((await store.books.topSellers({ limit: 2 })).map((b) => b.title)).toEqual(['Glue', 'Tape']);
    await store.close();
  });

  it('when a file from before pickup codes is opened, then every order gets its own code', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 7);
    const insert = old.prepare(
      `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise, status,
         created_at, updated_at)
       VALUES (?, 'u', 'u@example.in', 'U', '+919876543210', 'Nagpur', 'MH', 'India', '440001', 90, 'placed',
         '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
    );
    for (const digit of '12345') insert.run(digit.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    const codes = (await store.orders.listAll()).map((order) => order.pickupCode);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(PICKUP_CODE_PATTERN);
    await store.close();
  });

  it('when a file from before units on hand is opened, then the shelf holds what can be ordered plus what open orders took', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 14);
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, stock, created_at, updated_at)
         VALUES (?, ?, 'd', 'adhesive', 100, 90, 'c.webp', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run('a'.repeat(24), 'Glue', 30);
    const order = old.prepare(
      `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise, status,
         pickup_code, created_at, updated_at)
       VALUES (?, 'u', 'u@example.in', 'U', '+919876543210', 'Nagpur', 'MH', 'India', '440001', 90, ?, ?,
         '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
    );
    const took = old.prepare(
      `INSERT INTO stock_movements (id, book_id, at, change, reason, stock_after, order_id)
       VALUES (?, ?, '2026-01-02T00:00:00.000Z', ?, 'order', 0, ?)`,
    );
    for (const [digit, status, units] of [
      ['1', 'placed', 4],
      ['2', 'ready', 6],
      ['3', 'collected', 5],
    ] as const) {
      order.run(digit.repeat(24), status, `ABC${digit}EF`);
      took.run(digit.repeat(24), 'a'.repeat(24), -units, digit.repeat(24));
    }
    old.close();

    const store = createSqliteStore({ path: file });
    expect(await store.books.get('a'.repeat(24))).toMatchObject({ stock: 30, onHand: 40 });
    await store.orders.changeStatus('2'.repeat(24), 'ready', 'collected');
    expect(await store.books.get('a'.repeat(24))).toMatchObject({ stock: 30, onHand: 34 });
    await store.close();
  });

  it('when a file from before a book has details (v18) is opened, then its books have none, and an author given later is searched and versioned', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 18);
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, created_at, updated_at)
         VALUES (?, 'Malgudi Days', 'Stories', 'book', 29900, 25000, 'c.webp',
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run('a'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    const book = (await store.books.get('a'.repeat(24)))!;
    expect(book).toMatchObject({ author: null, publisher: null, language: null });
    expect((await store.books.list({ search: 'narayan' })).total).toBe(0);
    const before = await store.books.catalogueVersion();
    const { _id, onHand, createdAt, updatedAt, ...fields } = book;
    await store.books.update(_id, { ...fields, author: 'R. K. Narayan' });
    expect(await store.books.catalogueVersion()).not.toBe(before);
    expect((await store.books.list({ search: 'narayan' })).items.map((b) => b.title)).toEqual([
      'Malgudi Days',
    ]);
    await store.close();
  });

  it("when a file from before back-in-stock requests (v19) is opened, then its notices are kept as orders' notices", async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 19);
    old
      .prepare(
        `INSERT INTO notices (id, order_id, kind, recipient, subject, text, state, attempts, created_at, next_attempt_at)
         VALUES (?, ?, 'ready', 'asha@example.in', 'Ready', 'Hello', 'pending', 2, '2026-01-02T00:00:00.000Z',
           '2026-01-02T00:05:00.000Z')`,
      )
      .run('a'.repeat(24), 'b'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    expect(items).toEqual([
      expect.objectContaining({
        _id: 'a'.repeat(24),
        orderId: 'b'.repeat(24),
        bookId: null,
        kind: 'ready',
        attempts: 2,
      }),
    ]);
    expect(await store.outbox.claimDue(new Date('2026-01-02T00:06:00.000Z'), 60_000, 10)).toHaveLength(1);
    await store.close();
  });

  it('when a file from before counter sales (v20) is opened, then its orders read as online, its stock movements are kept in order, and the counter can sell and take returns', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 20);
    const [bookId, orderId] = ['a'.repeat(24), '1'.repeat(24)];
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, stock, on_hand, created_at, updated_at)
         VALUES (?, 'Glue', 'd', 'adhesive', 100, 90, 'c.webp', 8, 8, '2026-01-01T00:00:00.000Z',
           '2026-01-01T00:00:00.000Z')`,
      )
      .run(bookId);
    old
      .prepare(
        `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise, status,
           pickup_code, payment_method, paid_at, created_at, updated_at)
         VALUES (?, 'u', 'u@example.in', 'U', '+919876543210', 'Nagpur', 'MH', 'India', '440001', 180, 'collected',
           'ABC2EF', 'cash', '2026-01-02T01:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-02T01:00:00.000Z')`,
      )
      .run(orderId);
    old
      .prepare(
        `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity)
         VALUES (?, 0, ?, 'Glue', 90, 'c.webp', 2)`,
      )
      .run(orderId, bookId);
    const moved = old.prepare(
      `INSERT INTO stock_movements (id, book_id, at, change, reason, stock_after, order_id, owner_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Two at the same moment: the copied table keeps which came first.
    moved.run('m1'.padEnd(24, '0'), bookId, '2026-01-01T00:00:00.000Z', 10, 'correction', 10, null, 'owner');
    moved.run('m2'.padEnd(24, '0'), bookId, '2026-01-01T00:00:00.000Z', -2, 'order', 8, orderId, null);
    old.close();

    const store = createSqliteStore({ path: file });
    expect(await store.orders.get(orderId)).toMatchObject({
      channel: 'online',
      sale: null,
      status: 'collected',
    });
    expect(
      (await store.books.stockMovements(bookId, 10)).map(({ reason, change, orderId: of, ownerId }) => [
        reason,
        change,
        of,
        ownerId,
      ]),
    ).toEqual([
      ['order', -2, orderId, null],
      ['correction', 10, null, 'owner'],
    ]);
    const sold = await store.sales.createSale({
      ownerId: 'owner',
      name: '',
      phone: '',
      lines: [{ bookId, title: 'Glue', unitPricePaise: toPaise(0.9), coverImage: 'c.webp', quantity: 3 }],
      totalPaise: toPaise(2.7),
      payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
    });
    if (sold.outcome !== 'created') throw new Error(sold.outcome);
    expect(sold.sale.sale!.number).toBe(1);
    const returned = await store.sales.createReturn({
      orderId,
      items: [{ bookId, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Dried out',
    });
    expect(returned.outcome).toBe('created');
    expect(await store.sales.voidSale(sold.sale._id, 'Wrong item')).toMatchObject({ outcome: 'voided' });
    expect(
      (await store.books.stockMovements(bookId, 3)).map(({ reason, change }) => [reason, change]),
    ).toEqual([
      ['void', 3],
      ['return', 1],
      ['counter_sale', -3],
    ]);
    expect(await store.books.get(bookId)).toMatchObject({ stock: 9, onHand: 9 });
    // The table keeps refusing what is no reason at all.
    const db = new Database(file);
    expect(() =>
      db
        .prepare(
          `INSERT INTO stock_movements (id, book_id, at, change, reason) VALUES ('x', ?, '2026-01-03T00:00:00.000Z', 1, 'stolen')`,
        )
        .run(bookId),
    ).toThrow(/CHECK/);
    db.close();
    await store.close();
  });

  it('when a file from before barcodes (v20) is opened, then its books have none, a barcode given later is versioned, and two books cannot share one', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 20);
    const insert = old.prepare(
      `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
         cover_image, created_at, updated_at)
       VALUES (?, ?, 'Stories', 'book', 29900, 25000, 'c.webp',
         '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    insert.run('a'.repeat(24), 'Malgudi Days');
    insert.run('b'.repeat(24), 'Swami and Friends');
    old.close();

    const store = createSqliteStore({ path: file });
    const book = (await store.books.get('a'.repeat(24)))!;
    expect(book.barcode).toBeNull();
    const before = await store.books.catalogueVersion();
    const { _id, onHand, createdAt, updatedAt, stock, ...fields } = book;
    await store.books.update(_id, { ...fields, barcode: '9788185986173' });
    expect(await store.books.catalogueVersion()).not.toBe(before);
    const other = (await store.books.get('b'.repeat(24)))!;
    await expect(
      store.books.update(other._id, { ...fields, title: other.title, barcode: '9788185986173' }),
    ).rejects.toBeInstanceOf(DuplicateBarcodeError);
    // Many books have none: only set barcodes are unique.
    await store.books.update(other._id, { ...fields, title: other.title, barcode: null });
    expect((await store.books.findByCode('9788185986173'))?.title).toBe('Malgudi Days');
    await store.close();
  });

  it('when a file from before an item’s own tax (v26) is opened, then its books are billed at their category’s, an HSN and rate given later are versioned, and the file refuses a rate that is no GST rate', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 25);
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, created_at, updated_at)
         VALUES (?, 'Geometry Box', 'Compass and divider', 'box', 29900, 25000, 'c.webp',
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run('a'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    const book = (await store.books.get('a'.repeat(24)))!;
    expect(book).toMatchObject({ hsn: null, gstRate: null });
    const before = await store.books.catalogueVersion();
    const { _id, onHand, createdAt, updatedAt, stock, ...fields } = book;
    await store.books.update(_id, { ...fields, hsn: '73269099', gstRate: 12 });
    expect(await store.books.catalogueVersion()).not.toBe(before);
    expect(await store.books.get(_id)).toMatchObject({ hsn: '73269099', gstRate: 12 });
    await store.close();

    const db = new Database(file);
    expect(() => db.prepare('UPDATE books SET gst_rate = 7').run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE books SET hsn = '49O1'").run()).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before school kits (v27) is opened, then it has none, kits can be made, and the file refuses a second kit of a key in another case and a quantity past 99', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 27);
    old.close();

    const store = createSqliteStore({ path: file });
    expect(await store.kits.list({})).toEqual([]);
    const kit = await store.kits.create({
      title: 'Class 5',
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      lines: [{ productId: 'b'.repeat(24), quantity: 9, optional: false }],
      pricing: { mode: 'sum' },
      published: false,
      notes: '',
      expectedKits: null,
    });
    await store.close();

    const db = new Database(file);
    const insertKit = db.prepare(
      `INSERT INTO kits (id, title, school, class_name, academic_year, school_key, class_key, pricing_mode,
         published, created_at, updated_at)
       VALUES (?, 'Again', 'ST. XAVIER''S', 'CLASS 5', '2026-27', ?, 'class 5', 'sum', 0, 'now', 'now')`,
    );
    expect(() => insertKit.run('c'.repeat(24), "st. xavier's")).toThrow(/UNIQUE/);
    expect(() =>
      db
        .prepare(
          'INSERT INTO kit_lines (kit_id, position, product_id, quantity, optional) VALUES (?, 1, ?, 100, 0)',
        )
        .run(kit._id, 'd'.repeat(24)),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO kits (id, title, school, class_name, academic_year, school_key, class_key, pricing_mode,
             published, created_at, updated_at)
           VALUES ('e', 'Fixed without a price', 'S', 'C', '2026-27', 's', 'c', 'fixed', 0, 'now', 'now')`,
        )
        .run(),
    ).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before phone sign-in (v26) is opened, then its orders have no verified phone and are English, a phone order is kept, and the file refuses another language', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 26);
    old
      .prepare(
        `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise,
           status, pickup_code, created_at, updated_at)
         VALUES (?, 'uid-asha', 'asha@example.in', 'Asha', '9876543210', 'Nagpur', 'MH', 'India', '440001', 900,
           'placed', 'ABC2EF', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
      )
      .run('a'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    expect(await store.orders.get('a'.repeat(24))).toMatchObject({ verifiedPhone: null, locale: 'en' });
    const placed = await store.orders.create({
      customerUid: 'uid-meena',
      email: '',
      verifiedPhone: '+919876543210',
      locale: 'hi',
      name: 'Meena',
      phone: '9876543210',
      address: { street: '1 Main Rd', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [NOTEBOOK_LINE],
      totalPaise: toPaise(40),
    });
    expect(placed).toMatchObject({ order: { email: '', verifiedPhone: '+919876543210', locale: 'hi' } });
    await store.close();

    const db = new Database(file);
    expect(() => db.prepare("UPDATE orders SET locale = 'fr'").run()).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before kit lines (v28) is opened, then its order lines read without a kit, a kit line keeps its kit, and a half-kept kit is refused', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 28);
    old
      .prepare(
        `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise,
           status, pickup_code, created_at, updated_at)
         VALUES (?, 'uid-asha', 'asha@example.in', 'Asha', '9876543210', 'Nagpur', 'MH', 'India', '440001', 4000,
           'placed', 'ABC2EF', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
      )
      .run('a'.repeat(24));
    old
      .prepare(
        `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity)
         VALUES (?, 0, ?, 'Notebook', 4000, 'n.webp', 1)`,
      )
      .run('a'.repeat(24), 'b'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    const [line] = (await store.orders.get('a'.repeat(24)))!.lines;
    expect(line).toEqual({
      bookId: 'b'.repeat(24),
      title: 'Notebook',
      price: 40,
      coverImage: 'n.webp',
      quantity: 1,
    });
    const kit = {
      _id: 'e'.repeat(24),
      title: 'Class 5',
      school: "St. Xavier's",
      className: 'Class 5',
      kits: 1,
      group: 0,
    };
    const placed = await store.orders.create({
      customerUid: 'uid-meena',
      email: 'meena@example.in',
      name: 'Meena',
      phone: '9876543210',
      address: { street: '1 Main Rd', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [{ ...NOTEBOOK_LINE, kit }],
      totalPaise: toPaise(40),
    });
    expect(placed).toMatchObject({ outcome: 'created', order: { lines: [{ kit }] } });
    await store.close();

    const db = new Database(file);
    expect(() =>
      db.prepare('UPDATE order_lines SET kit_title = NULL WHERE kit_id IS NOT NULL').run(),
    ).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before bills kept their heading (v29) is opened, then each keeps the heading its kind had and its seller’s registration, a credit note its bill’s', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 29);
    const insert = old.prepare(
      `INSERT INTO invoices (number, series, serial, kind, order_id, return_id, customer_uid, channel,
         payment_method, at, date, buyer_name, seller_legal_name, seller_address, seller_gstin,
         amount_paise, taxable_paise, cgst_paise, sgst_paise, original_number, original_date)
       VALUES (@number, @series, @serial, @kind, @orderId, @returnId, 'counter', 'counter', 'cash',
         '2025-06-02T05:00:00.000Z', '2025-06-02', '', 'Saraswati', 'Nagpur', '27AAPFU0939F1ZV',
         100, 100, 0, 0, @originalNumber, @originalDate)`,
    );
    const row = { returnId: null, originalNumber: null, originalDate: null };
    insert.run({
      ...row,
      number: 'SB/25-26/00001',
      series: 'SB/25-26/',
      serial: 1,
      kind: 'tax-invoice',
      orderId: 'a'.repeat(24),
    });
    insert.run({
      ...row,
      number: 'SB/25-26/00002',
      series: 'SB/25-26/',
      serial: 2,
      kind: 'bill-of-supply',
      orderId: 'b'.repeat(24),
    });
    insert.run({
      number: 'SB/CN25-26/00001',
      series: 'SB/CN25-26/',
      serial: 1,
      kind: 'credit-note',
      orderId: 'b'.repeat(24),
      returnId: 'c'.repeat(24),
      originalNumber: 'SB/25-26/00002',
      originalDate: '2025-06-02',
    });
    old.close();

    const store = createSqliteStore({ path: file });
    const read = async (number: string) => {
      const bill = (await store.invoices.get(number))!;
      return [bill.title, bill.seller.gstMode];
    };
    expect(await read('SB/25-26/00001')).toEqual(['Tax Invoice', 'regular']);
    expect(await read('SB/25-26/00002')).toEqual(['Bill of Supply', 'composition']);
    expect(await read('SB/CN25-26/00001')).toEqual(['Credit Note', 'composition']);
    await store.close();
  });

  it('when a file from before units (v30) is opened, then its items are counted in numbers, its billed lines keep no unit, and the file refuses a unit that is no GST code', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 30);
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, created_at, updated_at)
         VALUES (?, 'Gel Pens', 'Pack of 5', 'penandpencil', 9000, 8500, 'c.webp',
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run('a'.repeat(24));
    old
      .prepare(
        `INSERT INTO invoices (number, series, serial, kind, title, order_id, customer_uid, channel,
           payment_method, at, date, buyer_name, seller_legal_name, seller_address, seller_gstin,
           amount_paise, taxable_paise, cgst_paise, sgst_paise)
         VALUES ('SB/25-26/00001', 'SB/25-26/', 1, 'tax-invoice', 'Tax Invoice', ?, 'counter', 'counter',
           'cash', '2025-06-02T05:00:00.000Z', '2025-06-02', '', 'S', 'Nagpur', '27AAPFU0939F1ZV',
           8500, 7204, 648, 648)`,
      )
      .run('b'.repeat(24));
    old
      .prepare(
        `INSERT INTO invoice_lines (invoice_number, position, product_id, title, quantity, price_paise,
           amount_paise, hsn, rate, taxable_paise, cgst_paise, sgst_paise)
         VALUES ('SB/25-26/00001', 0, ?, 'Gel Pens', 1, 8500, 8500, '9608', 18, 7204, 648, 648)`,
      )
      .run('a'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    expect((await store.books.get('a'.repeat(24)))!.unit).toBe('NOS');
    expect((await store.invoices.get('SB/25-26/00001'))!.lines[0]!.unit).toBeNull();
    await store.close();
    const db = new Database(file);
    expect(() => db.prepare("UPDATE books SET unit = 'KG'").run()).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before buyers’ addresses (v31) is opened, then its bills name their buyer as they did, and the file refuses a state code that is no code', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 31);
    old
      .prepare(
        `INSERT INTO invoices (number, series, serial, kind, title, order_id, customer_uid, channel,
           payment_method, at, date, buyer_name, buyer_gstin, seller_legal_name, seller_address, seller_gstin,
           amount_paise, taxable_paise, cgst_paise, sgst_paise)
         VALUES ('SB/25-26/00001', 'SB/25-26/', 1, 'tax-invoice', 'Tax Invoice', ?, 'counter', 'counter',
           'cash', '2025-06-02T05:00:00.000Z', '2025-06-02', 'Kiran Traders', '29ABCDE1234F1ZW', 'S',
           'Nagpur', '27AAPFU0939F1ZV', 100, 85, 7, 8)`,
      )
      .run('b'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    expect((await store.invoices.get('SB/25-26/00001'))!.buyer).toEqual({
      name: 'Kiran Traders',
      gstin: '29ABCDE1234F1ZW',
    });
    await store.close();
    const db = new Database(file);
    expect(() => db.prepare("UPDATE invoices SET buyer_state_code = 'MH'").run()).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before verified numbers (v32) is opened, then its waiting requests are on typed numbers and count against the limit, and the file refuses a flag other than 0 or 1', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 32);
    const insert = old.prepare(
      `INSERT INTO back_in_stock_requests (id, book_id, customer_uid, email, email_verified, phone, created_at)
       VALUES (?, ?, 'uid-1', 'u@example.in', 0, '+919876543210', '2026-01-02T00:00:00.000Z')`,
    );
    for (const digit of ['a', 'b', 'c']) insert.run(digit.repeat(24), digit.repeat(23) + '1');
    old.close();

    const store = createSqliteStore({ path: file });
    expect(await store.backInStock.waiting('a'.repeat(23) + '1', 'uid-1')).toMatchObject({
      phoneVerified: false,
    });
    const another = {
      bookId: 'd'.repeat(24),
      customerUid: 'uid-1',
      email: 'u@example.in',
      emailVerified: false,
      phone: '+919876543210',
      phoneVerified: false,
    };
    expect(await store.backInStock.request(another, 3)).toBeNull();
    await store.close();
    const db = new Database(file);
    expect(() => db.prepare('UPDATE back_in_stock_requests SET phone_verified = 2').run()).toThrow(/CHECK/);
    db.close();
  });

  it('when a file from before a notice named several items (v33) is opened, then a back-in-stock notice names its one item, so the number is not told of it again while it is not sent', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 33);
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, stock, on_hand, created_at, updated_at)
         VALUES (?, 'Godaan', 'A novel', 'book', 25000, 22500, 'c.webp', 4, 4,
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run('a'.repeat(24));
    old
      .prepare(
        `INSERT INTO notices (id, book_id, phone, kind, recipient, subject, text, state, last_error, created_at)
         VALUES (?, ?, '+919876543210', 'back-in-stock', '', 'Godaan is back', 'Hello', 'failed', 'Not mailed',
           '2026-01-02T00:00:00.000Z')`,
      )
      .run('b'.repeat(24), 'a'.repeat(24));
    old
      .prepare(
        `INSERT INTO back_in_stock_requests (id, book_id, customer_uid, email, email_verified, phone, created_at)
         VALUES (?, ?, 'uid-2', '', 0, '+919876543210', '2026-01-03T00:00:00.000Z')`,
      )
      .run('c'.repeat(24), 'a'.repeat(24));
    old.close();

    const store = createSqliteStore({ path: file });
    const compose = () => ({ recipient: '+919876543210', subject: 'Again', text: 'Hello' });
    expect(await store.backInStock.notifyNumber('+919876543210', compose, new Date())).toBe(false);
    expect(await store.backInStock.waiting('a'.repeat(24), 'uid-2')).toBeNull();
    expect((await store.outbox.list({ limit: 10, offset: 0 })).total).toBe(1);
    await store.close();
  });

  it('when a file from before pages were counted per copy is opened, then its print lines answer the pages of one copy', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 13);
    const [orderId, jobId] = ['1'.repeat(24), '2'.repeat(24)];
    old
      .prepare(
        `INSERT INTO orders (id, customer_uid, email, name, phone, city, state, country, zipcode, total_paise, status,
           created_at, updated_at)
         VALUES (?, 'u', 'u@example.in', 'U', '+919876543210', 'Nagpur', 'MH', 'India', '440001', 14486, 'placed',
           '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
      )
      .run(orderId);
    old
      .prepare(
        `INSERT INTO print_jobs (id, customer_uid, file_name, pages, bytes, created_at, order_id)
         VALUES (?, 'u', 'notes.pdf', 7, 900, '2026-01-02T00:00:00.000Z', ?)`,
      )
      .run(jobId, orderId);
    // 2 copies of 7 pages, double-sided, as the order path stored them then: pages for all copies.
    old
      .prepare(
        `INSERT INTO order_print_lines (order_id, position, job_id, file_name, price_paise, colour, sides, copies,
           page_range, binding, document_pages, pages, printed_sides, sheets)
         VALUES (?, 0, ?, 'notes.pdf', 14486, 'colour', 'double', 2, '', 'staple', 7, 14, 14, 8)`,
      )
      .run(orderId, jobId);
    old.close();

    const store = createSqliteStore({ path: file });
    const order = await store.orders.get(orderId);
    expect(order?.lines[0]).toMatchObject({
      printJob: { pages: 7, printedSides: 14, sheets: 8, copies: 2 },
    });
    await store.close();
  });

  it('when a file from before records named who did them (v36) is opened, then its sales, voids and returns name nobody', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 36);
    const [saleId, voidedId, returnId] = ['1'.repeat(24), '2'.repeat(24), '3'.repeat(24)];
    const insertSale = old.prepare(
      `INSERT INTO orders (id, channel, customer_uid, email, name, phone, city, state, country, zipcode,
         total_paise, status, pickup_code, payment_method, paid_at, sale_day, sale_number, void_reason, voided_at,
         created_at, updated_at)
       VALUES (?, 'counter', 'counter', '', '', '', '', '', '', '', 4000, ?, ?, 'cash', '2026-01-02T05:00:00.000Z',
         '2026-01-02', ?, ?, ?, '2026-01-02T05:00:00.000Z', '2026-01-02T05:00:00.000Z')`,
    );
    insertSale.run(saleId, 'collected', 'K7M2Q1', 1, null, null);
    insertSale.run(voidedId, 'cancelled', 'K7M2Q2', 2, 'Rang up twice', '2026-01-02T05:10:00.000Z');
    old
      .prepare(
        `INSERT INTO order_returns (id, order_id, at, amount_paise, refund_method, refund_reference, reason)
         VALUES (?, ?, '2026-01-02T06:00:00.000Z', 4000, 'cash', NULL, 'Spare')`,
      )
      .run(returnId, saleId);
    old.close();

    const store = createSqliteStore({ path: file });
    expect((await store.orders.get(saleId))!.sale).toMatchObject({ cashier: null, voided: null });
    expect((await store.orders.get(voidedId))!.sale).toMatchObject({
      cashier: null,
      voided: { reason: 'Rang up twice', by: null, approvedBy: null },
    });
    expect(await store.sales.returnsOf(saleId)).toMatchObject([
      { _id: returnId, by: null, approvedBy: null },
    ]);
    await store.close();
  });

  it('when a file from before movements named who made them (v37) is opened, then its stock and cash movements name nobody', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 37);
    const [bookId, dayId] = ['a'.repeat(24), 'd'.repeat(24)];
    old
      .prepare(
        `INSERT INTO books (id, title, description, category, old_price_paise, new_price_paise,
           cover_image, stock, on_hand, created_at, updated_at)
         VALUES (?, 'Glue', 'g', 'penandpencil', 100, 90, 'c.webp', 4, 4,
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run(bookId);
    old
      .prepare(
        `INSERT INTO stock_movements (id, book_id, at, change, reason, stock_after, order_id, owner_id)
         VALUES (?, ?, '2026-01-01T00:00:00.000Z', 4, 'correction', 4, NULL, 'owner')`,
      )
      .run('m'.repeat(24), bookId);
    old
      .prepare(
        `INSERT INTO drawer_days (id, date, opened_at, float_paise)
         VALUES (?, '2026-01-02', '2026-01-02T03:00:00.000Z', 0)`,
      )
      .run(dayId);
    old
      .prepare(
        `INSERT INTO cash_movements (id, day_id, at, type, amount_paise, reason)
         VALUES (?, ?, '2026-01-02T04:00:00.000Z', 'in', 500, 'Change')`,
      )
      .run('c'.repeat(24), dayId);
    old.close();

    const store = createSqliteStore({ path: file });
    expect(await store.books.stockMovements(bookId, 5)).toMatchObject([{ ownerId: 'owner', by: null }]);
    expect(await store.counterDays.movements(dayId)).toMatchObject([{ reason: 'Change', by: null }]);
    await store.close();
  });

  it('when a file from before days, status changes and prices named anyone (v39) is opened, then its day, its order’s history and its sale name nobody', async () => {
    const file = tempFile();
    const old = new Database(file);
    migrate(old, 39);
    const [saleId, dayId] = ['1'.repeat(24), 'd'.repeat(24)];
    old
      .prepare(
        `INSERT INTO orders (id, channel, customer_uid, email, name, phone, city, state, country, zipcode,
           total_paise, status, pickup_code, payment_method, paid_at, sale_day, sale_number, cashier_id,
           cashier_name, created_at, updated_at)
         VALUES (?, 'counter', 'counter', '', '', '', '', '', '', '', 4000, 'collected', 'K7M2Q1', 'cash',
           '2026-01-02T05:00:00.000Z', '2026-01-02', 1, 'staff-meena', 'Meena', '2026-01-02T05:00:00.000Z',
           '2026-01-02T05:00:00.000Z')`,
      )
      .run(saleId);
    old
      .prepare(
        `INSERT INTO order_status_history (order_id, position, status, at)
         VALUES (?, 0, 'collected', '2026-01-02T05:00:00.000Z')`,
      )
      .run(saleId);
    old
      .prepare(
        `INSERT INTO drawer_days (id, date, opened_at, float_paise)
         VALUES (?, '2026-01-02', '2026-01-02T03:00:00.000Z', 0)`,
      )
      .run(dayId);
    old.close();

    const store = createSqliteStore({ path: file });
    const sale = await store.orders.get(saleId);
    expect(sale!.sale).toMatchObject({
      cashier: { id: 'staff-meena', name: 'Meena' },
      priceApprovedBy: null,
    });
    expect(sale!.statusHistory).toEqual([{ status: 'collected', at: '2026-01-02T05:00:00.000Z', by: null }]);
    expect(await store.counterDays.current()).toMatchObject({ _id: dayId, openedBy: null });
    await store.close();
  });

  it('when the file was written by a newer version, then opening it fails instead of guessing', () => {
    const file = tempFile();
    const db = openSqliteDatabase(file);
    db.pragma(`user_version = ${schemaVersion + 1}`);
    db.close();
    expect(() => openSqliteDatabase(file)).toThrow(/newer than this build/);
  });

  it('when an order line points at a missing order, then the database refuses it', () => {
    const db = openSqliteDatabase(tempFile());
    expect(() =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image)
           VALUES ('nope', 0, 'b', 't', 1, 'c')`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
