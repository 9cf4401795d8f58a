import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import {
  DuplicateBarcodeError,
  DuplicateSkuError,
  isBookLine,
  type BookInput,
  type Order,
  type OrderInput,
  type OrderStatus,
  type Store,
} from './store';
import { ASHA } from '../../test/fixtures';
import { sumPaise, toPaise } from '../contract';

const book = (overrides: Partial<BookInput> = {}): BookInput => ({
  title: 'Blue Gel Pen',
  description: 'Smooth 0.5 mm gel pen',
  category: 'penandpencil',
  trending: false,
  oldPrice: 20,
  newPrice: 15.5,
  coverImage: 'gel-pen.webp',
  stock: null,
  sku: null,
  ...overrides,
});

const orderFor = (email: string, lines: OrderInput['lines']): OrderInput => ({
  customerUid: `uid-${email}`,
  email,
  ...ASHA,
  lines,
  totalPaise: sumPaise(lines, (line) => line.unitPricePaise),
});

const line = (bookId: string, price: number) => ({
  bookId,
  title: `Item ${bookId}`,
  unitPricePaise: toPaise(price),
  coverImage: 'x.webp',
  quantity: 1,
});

describe.each(availableAdapters())('store contract: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  describe('books', () => {
    it('when a book is created, then it reads back with an id, prices and timestamps', async () => {
      const created = await store.books.create(book());
      expect(created._id).toMatch(/^[0-9a-f]{24}$/);
      expect(await store.books.get(created._id)).toEqual(created);
      expect(created.newPrice).toBe(15.5);
      expect(created.trending).toBe(false);
      expect(Date.parse(created.createdAt)).not.toBeNaN();
    });

    it('when listed with filters, then only matching books are counted and returned', async () => {
      await store.books.create(book({ title: 'Glue Stick', category: 'adhesive', trending: true }));
      await store.books.create(book({ title: 'Crayons 24', category: 'colors', newPrice: 99 }));
      await store.books.create(
        book({ title: 'Oil Pastels', category: 'colors', description: 'soft 100% pastels' }),
      );

      const colors = await store.books.list({ category: 'colors' });
      expect(colors.total).toBe(2);
      expect(colors.items.map((b) => b.title).sort()).toEqual(['Crayons 24', 'Oil Pastels']);
      expect((await store.books.list({ trending: true })).items.map((b) => b.title)).toEqual(['Glue Stick']);
      expect((await store.books.list({ search: 'crayon' })).total).toBe(1);
      expect((await store.books.list({ search: '100%' })).items.map((b) => b.title)).toEqual(['Oil Pastels']);
      expect((await store.books.list({ search: '_' })).total).toBe(0);
      expect((await store.books.list({ search: '"soft' })).items.map((b) => b.title)).toEqual([
        'Oil Pastels',
      ]);
      expect((await store.books.list({ search: 'soft 100' })).total).toBe(1);
    });

    it('when searched, then each word typed is the start of a word of the title or description, accents and case aside', async () => {
      await store.books.create(book({ title: 'Classmate Notebook', description: 'Ruled, 200 pages' }));
      await store.books.create(
        book({ title: 'Café Crème Sketchbook', description: 'Thick paper for pastels' }),
      );
      await store.books.create(book({ title: 'Glue Stick', description: 'Non-toxic, for paper and card' }));
      const titles = async (search: string) =>
        (await store.books.list({ search, sort: 'title' })).items.map((b) => b.title);

      expect(await titles('not')).toEqual(['Classmate Notebook']);
      expect(await titles('NOTEBOOK')).toEqual(['Classmate Notebook']);
      expect(await titles('creme')).toEqual(['Café Crème Sketchbook']);
      expect(await titles('CAFÉ')).toEqual(['Café Crème Sketchbook']);
      expect(await titles('paper')).toEqual(['Café Crème Sketchbook', 'Glue Stick']);
      expect(await titles('paper glu')).toEqual(['Glue Stick']);
      expect(await titles('ruled 200')).toEqual(['Classmate Notebook']);
      // Inside a word is not a start of one.
      expect(await titles('otebook')).toEqual([]);
      expect(await titles('ue')).toEqual([]);
      expect(await titles('paper pencil')).toEqual([]);
    });

    it('when titles are in Hindi, then a search finds them by the starts of their words, as it finds English ones', async () => {
      await store.books.create(book({ title: 'रंगीन पेंसिल सेट', description: '12 रंग' }));
      await store.books.create(book({ title: 'हिंदी व्याकरण', description: 'कक्षा 5 के लिए', category: 'book' }));
      await store.books.create(book({ title: 'Rangoli Colours', description: 'Powder' }));
      const titles = async (search: string) =>
        (await store.books.list({ search, sort: 'title' })).items.map((b) => b.title);
      expect(await titles('रंगी')).toEqual(['रंगीन पेंसिल सेट']);
      expect(await titles('व्या')).toEqual(['हिंदी व्याकरण']);
      expect(await titles('पेंसिल रं')).toEqual(['रंगीन पेंसिल सेट']);
      expect(await titles('कक्षा')).toEqual(['हिंदी व्याकरण']);
      // A start inside a word is not a start: "ग" is in रंगीन but begins no word.
      expect(await titles('गीन')).toEqual([]);
    });

    it('when a book has an author, publisher and language, then they read back, are searched, and an update that leaves them out clears them', async () => {
      const details = {
        author: 'R. K. Narayan',
        publisher: 'Indian Thought Publications',
        language: 'English',
      };
      const malgudi = await store.books.create(
        book({ title: 'Malgudi Days', description: 'Stories', category: 'book', ...details }),
      );
      await store.books.create(
        book({ title: 'Godaan', description: 'A novel', category: 'book', language: 'हिन्दी' }),
      );
      await store.books.create(book({ title: 'Narayan Fountain Pen' }));
      expect(await store.books.get(malgudi._id)).toMatchObject(details);
      expect((await store.books.create(book())).author).toBeNull();
      const titles = async (search: string) =>
        (await store.books.list({ search, sort: 'title' })).items.map((b) => b.title);
      expect(await titles('narayan')).toEqual(['Malgudi Days', 'Narayan Fountain Pen']);
      expect(await titles('r k narayan')).toEqual(['Malgudi Days']);
      expect(await titles('thought')).toEqual(['Malgudi Days']);
      expect(await titles('हिन्दी')).toEqual(['Godaan']);
      // Title matches still come first in a best-match list.
      expect((await store.books.list({ search: 'narayan' })).items[0]!.title).toBe('Narayan Fountain Pen');

      const version = await store.books.catalogueVersion();
      const { _id, onHand, createdAt, updatedAt, stock, ...fields } = malgudi;
      const updated = await store.books.update(_id, {
        ...fields,
        author: 'Narayan',
        publisher: null,
        language: undefined,
      });
      expect(updated).toMatchObject({ author: 'Narayan', publisher: null, language: null });
      expect(await store.books.catalogueVersion()).not.toBe(version);
      expect(await titles('thought')).toEqual([]);
    });

    it('when a book has its own HSN code and GST rate, then they read back and in lists; none is its category’s; an update sets or clears them and moves the catalogue version', async () => {
      const box = await store.books.create(
        book({ title: 'Geometry Box', category: 'box', hsn: '73269099', gstRate: 12 }),
      );
      expect(await store.books.get(box._id)).toMatchObject({ hsn: '73269099', gstRate: 12 });
      expect((await store.books.getMany([box._id]))[0]).toMatchObject({ hsn: '73269099', gstRate: 12 });
      expect((await store.books.list({})).items[0]).toMatchObject({ hsn: '73269099', gstRate: 12 });
      expect(await store.books.create(book())).toMatchObject({ hsn: null, gstRate: null });

      const { _id, onHand, createdAt, updatedAt, stock, ...fields } = box;
      const version = await store.books.catalogueVersion();
      expect(await store.books.update(_id, { ...fields, hsn: '7326', gstRate: 0 })).toMatchObject({
        hsn: '7326',
        gstRate: 0,
      });
      expect(await store.books.catalogueVersion()).not.toBe(version);
      const cleared = await store.books.update(_id, { ...fields, hsn: null, gstRate: undefined });
      expect(cleared).toMatchObject({ hsn: null, gstRate: null });
      expect(await store.books.get(_id)).toMatchObject({ hsn: null, gstRate: null });
    });

    it('when some books lack their own HSN code or GST rate, then the list billed at category defaults holds just those, by title, paged and counted', async () => {
      await store.books.create(book({ title: 'Gel Pens', hsn: '9608', gstRate: 18 }));
      const diary = await store.books.create(book({ title: 'diary 2026', hsn: '4820', gstRate: null }));
      await store.books.create(book({ title: 'Crayons', hsn: null, gstRate: 0 }));
      await store.books.create(book({ title: 'Atlas' }));
      const titles = async (page = {}) => {
        const { items, total } = await store.books.listBilledAtCategoryDefault(page);
        return { titles: items.map((b) => b.title), total };
      };

      expect(await titles()).toEqual({ titles: ['Atlas', 'Crayons', 'diary 2026'], total: 3 });
      expect(await titles({ limit: 1, offset: 1 })).toEqual({ titles: ['Crayons'], total: 3 });
      expect(await titles({ limit: 0 })).toEqual({ titles: [], total: 3 });

      const { _id, onHand, createdAt, updatedAt, stock, ...fields } = diary;
      await store.books.update(_id, { ...fields, gstRate: 18 });
      expect(await titles()).toEqual({ titles: ['Atlas', 'Crayons'], total: 2 });
    });

    it('when a book is counted in packs, then its unit reads back and in lists; left out it is NOS; an update changes it and moves the catalogue version', async () => {
      const pens = await store.books.create(book({ title: 'Gel Pens', unit: 'PAC' }));
      expect(await store.books.get(pens._id)).toMatchObject({ unit: 'PAC' });
      expect((await store.books.getMany([pens._id]))[0]).toMatchObject({ unit: 'PAC' });
      expect((await store.books.list({})).items[0]).toMatchObject({ unit: 'PAC' });
      expect((await store.books.create(book())).unit).toBe('NOS');
      const { _id, onHand, createdAt, updatedAt, stock, ...fields } = pens;
      const version = await store.books.catalogueVersion();
      expect(await store.books.update(_id, { ...fields, unit: 'BOX' })).toMatchObject({ unit: 'BOX' });
      expect(await store.books.catalogueVersion()).not.toBe(version);
      expect(await store.books.update(_id, { ...fields, unit: undefined })).toMatchObject({ unit: 'NOS' });
    });

    it('when a book is created with a barcode, then it reads back; a barcode another book has is refused on create and edit', async () => {
      const malgudi = await store.books.create(book({ title: 'Malgudi Days', barcode: '9788185986173' }));
      expect(await store.books.get(malgudi._id)).toMatchObject({ barcode: '9788185986173' });
      expect((await store.books.create(book())).barcode).toBeNull();
      // Many books have none: only a barcode given is unique.
      expect((await store.books.create(book({ barcode: null }))).barcode).toBeNull();

      await expect(store.books.create(book({ barcode: '9788185986173' }))).rejects.toEqual(
        new DuplicateBarcodeError('9788185986173'),
      );
      const pen = await store.books.create(book({ title: 'Gel Pen', barcode: '8901234567890' }));
      const { _id, onHand, createdAt, updatedAt, stock, ...fields } = pen;
      await expect(store.books.update(_id, { ...fields, barcode: '9788185986173' })).rejects.toBeInstanceOf(
        DuplicateBarcodeError,
      );
      expect((await store.books.get(_id))!.barcode).toBe('8901234567890');
      // A SKU refused is still told as a SKU, with a barcode in the same write.
      await store.books.create(book({ sku: 'GEL-10' }));
      await expect(
        store.books.update(_id, { ...fields, sku: 'gel-10', barcode: '96385074' }),
      ).rejects.toBeInstanceOf(DuplicateSkuError);
      expect(await store.books.count()).toBe(5);
    });

    it('when an edit clears a barcode, then the book has none, the catalogue version moves, and another book may take it', async () => {
      const malgudi = await store.books.create(book({ title: 'Malgudi Days', barcode: '9788185986173' }));
      const version = await store.books.catalogueVersion();
      const { _id, onHand, createdAt, updatedAt, stock, ...fields } = malgudi;
      expect(await store.books.update(_id, { ...fields, barcode: null })).toMatchObject({ barcode: null });
      expect(await store.books.catalogueVersion()).not.toBe(version);
      expect(await store.books.findByCode('9788185986173')).toBeNull();
      const other = await store.books.create(book({ title: 'Swami and Friends', barcode: '9788185986173' }));
      expect((await store.books.findByCode('9788185986173'))?._id).toBe(other._id);
    });

    it('when an item is looked up by a code, then its barcode is matched exactly, else its SKU whatever the case', async () => {
      const malgudi = await store.books.create(book({ title: 'Malgudi Days', barcode: '9788185986173' }));
      const pen = await store.books.create(book({ title: 'Gel Pen', sku: 'GEL-10' }));
      // A SKU that is another item's barcode: the barcode printed on the item wins.
      await store.books.create(book({ title: 'Old label', sku: '9788185986173' }));
      expect(await store.books.findByCode('9788185986173')).toEqual(malgudi);
      expect(await store.books.findByCode('gel-10')).toEqual(pen);
      expect(await store.books.findByCode('GEL-10')).toEqual(pen);
      expect(await store.books.findByCode('GEL')).toBeNull();
      expect(await store.books.findByCode('978818598617')).toBeNull();
      expect(await store.books.findByCode('')).toBeNull();
    });

    it('when searched without a sort, then books with the words in their title come first', async () => {
      await store.books.create(book({ title: 'Geometry Box', description: 'Compass, divider and a pencil' }));
      await store.books.create(book({ title: 'HB Pencil (Pack of 10)', description: 'Dark, smooth lead' }));
      await store.books.create(book({ title: 'Sharpener', description: 'Sharpens any pencil' }));
      const found = await store.books.list({ search: 'penc' });
      expect(found.total).toBe(3);
      expect(found.items[0]!.title).toBe('HB Pencil (Pack of 10)');
      expect(found.items.map((b) => b.title).sort()).toEqual([
        'Geometry Box',
        'HB Pencil (Pack of 10)',
        'Sharpener',
      ]);
      expect((await store.books.list({ search: 'penc', limit: 1, offset: 1 })).items).toHaveLength(1);
    });

    it('when a search matches hundreds of books, then the page and the total are as for a few', async () => {
      for (let i = 0; i < 320; i++) {
        await store.books.create(
          book({ title: `Ruled notebook ${i}`, description: 'For school', newPrice: 10 + i }),
        );
      }
      await store.books.create(book({ title: 'Rare quill', description: 'Not for school' }));
      const page = await store.books.list({ search: 'NOTEBOOK', sort: 'price-desc', limit: 5, offset: 10 });
      expect(page.total).toBe(320);
      expect(page.items.map((b) => b.newPrice)).toEqual([319, 318, 317, 316, 315]);
      expect((await store.books.list({ search: 'school', limit: 1 })).total).toBe(321);
      expect((await store.books.list({ search: 'quill' })).items.map((b) => b.title)).toEqual(['Rare quill']);
    });

    it('when paged and sorted, then the page is a slice and the total is the whole count', async () => {
      for (const price of [30, 10, 20])
        await store.books.create(book({ title: `P${price}`, newPrice: price }));
      const page = await store.books.list({ sort: 'price-asc', limit: 2, offset: 1 });
      expect(page.total).toBe(3);
      expect(page.items.map((b) => b.newPrice)).toEqual([20, 30]);
      const newest = await store.books.list({ sort: 'newest' });
      expect(newest.items[0]!.title).toBe('P20');
    });

    it('when updated or deleted, then the change is stored and unknown ids report nothing', async () => {
      const created = await store.books.create(book());
      const updated = await store.books.update(created._id, book({ newPrice: 12 }));
      expect(updated?.newPrice).toBe(12);
      expect(await store.books.update('0'.repeat(24), book())).toBeNull();
      expect(await store.books.delete(created._id)).toBe(true);
      expect(await store.books.delete(created._id)).toBe(false);
      expect(await store.books.get(created._id)).toBeNull();
      expect(await store.books.count()).toBe(0);
    });

    it('when a book is created, changed or deleted, then the catalogue version moves; orders leave it alone', async () => {
      const versions = [await store.books.catalogueVersion()];
      const created = await store.books.create(book());
      versions.push(await store.books.catalogueVersion());
      await store.books.update(created._id, book({ newPrice: 12 }));
      versions.push(await store.books.catalogueVersion());
      await store.books.delete(created._id);
      versions.push(await store.books.catalogueVersion());
      expect(new Set(versions).size).toBe(4);

      const kept = await store.books.create(book());
      const before = await store.books.catalogueVersion();
      await store.orders.create(orderFor('x@example.in', [line(kept._id, 1)]));
      await store.books.list({ search: 'anything' });
      await store.books.update('0'.repeat(24), book());
      expect(await store.books.catalogueVersion()).toBe(before);
    });

    it('when several ids are fetched, then unknown ones are simply absent', async () => {
      const a = await store.books.create(book({ title: 'A' }));
      const found = await store.books.getMany([a._id, 'f'.repeat(24)]);
      expect(found.map((b) => b.title)).toEqual(['A']);
    });
  });

  describe('top sellers', () => {
    const placeAndMove = async (lines: OrderInput['lines'], moves: OrderStatus[]) => {
      const created = await store.orders.create(orderFor('x@example.in', lines));
      if (created.outcome !== 'created') throw new Error('not created');
      let from: OrderStatus = 'placed';
      for (const to of moves) {
        expect((await store.orders.changeStatus(created.order._id, from, to)).outcome).toBe('changed');
        from = to;
      }
    };

    it('when some books were collected, then they lead by units and the rest follow newest first', async () => {
      const a = await store.books.create(book({ title: 'A' }));
      const b = await store.books.create(book({ title: 'B', category: 'colors' }));
      const c = await store.books.create(book({ title: 'C' }));
      await store.books.create(book({ title: 'D' }));
      await placeAndMove([line(b._id, 1), line(a._id, 1)], ['ready', 'collected']);
      await placeAndMove([line(b._id, 1)], ['ready', 'collected']);
      // Orders never handed over are not sales: placed, ready or cancelled, however many.
      await placeAndMove([line(c._id, 1), line(c._id, 1), line(c._id, 1)], []);
      await placeAndMove([line(c._id, 1), line(c._id, 1)], ['ready']);
      await placeAndMove([line(c._id, 1), line(c._id, 1)], ['ready', 'cancelled']);

      const top = await store.books.topSellers({ limit: 3 });
      expect(top.map((x) => x.title)).toEqual(['B', 'A', 'D']);
      const pens = await store.books.topSellers({ category: 'penandpencil', limit: 10 });
      expect(pens.map((x) => x.title)).toEqual(['A', 'D', 'C']);
    });

    it('when units are collected, then the catalogue version stays, since no catalogue answer changed', async () => {
      const a = await store.books.create(book({ title: 'A' }));
      const before = await store.books.catalogueVersion();
      await placeAndMove([line(a._id, 1)], ['ready', 'collected']);
      expect(await store.books.catalogueVersion()).toBe(before);
      expect((await store.books.topSellers({ limit: 1 }))[0]!.title).toBe('A');
    });
  });

  describe('orders', () => {
    it('when an order is created, then it keeps its lines, total and a placed history entry', async () => {
      const result = await store.orders.create(
        orderFor('asha@example.in', [line('b1', 10.25), line('b2', 5)]),
      );
      expect(result.outcome).toBe('created');
      if (result.outcome !== 'created') return;
      const stored = await store.orders.get(result.order._id);
      expect(stored).toEqual(result.order);
      expect(stored?.lines.map((l) => [isBookLine(l) && l.bookId, l.price])).toEqual([
        ['b1', 10.25],
        ['b2', 5],
      ]);
      expect(stored?.totalPrice).toBe(15.25);
      expect(stored?.status).toBe('placed');
      expect(stored?.statusHistory.map((h) => h.status)).toEqual(['placed']);
    });

    it('when an order is placed with a verified e-mail or without, then it keeps which, and its notices are mailed or held for the owner', async () => {
      const notify = (order: Order) => ({
        kind: 'placed' as const,
        recipient: order.email,
        subject: 'Received',
        text: 'Received',
        ...(order.emailVerified ? {} : { heldBecause: 'not verified' }),
      });
      const verified = await store.orders.create(
        { ...orderFor('asha@example.in', [line('b1', 10)]), emailVerified: true },
        undefined,
        notify,
      );
      const unverified = await store.orders.create(
        orderFor('ravi@example.in', [line('b1', 10)]),
        undefined,
        notify,
      );
      if (verified.outcome !== 'created' || unverified.outcome !== 'created') throw new Error('not created');
      expect((await store.orders.get(verified.order._id))?.emailVerified).toBe(true);
      expect((await store.orders.get(unverified.order._id))?.emailVerified).toBe(false);

      const { items } = await store.outbox.list({ limit: 10, offset: 0 });
      const byRecipient = Object.fromEntries(
        items.map((m) => [m.recipient, [m.state, m.lastError, m.nextAttemptAt]]),
      );
      expect(byRecipient['asha@example.in']).toEqual(['pending', null, expect.any(String)]);
      expect(byRecipient['ravi@example.in']).toEqual(['failed', 'not verified', null]);
      const due = await store.outbox.claimDue(new Date(Date.now() + 60_000), 1000, 10);
      expect(due.map((m) => m.recipient)).toEqual(['asha@example.in']);
    });

    it('when the same idempotency key is used twice, then one order exists and the retry replays it', async () => {
      const claim = { key: 'k1', customerUid: 'uid-asha@example.in', fingerprint: 'f1' };
      const input = orderFor('asha@example.in', [line('b1', 10)]);
      const first = await store.orders.create(input, claim);
      const second = await store.orders.create(input, claim);
      const mismatch = await store.orders.create(input, { ...claim, fingerprint: 'f2' });
      expect(first.outcome).toBe('created');
      expect(second.outcome).toBe('replayed');
      if (first.outcome === 'created' && second.outcome === 'replayed') {
        expect(second.order._id).toBe(first.order._id);
      }
      expect(mismatch.outcome).toBe('key_reused_with_other_request');
      expect(await store.orders.listAll()).toHaveLength(1);
      expect(await store.orders.hasClaim('uid-asha@example.in', 'k1')).toBe(true);
      expect(await store.orders.hasClaim('uid-asha@example.in', 'k2')).toBe(false);
      expect(await store.orders.hasClaim('someone-else', 'k1')).toBe(false);
    });

    it('when another customer uses the same key, then they get their own order', async () => {
      await store.orders.create(orderFor('a@example.in', [line('b1', 1)]), {
        key: 'k',
        customerUid: 'a',
        fingerprint: 'f',
      });
      const other = await store.orders.create(orderFor('b@example.in', [line('b1', 1)]), {
        key: 'k',
        customerUid: 'b',
        fingerprint: 'f',
      });
      expect(other.outcome).toBe('created');
    });

    it('when listed, then newest come first and by-email shows only that customer', async () => {
      await store.orders.create(orderFor('a@example.in', [line('b1', 1)]));
      await store.orders.create(orderFor('b@example.in', [line('b1', 2)]));
      await store.orders.create(orderFor('a@example.in', [line('b1', 3)]));
      expect((await store.orders.listAll()).map((o) => o.totalPrice)).toEqual([3, 2, 1]);
      expect((await store.orders.listByEmail('a@example.in')).map((o) => o.totalPrice)).toEqual([3, 1]);
      expect(await store.orders.listByEmail('nobody@example.in')).toEqual([]);
    });

    it('when listed in batches, then every order comes once, newest first, and one placed meanwhile is not added', async () => {
      for (let total = 1; total <= 7; total++)
        await store.orders.create(orderFor('a@example.in', [line('b1', total)]));
      const batches: number[][] = [];
      for await (const batch of store.orders.listAllInBatches(3)) {
        batches.push(batch.map((o) => o.totalPrice));
        if (batches.length === 1) await store.orders.create(orderFor('late@example.in', [line('b1', 99)]));
      }
      expect(batches).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
      const exact: number[][] = [];
      for await (const batch of store.orders.listAllInBatches(4)) exact.push(batch.map((o) => o.totalPrice));
      expect(exact).toEqual([
        [99, 7, 6, 5],
        [4, 3, 2, 1],
      ]);
    });

    it("when a customer's orders are read, then only those placed under both their uid and e-mail come", async () => {
      await store.orders.create(orderFor('a@example.in', [line('b1', 1)]));
      await store.orders.create({ ...orderFor('a@example.in', [line('b1', 2)]), customerUid: 'impostor' });
      await store.orders.create(orderFor('a@example.in', [line('b1', 3)]));
      const own = await store.orders.listByCustomer('uid-a@example.in', 'a@example.in');
      expect(own.map((o) => o.totalPrice)).toEqual([3, 1]);
      expect(await store.orders.listByCustomer('impostor', 'b@example.in')).toEqual([]);
    });

    it('when the status changes from the expected state, then it is recorded with who changed it; a stale change is refused', async () => {
      const created = await store.orders.create(orderFor('a@example.in', [line('b1', 1)]));
      if (created.outcome !== 'created') throw new Error('not created');
      const meena = { id: 'staff-meena', name: 'Meena' };
      const ready = await store.orders.changeStatus(created.order._id, 'placed', 'ready', { by: meena });
      expect(ready.outcome).toBe('changed');
      if (ready.outcome === 'changed') {
        expect(ready.order.status).toBe('ready');
        // The customer placed it: nobody at the shop is named on that change.
        expect(ready.order.statusHistory.map(({ status, by }) => [status, by])).toEqual([
          ['placed', null],
          ['ready', meena],
        ]);
      }
      const ravi = { id: 'staff-ravi', name: 'Ravi' };
      await store.orders.changeStatus(created.order._id, 'ready', 'collected', {
        by: ravi,
        payment: { method: 'cash', reference: null, at: new Date().toISOString() },
      });
      const stored = await store.orders.get(created.order._id);
      expect(stored!.statusHistory.map(({ by }) => by)).toEqual([null, meena, ravi]);
      const other = await store.orders.create(orderFor('a@example.in', [line('b1', 2)]));
      if (other.outcome !== 'created') throw new Error('not created');
      // A change given nobody (the customer's own cancel) names nobody.
      await store.orders.changeStatus(other.order._id, 'placed', 'cancelled');
      expect((await store.orders.get(other.order._id))!.statusHistory.map(({ by }) => by)).toEqual([
        null,
        null,
      ]);
      const stale = await store.orders.changeStatus(created.order._id, 'placed', 'cancelled');
      expect(stale).toEqual({ outcome: 'stale', current: 'collected' });
      expect(await store.orders.changeStatus('0'.repeat(24), 'placed', 'ready')).toEqual({
        outcome: 'not_found',
      });
    });
  });

  describe('statistics', () => {
    it('when orders are collected, awaiting or cancelled, then sales count only money taken and awaiting orders stand beside it', async () => {
      await store.books.create(book({ trending: true }));
      await store.books.create(book());
      const collected = await store.orders.create(orderFor('a@example.in', [line('b1', 100)]));
      const awaiting = await store.orders.create(orderFor('a@example.in', [line('b1', 70.25)]));
      const cancelled = await store.orders.create(orderFor('a@example.in', [line('b1', 50)]));
      if (
        collected.outcome !== 'created' ||
        awaiting.outcome !== 'created' ||
        cancelled.outcome !== 'created'
      ) {
        throw new Error('not created');
      }
      await store.orders.changeStatus(collected.order._id, 'placed', 'ready');
      await store.orders.changeStatus(collected.order._id, 'ready', 'collected', {
        payment: { method: 'cash', reference: null, at: new Date().toISOString() },
      });
      await store.orders.changeStatus(awaiting.order._id, 'placed', 'ready');
      await store.orders.changeStatus(cancelled.order._id, 'placed', 'cancelled');

      expect(await store.stats.summary({ lowStockThreshold: 5 })).toEqual({
        totalBooks: 2,
        trendingBooks: 1,
        totalOrders: 3,
        totalSales: 100,
        printSales: 0,
        ordersAwaitingPickup: 1,
        awaitingPickupValue: 70.25,
        unitsSold: 1,
        lowStockBooks: 0,
        channels: { online: { orders: 1, total: 100 }, counter: { orders: 0, total: 0 }, refunds: 0 },
      });
      const months = await store.stats.monthlySales(new Date(Date.now() - 86_400_000));
      expect(months).toHaveLength(1);
      expect(months[0]).toMatchObject({ orders: 1, units: 1, total: 100, print: 0 });
      expect(months[0]!.month).toMatch(/^\d{4}-\d{2}$/);
    });
  });

  describe('admins, images and rate limits', () => {
    it('when an admin is created, then it is found by username', async () => {
      await store.admins.create({ username: 'owner', displayName: 'Owner', passwordHash: 'h' });
      expect(await store.admins.findByUsername('owner')).toMatchObject({
        username: 'owner',
        passwordHash: 'h',
      });
      expect(await store.admins.findByUsername('nobody')).toBeNull();
    });

    it('when an admin is looked up by id, then only an existing id finds one', async () => {
      const created = await store.admins.create({
        username: 'owner',
        displayName: 'Owner',
        passwordHash: 'h',
      });
      expect(await store.admins.findById(created._id)).toMatchObject({ username: 'owner' });
      expect(await store.admins.findById('0123456789abcdef01234567')).toBeNull();
    });

    it('when a secret is asked for twice, even at once, then the first one made is kept and read back', async () => {
      const [first, second] = await Promise.all([
        store.secrets.getOrCreate('owner-token-key', () => 'made-first'),
        store.secrets.getOrCreate('owner-token-key', () => 'made-second'),
      ]);
      expect(second).toBe(first);
      expect(await store.secrets.getOrCreate('owner-token-key', () => 'made-later')).toBe(first);
      expect(await store.secrets.getOrCreate('another', () => 'its-own')).toBe('its-own');
    });

    it('when an image is stored twice under one name, then the first bytes stay', async () => {
      await store.images.put({ name: 'a.webp', contentType: 'image/webp', bytes: Buffer.from('one') });
      await store.images.put({ name: 'a.webp', contentType: 'image/webp', bytes: Buffer.from('two') });
      const image = await store.images.get('a.webp');
      expect(image?.bytes.toString()).toBe('one');
      expect(await store.images.exists('a.webp')).toBe(true);
      expect(await store.images.get('missing.webp')).toBeNull();
    });

    it('when a key is hit within its window, then the count grows until reset', async () => {
      expect((await store.rateLimits.hit('login:1', 60_000)).count).toBe(1);
      expect((await store.rateLimits.hit('login:1', 60_000)).count).toBe(2);
      await store.rateLimits.undo('login:1');
      expect((await store.rateLimits.hit('login:1', 60_000)).count).toBe(2);
      await store.rateLimits.reset('login:1');
      expect((await store.rateLimits.hit('login:1', 60_000)).count).toBe(1);
    });
  });
});
