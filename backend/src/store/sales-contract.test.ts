import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indiaDay, toPaise } from '../contract';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import type { Book, CounterSaleInput, IdempotencyClaim, OrderInput, Store } from './store';

const item = (title: string, stock: number | null, newPrice = 50) => ({
  title,
  description: 'd',
  category: 'penandpencil' as const,
  trending: false,
  oldPrice: newPrice,
  newPrice,
  coverImage: 'c.webp',
  stock,
  sku: null,
});

const saleOf = (lines: [Book, number][], overrides: Partial<CounterSaleInput> = {}): CounterSaleInput => ({
  ownerId: 'owner-1',
  name: '',
  phone: '',
  lines: lines.map(([book, quantity]) => ({
    bookId: book._id,
    title: book.title,
    unitPricePaise: toPaise(book.newPrice),
    coverImage: book.coverImage,
    quantity,
  })),
  totalPaise: toPaise(lines.reduce((sum, [book, quantity]) => sum + book.newPrice * quantity, 0)),
  payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
  ...overrides,
});

const onlineOrderOf = (lines: [Book, number][]): OrderInput => ({
  customerUid: 'uid-asha',
  email: 'asha@example.in',
  ...ASHA,
  lines: saleOf(lines).lines,
  totalPaise: saleOf(lines).totalPaise,
});

describe.each(availableAdapters())('store contract, counter sales: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let notebook: Book;
  let pen: Book;
  let loose: Book;

  const sell = async (input: CounterSaleInput, claim?: IdempotencyClaim) => {
    const result = await store.sales.createSale(input, claim);
    if (result.outcome !== 'created') throw new Error(result.outcome);
    return result.sale;
  };
  const stockOf = async (book: Book) => (await store.books.get(book._id))!.stock;
  const reasonsOf = async (book: Book) =>
    (await store.books.stockMovements(book._id, 20)).map((movement) => [movement.reason, movement.change]);

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    notebook = await store.books.create(item('Notebook', 10, 45.5));
    pen = await store.books.create(item('Pen', 3, 20));
    loose = await store.books.create(item('Loose sheets', null, 1));
  });
  afterEach(async () => cleanup());

  it('when a sale is made, then it is a collected counter order with its payment, the first number of the day, and its units off the shelf', async () => {
    const sale = await sell(
      saleOf(
        [
          [notebook, 2],
          [pen, 1],
          [loose, 7],
        ],
        {
          name: 'Ravi',
          payment: { method: 'cash', reference: null, tenderedPaise: toPaise(200), changePaise: toPaise(81) },
        },
      ),
    );
    expect(sale).toMatchObject({
      channel: 'counter',
      status: 'collected',
      name: 'Ravi',
      totalPrice: 118,
      payment: { method: 'cash', reference: null },
      sale: { number: 1, day: indiaDay(new Date(sale.createdAt)), tendered: 200, change: 81, voided: null },
    });
    expect(sale.statusHistory.map((change) => change.status)).toEqual(['collected']);
    expect(await store.orders.get(sale._id)).toEqual(sale);
    expect(await stockOf(notebook)).toBe(8);
    expect((await store.books.get(notebook._id))!.onHand).toBe(8);
    expect(await stockOf(pen)).toBe(2);
    expect(await stockOf(loose)).toBeNull();
    expect(await reasonsOf(notebook)).toEqual([
      ['counter_sale', -2],
      ['correction', 10],
    ]);
    const [top] = await store.books.topSellers({ limit: 1 });
    expect(top!._id).toBe(loose._id);
  });

  it('when sales follow one another, then their numbers run 1, 2, 3 without gaps, and the day lists them newest first', async () => {
    const first = await sell(saleOf([[pen, 1]]));
    const second = await sell(
      saleOf([[loose, 1]], {
        payment: { method: 'upi', reference: 'UTR 1', tenderedPaise: null, changePaise: null },
      }),
    );
    const third = await sell(
      saleOf([[notebook, 1]], {
        payment: { method: 'card', reference: null, tenderedPaise: null, changePaise: null },
      }),
    );
    expect([first, second, third].map((sale) => sale.sale!.number)).toEqual([1, 2, 3]);
    const day = await store.sales.listDay(first.sale!.day);
    expect(day.sales.map((sale) => sale._id)).toEqual([third._id, second._id, first._id]);
    expect(day.totals).toEqual({
      count: 3,
      amount: 66.5,
      cash: 20,
      upi: 1,
      card: 45.5,
      account: 0,
      refunds: 0,
    });
    expect(await store.sales.listDay('2001-01-01')).toEqual({
      sales: [],
      totals: { count: 0, amount: 0, cash: 0, upi: 0, card: 0, account: 0, refunds: 0 },
    });
  });

  it('when a line asks for more than the shelf holds, then nothing is sold and nothing taken', async () => {
    const result = await store.sales.createSale(
      saleOf([
        [notebook, 1],
        [pen, 4],
      ]),
    );
    expect(result).toEqual({
      outcome: 'out_of_stock',
      items: [{ productId: pen._id, title: 'Pen', requested: 4, available: 3 }],
    });
    expect(await stockOf(notebook)).toBe(10);
    expect((await store.sales.listDay(indiaDay(new Date()))).sales).toEqual([]);
  });

  it('when a sale is retried with its key, then the first sale comes back and nothing is taken twice; another body under the key is refused', async () => {
    const claim = { key: 'sale-key-1', customerUid: 'owner-1', fingerprint: 'f1' };
    const first = await sell(saleOf([[pen, 2]]), claim);
    const again = await store.sales.createSale(saleOf([[pen, 2]]), claim);
    expect(again).toEqual({ outcome: 'replayed', sale: first });
    expect(await stockOf(pen)).toBe(1);
    expect(await store.sales.createSale(saleOf([[pen, 1]]), { ...claim, fingerprint: 'f2' })).toEqual({
      outcome: 'key_reused_with_other_request',
    });
  });

  it('when online orders and counter sales race for the last units, then exactly the units on the shelf are sold', async () => {
    const attempts = Array.from({ length: 8 }, (_, index) =>
      index % 2 === 0
        ? store.sales.createSale(saleOf([[pen, 1]])).then((result) => result.outcome)
        : store.orders.create(onlineOrderOf([[pen, 1]])).then((result) => result.outcome),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'out_of_stock')).toHaveLength(5);
    expect(await stockOf(pen)).toBe(0);
  });

  it('when concurrent sales take numbers, then no two share one and none is skipped', async () => {
    const sales = await Promise.all(Array.from({ length: 6 }, () => sell(saleOf([[loose, 1]]))));
    expect(sales.map((sale) => sale.sale!.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('when a sale is voided, then it is cancelled with its number and reason, every unit is back, and the day no longer counts it', async () => {
    const sale = await sell(
      saleOf([
        [notebook, 2],
        [loose, 1],
      ]),
    );
    const kept = await sell(saleOf([[pen, 1]]));
    const result = await store.sales.voidSale(sale._id, 'Rang up the wrong notebook');
    expect(result).toMatchObject({
      outcome: 'voided',
      sale: {
        status: 'cancelled',
        sale: { number: 1, voided: { reason: 'Rang up the wrong notebook' } },
      },
    });
    expect(await stockOf(notebook)).toBe(10);
    expect((await store.books.get(notebook._id))!.onHand).toBe(10);
    expect((await reasonsOf(notebook))[0]).toEqual(['void', 2]);
    const day = await store.sales.listDay(sale.sale!.day);
    expect(day.sales).toHaveLength(2);
    expect(day.totals).toMatchObject({ count: 1, amount: 20, cash: 20 });
    expect(await store.sales.voidSale(sale._id, 'again')).toEqual({ outcome: 'stale', current: 'cancelled' });
    expect(await store.sales.voidSale('f'.repeat(24), 'x')).toEqual({ outcome: 'not_found' });
    expect(kept.sale!.number).toBe(2);
  });

  it('when a cashier sells, a manager approves the void and another takes a return, then each record names them as they were then', async () => {
    const meena = { id: 'staff-meena', name: 'Meena' };
    const ravi = { id: 'staff-ravi', name: 'Ravi' };
    const voided = await sell(saleOf([[pen, 1]], { cashier: meena }));
    expect(voided.sale!.cashier).toEqual(meena);
    const result = await store.sales.voidSale(voided._id, 'Rang up twice', { by: meena, approvedBy: ravi });
    expect(result).toMatchObject({
      outcome: 'voided',
      sale: { sale: { cashier: meena, voided: { reason: 'Rang up twice', by: meena, approvedBy: ravi } } },
    });
    expect((await store.orders.get(voided._id))!.sale!.voided).toMatchObject({ by: meena, approvedBy: ravi });

    const kept = await sell(saleOf([[notebook, 2]], { cashier: ravi }));
    const returned = await store.sales.createReturn({
      orderId: kept._id,
      items: [{ bookId: notebook._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Spare',
      by: meena,
      approvedBy: ravi,
    });
    expect(returned).toMatchObject({ outcome: 'created', record: { by: meena, approvedBy: ravi } });
    expect(await store.sales.returnsOf(kept._id)).toMatchObject([{ by: meena, approvedBy: ravi }]);
    const movements = await store.books.stockMovements(notebook._id, 10);
    expect(movements.map(({ reason, by }) => [reason, by])).toEqual([
      ['return', meena],
      ['counter_sale', ravi],
      ['correction', null],
    ]);
    expect((await store.books.stockMovements(pen._id, 10)).map(({ reason, by }) => [reason, by])).toEqual([
      ['void', meena],
      ['counter_sale', meena],
      ['correction', null],
    ]);
    const day = await store.sales.listDay(kept.sale!.day);
    expect(day.sales.map((sale) => sale.sale!.cashier)).toEqual([ravi, meena]);
  });

  it('when a cashier sells and a sale is voided, then the history names the seller on its collected change and who voided it on its cancelled one', async () => {
    const meena = { id: 'staff-meena', name: 'Meena' };
    const ravi = { id: 'staff-ravi', name: 'Ravi' };
    const sale = await sell(saleOf([[pen, 1]], { cashier: meena }));
    expect(sale.statusHistory).toEqual([{ status: 'collected', at: sale.createdAt, by: meena }]);
    await store.sales.voidSale(sale._id, 'Rang up twice', { by: ravi, approvedBy: null });
    const stored = await store.orders.get(sale._id);
    expect(stored!.statusHistory.map(({ status, by }) => [status, by])).toEqual([
      ['collected', meena],
      ['cancelled', ravi],
    ]);
  });

  it('when a cashier’s lower price was approved, then the sale names the manager who approved it; a sale needing none names nobody', async () => {
    const meena = { id: 'staff-meena', name: 'Meena' };
    const ravi = { id: 'staff-ravi', name: 'Ravi' };
    const approved = await sell(saleOf([[pen, 1]], { cashier: meena, priceApprovedBy: ravi }));
    expect(approved.sale!.priceApprovedBy).toEqual(ravi);
    expect((await store.orders.get(approved._id))!.sale!.priceApprovedBy).toEqual(ravi);
    const plain = await sell(saleOf([[pen, 1]], { cashier: meena }));
    expect((await store.orders.get(plain._id))!.sale!.priceApprovedBy).toBeNull();
    const day = await store.sales.listDay(approved.sale!.day);
    expect(day.sales.map((sale) => sale.sale!.priceApprovedBy)).toEqual([null, ravi]);
  });

  it('when a sale, a void and a return name nobody, then each names nobody (null)', async () => {
    const sale = await sell(saleOf([[pen, 1]]));
    expect(sale.sale!.cashier).toBeNull();
    expect(sale.statusHistory.map(({ by }) => by)).toEqual([null]);
    const returned = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Spare',
    });
    expect(returned).toMatchObject({ outcome: 'created', record: { by: null, approvedBy: null } });
    const other = await sell(saleOf([[loose, 1]]));
    const voided = await store.sales.voidSale(other._id, 'x');
    expect(voided).toMatchObject({ sale: { sale: { voided: { by: null, approvedBy: null } } } });
    expect((await store.orders.get(other._id))!.statusHistory.map(({ by }) => by)).toEqual([null, null]);
  });

  it('when an online order is voided as a sale, then it is not found', async () => {
    const created = await store.orders.create(onlineOrderOf([[pen, 1]]));
    if (created.outcome !== 'created') throw new Error(created.outcome);
    expect(await store.sales.voidSale(created.order._id, 'x')).toEqual({ outcome: 'not_found' });
  });

  it('when units of a sale are returned, then they go back on the shelf at the price charged, the day’s money drops, and no more than sold can come back', async () => {
    const sale = await sell(
      saleOf([
        [notebook, 3],
        [loose, 2],
      ]),
    );
    const returned = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: notebook._id, quantity: 2 }],
      refund: { method: 'upi', reference: 'UTR 9' },
      reason: 'Wrong ruling',
    });
    expect(returned).toMatchObject({
      outcome: 'created',
      record: {
        orderId: sale._id,
        items: [{ productId: notebook._id, title: 'Notebook', quantity: 2, price: 45.5 }],
        refund: { method: 'upi', reference: 'UTR 9' },
        amount: 91,
        reason: 'Wrong ruling',
      },
    });
    expect(await stockOf(notebook)).toBe(9);
    expect((await reasonsOf(notebook))[0]).toEqual(['return', 2]);
    const day = await store.sales.listDay(sale.sale!.day);
    expect(day.totals).toEqual({
      count: 1,
      amount: 47.5,
      cash: 138.5,
      upi: -91,
      card: 0,
      account: 0,
      refunds: 91,
    });
    expect(
      await store.sales.createReturn({
        orderId: sale._id,
        items: [{ bookId: notebook._id, quantity: 2 }],
        refund: { method: 'cash', reference: null },
        reason: 'again',
      }),
    ).toEqual({
      outcome: 'too_many',
      items: [{ productId: notebook._id, title: 'Notebook', returnable: 1, requested: 2 }],
    });
    expect(await store.sales.returnsOf(sale._id)).toEqual([
      returned.outcome === 'created' ? returned.record : null,
    ]);
    expect(await store.sales.voidSale(sale._id, 'x')).toEqual({ outcome: 'has_returns' });
  });

  it('when an uncounted item or an item not on the order is returned, then the first moves no count and the second is refused', async () => {
    const sale = await sell(saleOf([[loose, 2]]));
    const result = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: loose._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Torn',
    });
    expect(result.outcome).toBe('created');
    expect(await stockOf(loose)).toBeNull();
    expect(
      await store.sales.createReturn({
        orderId: sale._id,
        items: [{ bookId: pen._id, quantity: 1 }],
        refund: { method: 'cash', reference: null },
        reason: 'x',
      }),
    ).toEqual({
      outcome: 'too_many',
      items: [{ productId: pen._id, title: '', returnable: 0, requested: 1 }],
    });
  });

  it('when a collected online order is returned, then its units go back; a placed one is refused', async () => {
    const created = await store.orders.create(onlineOrderOf([[notebook, 2]]));
    if (created.outcome !== 'created') throw new Error(created.outcome);
    const refund = { method: 'cash' as const, reference: null };
    const input = {
      orderId: created.order._id,
      items: [{ bookId: notebook._id, quantity: 1 }],
      refund,
      reason: 'Spare',
    };
    expect(await store.sales.createReturn(input)).toEqual({ outcome: 'not_collected', current: 'placed' });
    await store.orders.changeStatus(created.order._id, 'placed', 'ready');
    const payment = { method: 'cash' as const, reference: null, at: new Date().toISOString() };
    await store.orders.changeStatus(created.order._id, 'ready', 'collected', { payment });
    expect(await stockOf(notebook)).toBe(8);
    expect((await store.sales.createReturn(input)).outcome).toBe('created');
    expect(await stockOf(notebook)).toBe(9);
    expect((await store.books.get(notebook._id))!.onHand).toBe(9);
    expect(await store.sales.createReturn({ ...input, orderId: 'f'.repeat(24) })).toEqual({
      outcome: 'not_found',
    });
  });

  it('when sales and returns are made, then the statistics count both channels and take refunds off', async () => {
    const created = await store.orders.create(onlineOrderOf([[notebook, 2]]));
    if (created.outcome !== 'created') throw new Error(created.outcome);
    await store.orders.changeStatus(created.order._id, 'placed', 'ready');
    const at = new Date().toISOString();
    await store.orders.changeStatus(created.order._id, 'ready', 'collected', {
      payment: { method: 'upi', reference: null, at },
    });
    const sale = await sell(saleOf([[pen, 2]]));
    await sell(saleOf([[loose, 5]]));
    await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Does not write',
    });
    const summary = await store.stats.summary({ lowStockThreshold: 0 });
    expect(summary).toMatchObject({
      totalSales: 91 + 40 + 5 - 20,
      unitsSold: 2 + 2 + 5 - 1,
      channels: {
        online: { orders: 1, total: 91 },
        counter: { orders: 2, total: 25 },
        refunds: 20,
      },
    });
    const takings = await store.stats.takings(new Date(Date.now() - 60_000));
    expect(takings).toEqual({ cash: 25, upi: 91, card: 0 });
    const [month] = await store.stats.monthlySales(new Date(Date.now() - 60_000));
    expect(month).toMatchObject({ orders: 3, units: 8, total: 116 });
    const [top] = await store.books.topSellers({ limit: 1 });
    expect(top!._id).toBe(loose._id);
    expect((await store.books.get(pen._id))!.stock).toBe(2);
  });
});
