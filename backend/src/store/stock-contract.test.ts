import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import { STOCK_MAX, toPaise } from '../contract';
import {
  DuplicateSkuError,
  type Book,
  type BookInput,
  type OrderInput,
  type OrderLine,
  type Store,
} from './store';

const OWNER = { ownerId: 'a'.repeat(24) };

const item = (overrides: Partial<BookInput> = {}): BookInput => ({
  title: 'Spiral Notebook',
  description: 'A5, 200 pages',
  category: 'book',
  trending: false,
  oldPrice: 60,
  newPrice: 50,
  coverImage: 'notebook.webp',
  stock: 7,
  sku: null,
  ...overrides,
});

let customers = 0;
const orderOf = (...lines: [Book, number][]): OrderInput => {
  customers++;
  return {
    customerUid: `uid-${customers}`,
    email: `c${customers}@example.in`,
    ...ASHA,
    lines: lines.map(([book, quantity]) => ({
      bookId: book._id,
      title: book.title,
      unitPricePaise: toPaise(book.newPrice),
      coverImage: book.coverImage,
      quantity,
    })),
    totalPaise: toPaise(lines.reduce((sum, [book, quantity]) => sum + book.newPrice * quantity, 0)),
  };
};

describe.each(availableAdapters())('store contract, stock: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const stockOf = async (book: Book) => (await store.books.get(book._id))!.stock;
  const placed = async (input: OrderInput) => {
    const result = await store.orders.create(input);
    if (result.outcome !== 'created') throw new Error(`not created: ${result.outcome}`);
    return result.order;
  };

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  describe('orders', () => {
    it('when an order is placed, then each counted line takes its units and records the order as the reason', async () => {
      const notebook = await store.books.create(item({ stock: 5 }));
      const order = await placed(orderOf([notebook, 2]));
      expect(order.lines[0]!.quantity).toBe(2);
      expect(await stockOf(notebook)).toBe(3);
      const [latest] = await store.books.stockMovements(notebook._id, 10);
      expect(latest).toMatchObject({ change: -2, reason: 'order', stockAfter: 3, orderId: order._id });
    });

    it('when one line of two is short, then nothing is stored, nothing is taken and the short line is named', async () => {
      const notebook = await store.books.create(item({ stock: 5 }));
      const pen = await store.books.create(item({ title: 'Fountain pen', stock: 1 }));
      const result = await store.orders.create(orderOf([notebook, 2], [pen, 2]));
      expect(result).toEqual({
        outcome: 'out_of_stock',
        items: [{ productId: pen._id, title: 'Fountain pen', requested: 2, available: 1 }],
      });
      expect([await stockOf(notebook), await stockOf(pen)]).toEqual([5, 1]);
      expect(await store.orders.listAll()).toEqual([]);
      expect(await store.books.stockMovements(notebook._id, 10)).toHaveLength(1);
    });

    it('when an item is not counted, then any quantity is ordered and its count stays null', async () => {
      const glue = await store.books.create(item({ stock: null }));
      await placed(orderOf([glue, 40]));
      expect(await stockOf(glue)).toBeNull();
      expect(await store.books.stockMovements(glue._id, 10)).toEqual([]);
    });

    it('when an order is cancelled, then its units return; when one is collected, then the count stays', async () => {
      const notebook = await store.books.create(item({ stock: 5 }));
      const cancelled = await placed(orderOf([notebook, 2]));
      const collected = await placed(orderOf([notebook, 1]));
      expect(await stockOf(notebook)).toBe(2);
      await store.orders.changeStatus(cancelled._id, 'placed', 'cancelled');
      expect(await stockOf(notebook)).toBe(4);
      await store.orders.changeStatus(collected._id, 'placed', 'ready');
      await store.orders.changeStatus(collected._id, 'ready', 'collected');
      expect(await stockOf(notebook)).toBe(4);
      const [latest] = await store.books.stockMovements(notebook._id, 10);
      expect(latest).toMatchObject({ change: 2, reason: 'cancel', stockAfter: 4, orderId: cancelled._id });
    });

    it('when an order placed before the item was counted is cancelled, then it puts nothing back', async () => {
      const glue = await store.books.create(item({ stock: null }));
      const early = await placed(orderOf([glue, 5]));
      await store.books.adjustStock(glue._id, { set: 10 }, 'correction', OWNER);
      const counted = await placed(orderOf([glue, 2]));
      await store.orders.changeStatus(early._id, 'placed', 'cancelled');
      expect(await stockOf(glue)).toBe(8);
      await store.orders.changeStatus(counted._id, 'placed', 'cancelled');
      expect(await stockOf(glue)).toBe(10);
      const movements = await store.books.stockMovements(glue._id, 10);
      expect(movements.map(({ change, reason, orderId }) => [change, reason, orderId])).toEqual([
        [2, 'cancel', counted._id],
        [-2, 'order', counted._id],
        [10, 'correction', null],
      ]);
    });

    it('when an order is replayed with its key, then its units are taken once', async () => {
      const notebook = await store.books.create(item({ stock: 5 }));
      const input = orderOf([notebook, 2]);
      const claim = { key: 'k-1', customerUid: input.customerUid, fingerprint: 'f' };
      const [first, second] = await Promise.all([
        store.orders.create(input, claim),
        store.orders.create(input, claim),
      ]);
      expect([first.outcome, second.outcome].sort()).toEqual(['created', 'replayed']);
      expect(await stockOf(notebook)).toBe(3);
    });

    it('when an order of two kits sharing one item with another line for the same item is placed, then the stock is taken once for the sum, or it is refused whole', async () => {
      const notebook = await store.books.create(item({ stock: 20 }));
      const crayons = await store.books.create(item({ title: 'Crayon box', stock: 10 }));
      const kitLine = (book: Book, quantity: number, group: number) => ({
        ...orderOf([book, quantity]).lines[0]!,
        kit: {
          _id: 'e'.repeat(24),
          title: 'Class 5',
          school: "St. Xavier's",
          className: 'Class 5',
          kits: 1,
          group,
        },
      });
      // Two children in Class 5: each kit holds 9 notebooks (two prices, a paisa apart) and a crayon box.
      const twoKitsAnd = (extra: number): OrderInput => ({
        ...orderOf([notebook, extra]),
        lines: [
          kitLine(notebook, 4, 0),
          kitLine(notebook, 5, 0),
          kitLine(crayons, 1, 0),
          kitLine(notebook, 9, 1),
          kitLine(crayons, 1, 1),
          ...orderOf([notebook, extra]).lines,
        ],
      });
      const refused = await store.orders.create(twoKitsAnd(3));
      expect(refused).toEqual({
        outcome: 'out_of_stock',
        items: [{ productId: notebook._id, title: 'Spiral Notebook', requested: 21, available: 20 }],
      });
      expect([await stockOf(notebook), await stockOf(crayons)]).toEqual([20, 10]);
      expect(await store.orders.listAll()).toEqual([]);
      expect(await store.books.stockMovements(notebook._id, 10)).toHaveLength(1);

      const order = await placed(twoKitsAnd(2));
      expect([await stockOf(notebook), await stockOf(crayons)]).toEqual([0, 8]);
      // Each line keeps the kit it came from, read one order at a time or in a list.
      const groups = (lines: OrderLine[]) => lines.map((line) => ('kit' in line ? line.kit?.group : 'own'));
      expect(groups(order.lines)).toEqual([0, 0, 0, 1, 1, 'own']);
      expect((await store.orders.get(order._id))!.lines).toEqual(order.lines);
      expect((await store.orders.listAll())[0]!.lines).toEqual(order.lines);
      const [taken] = await store.books.stockMovements(notebook._id, 10);
      expect(taken).toMatchObject({ change: -20, reason: 'order', stockAfter: 0, orderId: order._id });
      expect(await store.books.stockMovements(notebook._id, 10)).toHaveLength(2);

      await store.orders.changeStatus(order._id, 'placed', 'cancelled');
      expect([await stockOf(notebook), await stockOf(crayons)]).toEqual([20, 10]);
      const [back] = await store.books.stockMovements(notebook._id, 10);
      expect(back).toMatchObject({ change: 20, reason: 'cancel', stockAfter: 20, orderId: order._id });
    });

    it('when 40 customers order the last 7 at once, then exactly 7 orders are placed and the count ends at 0', async () => {
      const notebook = await store.books.create(item({ stock: 7 }));
      const results = await Promise.all(
        Array.from({ length: 40 }, () => store.orders.create(orderOf([notebook, 1]))),
      );
      const outcomes = results.map((result) => result.outcome);
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(7);
      expect(outcomes.filter((outcome) => outcome === 'out_of_stock')).toHaveLength(33);
      expect(await stockOf(notebook)).toBe(0);
      expect(await store.orders.listAll()).toHaveLength(7);
    });

    it('when cancellations and new orders race, then units on the shelf plus units ordered stay what there was', async () => {
      const notebook = await store.books.create(item({ stock: 4 }));
      const first = await Promise.all([1, 2, 3, 4].map(() => placed(orderOf([notebook, 1]))));
      const race = await Promise.all([
        ...first.slice(0, 3).map((order) => store.orders.changeStatus(order._id, 'placed', 'cancelled')),
        ...Array.from({ length: 6 }, () => store.orders.create(orderOf([notebook, 1]))),
      ]);
      const live = (await store.orders.listAll()).filter((order) => order.status !== 'cancelled');
      const ordered = live.reduce((sum, order) => sum + order.lines[0]!.quantity, 0);
      const stock = (await stockOf(notebook))!;
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock + ordered).toBe(4);
      expect(race.filter((result) => result.outcome === 'created').length).toBe(ordered - 1);
    });
  });

  describe('on hand and available', () => {
    it('when the owner counts the shelf while orders are open, then customers can order the count less what those orders hold', async () => {
      const notebook = await store.books.create(item({ stock: 50 }), OWNER);
      const open = await placed(orderOf([notebook, 20]));
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 50, stock: 30 });
      await store.books.adjustStock(notebook._id, { set: 50 }, 'correction', OWNER);
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 50, stock: 30 });
      await store.books.update(notebook._id, { ...item(), stock: 45 }, OWNER);
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 45, stock: 25 });
      await store.books.applyImport(
        [{ kind: 'update', id: notebook._id, input: { ...item(), stock: 40 } }],
        OWNER,
      );
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 40, stock: 20 });
      await store.books.adjustStock(notebook._id, { change: 5 }, 'restock', OWNER);
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 45, stock: 25 });
      await store.orders.changeStatus(open._id, 'placed', 'cancelled');
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 45, stock: 45 });
    });

    it('when an order is collected, then its units leave the shelf; available stays', async () => {
      const notebook = await store.books.create(item({ stock: 10 }), OWNER);
      const order = await placed(orderOf([notebook, 3]));
      await store.orders.changeStatus(order._id, 'placed', 'ready');
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 10, stock: 7 });
      await store.orders.changeStatus(order._id, 'ready', 'collected');
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 7, stock: 7 });
      await store.books.adjustStock(notebook._id, { set: 7 }, 'correction', OWNER);
      expect(await stockOf(notebook)).toBe(7);
    });

    it('when the shelf holds fewer than open orders hold, then nothing can be ordered until enough are back', async () => {
      const notebook = await store.books.create(item({ stock: 10 }), OWNER);
      const first = await placed(orderOf([notebook, 6]));
      await placed(orderOf([notebook, 2]));
      await store.books.adjustStock(notebook._id, { set: 5 }, 'damaged', OWNER);
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 5, stock: 0 });
      expect((await store.orders.create(orderOf([notebook, 1]))).outcome).toBe('out_of_stock');
      await store.orders.changeStatus(first._id, 'placed', 'cancelled');
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 5, stock: 3 });
    });

    it('when an item is not counted, then it has neither figure', async () => {
      const glue = await store.books.create(item({ stock: null }));
      await placed(orderOf([glue, 4]));
      expect(await store.books.get(glue._id)).toMatchObject({ onHand: null, stock: null });
    });
  });

  describe('the owner', () => {
    it('when stock is received, lost or counted, then each is recorded and nothing goes below 0', async () => {
      const notebook = await store.books.create(item({ stock: 3 }), OWNER);
      expect(await store.books.adjustStock(notebook._id, { change: 5 }, 'restock', OWNER)).toMatchObject({
        outcome: 'changed',
        book: { stock: 8 },
      });
      expect(await store.books.adjustStock(notebook._id, { change: -9 }, 'damaged', OWNER)).toEqual({
        outcome: 'below_zero',
        stock: 8,
      });
      await store.books.adjustStock(notebook._id, { change: -1 }, 'damaged', OWNER);
      await store.books.adjustStock(notebook._id, { set: 2 }, 'correction', OWNER);
      expect(await stockOf(notebook)).toBe(2);
      const movements = await store.books.stockMovements(notebook._id, 10);
      expect(movements.map(({ change, reason, stockAfter }) => [change, reason, stockAfter])).toEqual([
        [-5, 'correction', 2],
        [-1, 'damaged', 7],
        [5, 'restock', 8],
        [3, 'correction', 3],
      ]);
      expect(movements.every((movement) => movement.ownerId === OWNER.ownerId)).toBe(true);
      expect(await store.books.stockMovements(notebook._id, 2)).toHaveLength(2);
    });

    it('when units received would take the count past the maximum, then it is refused and nothing changes', async () => {
      const notebook = await store.books.create(item({ stock: STOCK_MAX - 2 }), OWNER);
      expect(await store.books.adjustStock(notebook._id, { change: 3 }, 'restock', OWNER)).toEqual({
        outcome: 'above_maximum',
        stock: STOCK_MAX - 2,
      });
      expect(await stockOf(notebook)).toBe(STOCK_MAX - 2);
      expect(await store.books.stockMovements(notebook._id, 10)).toHaveLength(1);
      await store.books.adjustStock(notebook._id, { change: 2 }, 'restock', OWNER);
      expect(await stockOf(notebook)).toBe(STOCK_MAX);
    });

    it('when an uncounted or missing item is changed by units, then it is refused; a count starts counting', async () => {
      const glue = await store.books.create(item({ stock: null }));
      expect(await store.books.adjustStock(glue._id, { change: 3 }, 'restock', OWNER)).toEqual({
        outcome: 'not_counted',
      });
      expect(await store.books.adjustStock('0'.repeat(24), { set: 1 }, 'correction', OWNER)).toEqual({
        outcome: 'not_found',
      });
      await store.books.adjustStock(glue._id, { set: 6 }, 'correction', OWNER);
      expect(await stockOf(glue)).toBe(6);
    });

    it('when an edit leaves stock out, then the count orders took meanwhile stays; a count given sets on hand and is recorded', async () => {
      const notebook = await store.books.create(item({ stock: 5 }));
      await placed(orderOf([notebook, 2]));
      const { stock: _stock, ...fields } = item({ newPrice: 45 });
      await store.books.update(notebook._id, fields, OWNER);
      expect(await stockOf(notebook)).toBe(3);
      await store.books.update(notebook._id, { ...fields, stock: 9 }, OWNER);
      expect(await store.books.get(notebook._id)).toMatchObject({ onHand: 9, stock: 7 });
      const [latest] = await store.books.stockMovements(notebook._id, 10);
      expect(latest).toMatchObject({
        change: 4,
        reason: 'correction',
        stockAfter: 7,
        ownerId: OWNER.ownerId,
      });
    });

    it('when a named person counts, corrects or imports stock, then each movement names them; one without a name names nobody', async () => {
      const meena = { ownerId: 'staff-meena', name: 'Meena' };
      const notebook = await store.books.create(item({ stock: 5 }), meena);
      await store.books.adjustStock(notebook._id, { change: 2 }, 'restock', meena);
      await store.books.adjustStock(notebook._id, { set: 7 }, 'correction', meena);
      await store.books.applyImport(
        [{ kind: 'update', id: notebook._id, input: { ...item(), stock: 9 } }],
        meena,
      );
      await store.books.adjustStock(notebook._id, { change: 1 }, 'restock', OWNER);
      const movements = await store.books.stockMovements(notebook._id, 10);
      expect(movements.map(({ reason, ownerId, by }) => [reason, ownerId, by])).toEqual([
        ['restock', OWNER.ownerId, null],
        ['import', 'staff-meena', { id: 'staff-meena', name: 'Meena' }],
        ['correction', 'staff-meena', { id: 'staff-meena', name: 'Meena' }],
        ['restock', 'staff-meena', { id: 'staff-meena', name: 'Meena' }],
        ['correction', 'staff-meena', { id: 'staff-meena', name: 'Meena' }],
      ]);
    });

    it('when two items would share a SKU, whatever its case, then the second write is refused', async () => {
      const first = await store.books.create(item({ sku: 'ISBN-978-81' }));
      await expect(store.books.create(item({ sku: 'isbn-978-81' }))).rejects.toBeInstanceOf(
        DuplicateSkuError,
      );
      const second = await store.books.create(item({ sku: 'NB-200' }));
      await expect(store.books.update(second._id, { ...item(), sku: 'ISBN-978-81' })).rejects.toBeInstanceOf(
        DuplicateSkuError,
      );
      expect((await store.books.get(second._id))!.sku).toBe('NB-200');
      await store.books.create(item({ sku: null }));
      await store.books.create(item({ sku: null }));
      expect((await store.books.get(first._id))!.sku).toBe('ISBN-978-81');
    });

    it('when the list asks for low stock, then only counted items at or below the mark come', async () => {
      for (const [title, stock] of [
        ['Out', 0],
        ['Low', 3],
        ['Plenty', 40],
        ['Uncounted', null],
      ] as const) {
        await store.books.create(item({ title, stock }));
      }
      const low = await store.books.list({ stockAtMost: 5, sort: 'title' });
      expect(low.items.map((book) => book.title)).toEqual(['Low', 'Out']);
      expect((await store.books.list({ stockAtMost: 0 })).items.map((book) => book.title)).toEqual(['Out']);
      expect((await store.stats.summary({ lowStockThreshold: 5 })).lowStockBooks).toBe(2);
    });

    it('when an import has a bad operation, then none of its operations are written', async () => {
      const taken = await store.books.create(item({ sku: 'TAKEN' }));
      const existing = await store.books.create(item({ title: 'Existing', stock: 2 }));
      const before = await store.books.count();
      await expect(
        store.books.applyImport(
          [
            { kind: 'create', input: item({ title: 'New one', sku: 'NEW-1' }) },
            { kind: 'update', id: existing._id, input: { ...item({ title: 'Existing' }), stock: 20 } },
            { kind: 'create', input: item({ title: 'Clash', sku: 'taken' }) },
          ],
          OWNER,
        ),
      ).rejects.toBeInstanceOf(DuplicateSkuError);
      expect(await store.books.count()).toBe(before);
      expect(await stockOf(existing)).toBe(2);
      expect((await store.books.get(taken._id))!.title).toBe('Spiral Notebook');

      const written = await store.books.applyImport(
        [
          { kind: 'create', input: item({ title: 'New one', sku: 'NEW-1', stock: 4 }) },
          { kind: 'update', id: existing._id, input: { ...item({ title: 'Existing' }), stock: 20 } },
        ],
        OWNER,
      );
      expect(written.map((book) => [book.title, book.stock])).toEqual([
        ['New one', 4],
        ['Existing', 20],
      ]);
      const [latest] = await store.books.stockMovements(existing._id, 1);
      expect(latest).toMatchObject({ change: 18, reason: 'import', ownerId: OWNER.ownerId });
    });

    it('when an order takes stock, then the catalogue version moves, so no cached answer shows the old count', async () => {
      const notebook = await store.books.create(item({ stock: 5 }));
      const before = await store.books.catalogueVersion();
      await placed(orderOf([notebook, 1]));
      expect(await store.books.catalogueVersion()).not.toBe(before);
    });
  });
});
