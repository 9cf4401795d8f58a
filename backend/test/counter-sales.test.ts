import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  indiaDay,
  type CounterDay,
  type CounterSale,
  type DashboardStats,
  type OrderView,
} from '../src/contract';
import { validOrderBody } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    notebook: { title: 'Spiral Notebook', newPrice: 49.5, oldPrice: 60, stock: 6 },
    pen: { title: 'Gel Pen', newPrice: 25, stock: 2 },
    glue: { title: 'Glue Stick', newPrice: 30, stock: null },
  },
});
const { asha } = t.customers;
const { notebook, pen, glue } = t.books;
const DAY_MS = 24 * 60 * 60 * 1000;
let keys = 0;

const sell = (body: object, key = `sale-key-${++keys}`) =>
  t.asOwner().post('/api/counter/sales').set('Idempotency-Key', key).send(body);

const cashSale = (tendered?: number) => ({
  items: [
    { productId: notebook._id, quantity: 2 },
    { productId: glue._id, quantity: 1 },
  ],
  payment: { method: 'cash', ...(tendered === undefined ? {} : { tendered }) },
});

const stockOf = async (id: string) => (await t.store.books.get(id))!.stock;

/** Runs `work` with the clock `offsetMs` away from now (only Date moves; timers keep running). */
async function at<T>(offsetMs: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + offsetMs });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => vi.useRealTimers());

describe('POST /api/counter/sales', () => {
  it('when the owner sells with cash tendered, then the sale is collected, numbered, priced by the server, with the change, and the stock drops', async () => {
    const res = await sell({ ...cashSale(200), customer: { name: 'Ravi', phone: '9876543210' } });
    expect(res.status).toBe(201);
    const sale = res.body.sale as CounterSale;
    expect(sale).toMatchObject({
      channel: 'counter',
      status: 'collected',
      number: 1,
      day: indiaDay(new Date()),
      totalPrice: 129,
      name: 'Ravi',
      payment: { method: 'cash', reference: null, tendered: 200, change: 71 },
      lines: [
        { bookId: notebook._id, title: 'Spiral Notebook', price: 49.5, quantity: 2 },
        { bookId: glue._id, title: 'Glue Stick', price: 30, quantity: 1 },
      ],
    });
    expect(await stockOf(notebook._id)).toBe(4);
    const movements = await t.store.books.stockMovements(notebook._id, 1);
    expect(movements[0]).toMatchObject({ reason: 'counter_sale', change: -2, orderId: sale._id });
    expect((await t.asOwner().get(`/api/books/${notebook._id}`)).body.stock).toBe(4);
  });

  it('when the owner sells below the shop price, then that price is charged; above it or below 0 is refused', async () => {
    const cheaper = await sell({
      items: [{ productId: notebook._id, quantity: 1, price: 40 }],
      payment: { method: 'upi', reference: 'UTR 77' },
    });
    expect(cheaper.status).toBe(201);
    expect(cheaper.body.sale).toMatchObject({
      totalPrice: 40,
      payment: { method: 'upi', reference: 'UTR 77' },
    });
    const dearer = await sell({
      items: [{ productId: notebook._id, quantity: 1, price: 49.51 }],
      payment: { method: 'card' },
    });
    expect(dearer.status).toBe(400);
    expect(dearer.body.error.message).toContain('at most ₹49.50');
    const negative = await sell({
      items: [{ productId: notebook._id, quantity: 1, price: -1 }],
      payment: { method: 'card' },
    });
    expect(negative.status).toBe(400);
  });

  it('when the cash tendered is short of the total, then it is a 400 and nothing is sold', async () => {
    const res = await sell(cashSale(100));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('less than the total');
    expect(await stockOf(notebook._id)).toBe(6);
  });

  it('when a line asks for more than the shelf holds, then it is the out_of_stock 409 and nothing is taken', async () => {
    const res = await sell({
      items: [
        { productId: notebook._id, quantity: 1 },
        { productId: pen._id, quantity: 3 },
      ],
      payment: { method: 'cash' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'out_of_stock',
      items: [{ productId: pen._id, title: 'Gel Pen', requested: 3, available: 2 }],
    });
    expect(await stockOf(notebook._id)).toBe(6);
  });

  it('when a sale is retried with the same key, then the first sale comes back and the stock is taken once', async () => {
    const first = await sell(cashSale(), 'same-sale-key');
    const again = await sell(cashSale(), 'same-sale-key');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.sale._id).toBe(first.body.sale._id);
    expect(await stockOf(notebook._id)).toBe(4);
    expect(
      (await sell({ ...cashSale(), items: [{ productId: glue._id, quantity: 1 }] }, 'same-sale-key')).status,
    ).toBe(422);
  });

  it.each([
    ['no items', { items: [], payment: { method: 'cash' } }],
    [
      '101 lines',
      {
        items: Array.from({ length: 101 }, () => ({ productId: glue._id, quantity: 1 })),
        payment: { method: 'cash' },
      },
    ],
    [
      'an unknown payment method',
      { items: [{ productId: glue._id, quantity: 1 }], payment: { method: 'cheque' } },
    ],
    [
      'tendered with UPI',
      { items: [{ productId: glue._id, quantity: 1 }], payment: { method: 'upi', tendered: 50 } },
    ],
    [
      'a fractional quantity',
      { items: [{ productId: glue._id, quantity: 1.5 }], payment: { method: 'cash' } },
    ],
    [
      'a client total',
      { items: [{ productId: glue._id, quantity: 1 }], payment: { method: 'cash' }, totalPrice: 1 },
    ],
    ['an unknown item', { items: [{ productId: 'f'.repeat(24), quantity: 1 }], payment: { method: 'cash' } }],
  ])('when the sale has %s, then it is a 400', async (_what, body) => {
    expect((await sell(body)).status).toBe(400);
  });

  it('when anyone but the owner sells, then it is refused', async () => {
    const anonymous = await t.as('').post('/api/counter/sales').send(cashSale());
    expect(anonymous.status).toBe(401);
    const customer = await t
      .as(asha)
      .post('/api/counter/sales')
      .set('Idempotency-Key', 'customer-key-1')
      .send(cashSale());
    expect([401, 403]).toContain(customer.status);
  });
});

describe('GET /api/counter/sales', () => {
  it('when the owner reads the day, then its sales come newest first with the totals by payment, and online orders are not among them', async () => {
    await sell(cashSale(200));
    await sell({ items: [{ productId: glue._id, quantity: 2 }], payment: { method: 'upi' } });
    await sell({
      items: [{ productId: pen._id, quantity: 1 }],
      payment: { method: 'card', reference: '4411' },
    });
    expect((await t.placeOrder(asha, validOrderBody([glue._id]))).status).toBe(201);
    const res = await t.asOwner().get('/api/counter/sales');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const day = res.body as CounterDay;
    expect(day.date).toBe(indiaDay(new Date()));
    expect(day.sales.map((sale) => sale.number)).toEqual([3, 2, 1]);
    expect(day.totals).toEqual({
      count: 3,
      amount: 214,
      cash: 129,
      upi: 60,
      card: 25,
      account: 0,
      refunds: 0,
    });
    const other = await t.asOwner().get('/api/counter/sales?date=2025-04-01');
    expect(other.body).toMatchObject({ date: '2025-04-01', sales: [], totals: { count: 0, amount: 0 } });
    expect((await t.asOwner().get('/api/counter/sales?date=2025-02-30')).status).toBe(400);
    expect((await t.as(asha).get('/api/counter/sales')).status).toBeGreaterThanOrEqual(401);
  });

  it('when counter sales are made, then the bare order list and the desk show online orders only, and the overview counts both', async () => {
    const online = await t.placeOrder(asha, validOrderBody([glue._id]));
    await sell(cashSale());
    const all = (await t.asOwner().get('/api/orders/allorders')).body as OrderView[];
    expect(all.map((order) => order._id)).toEqual([online.body._id]);
    expect(all[0]!.channel).toBe('online');
    const desk = await t.asOwner().get('/api/orders/allorders?status=collected');
    expect(desk.body).toEqual([]);
    const stats = (await t.asOwner().get('/api/admin')).body as DashboardStats;
    expect(stats.totalSales).toBe(129);
    expect(stats.channels).toEqual({
      online: { orders: 0, total: 0 },
      counter: { orders: 1, total: 129 },
      refunds: 0,
    });
    expect(stats.takingsThisMonth.cash).toBe(129);
  });
});

describe('POST /api/counter/sales/:id/void', () => {
  it('when the owner voids a sale the same day, then it is cancelled, the units are back and the takings drop', async () => {
    const sale = (await sell(cashSale())).body.sale as CounterSale;
    const res = await t.asOwner().post(`/api/counter/sales/${sale._id}/void`).send({ reason: 'Wrong item' });
    expect(res.status).toBe(200);
    expect(res.body.sale).toMatchObject({ status: 'cancelled', number: 1, voided: { reason: 'Wrong item' } });
    expect(await stockOf(notebook._id)).toBe(6);
    expect((await t.store.books.stockMovements(notebook._id, 1))[0]).toMatchObject({
      reason: 'void',
      change: 2,
    });
    expect((await t.asOwner().get('/api/counter/sales')).body.totals).toMatchObject({ count: 0, amount: 0 });
    expect(
      (await t.asOwner().post(`/api/counter/sales/${sale._id}/void`).send({ reason: 'again' })).status,
    ).toBe(409);
    expect((await t.asOwner().post(`/api/counter/sales/${sale._id}/void`).send({})).status).toBe(400);
    expect(
      (
        await t
          .asOwner()
          .post(`/api/counter/sales/${'f'.repeat(24)}/void`)
          .send({ reason: 'x' })
      ).status,
    ).toBe(404);
  });

  it('when the sale was made the day before, then the void is a 409', async () => {
    const sale = await at(-DAY_MS, async () => (await sell(cashSale())).body.sale as CounterSale);
    const res = await t.asOwner().post(`/api/counter/sales/${sale._id}/void`).send({ reason: 'Late' });
    expect(res.status).toBe(409);
    expect(await stockOf(notebook._id)).toBe(4);
  });
});

describe('POST /api/orders/:id/returns', () => {
  it('when units of a sale come back, then they are back on the shelf, refunded at the price charged, and off the takings and the statistics', async () => {
    const sale = (await sell(cashSale())).body.sale as CounterSale;
    const res = await t
      .asOwner()
      .post(`/api/orders/${sale._id}/returns`)
      .send({
        items: [{ productId: notebook._id, quantity: 1 }],
        refund: { method: 'cash' },
        reason: 'Torn page',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      orderId: sale._id,
      items: [{ productId: notebook._id, quantity: 1, price: 49.5 }],
      refund: { method: 'cash', reference: null },
      amount: 49.5,
      reason: 'Torn page',
    });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await stockOf(notebook._id)).toBe(5);
    expect((await t.asOwner().get('/api/counter/sales')).body.totals).toMatchObject({
      amount: 79.5,
      cash: 79.5,
      refunds: 49.5,
    });
    expect(((await t.asOwner().get('/api/admin')).body as DashboardStats).totalSales).toBe(79.5);
    const tooMany = await t
      .asOwner()
      .post(`/api/orders/${sale._id}/returns`)
      .send({
        items: [{ productId: notebook._id, quantity: 2 }],
        refund: { method: 'cash' },
        reason: 'More',
      });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toContain('only 1 of Spiral Notebook');
  });

  it('when a collected online order comes back, then it is taken; an order still placed is a 409', async () => {
    const placed = (await t.placeOrder(asha, validOrderBody([notebook._id]))).body as OrderView;
    const body = {
      items: [{ productId: notebook._id, quantity: 1 }],
      refund: { method: 'upi', reference: 'UTR 5' },
      reason: 'Gift',
    };
    expect((await t.asOwner().post(`/api/orders/${placed._id}/returns`).send(body)).status).toBe(409);
    await t.moveOrder(placed._id, 'ready');
    await t.moveOrder(placed._id, 'collected');
    expect(await stockOf(notebook._id)).toBe(5);
    expect((await t.asOwner().post(`/api/orders/${placed._id}/returns`).send(body)).status).toBe(201);
    expect(await stockOf(notebook._id)).toBe(6);
    expect(
      (await t.as(asha).post(`/api/orders/${placed._id}/returns`).send(body)).status,
    ).toBeGreaterThanOrEqual(401);
  });

  it('when the sale is older than RETURN_DAYS, then the return is a 409', async () => {
    const sale = await at(-8 * DAY_MS, async () => (await sell(cashSale())).body.sale as CounterSale);
    const res = await t
      .asOwner()
      .post(`/api/orders/${sale._id}/returns`)
      .send({ items: [{ productId: glue._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Late' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('within 7 days');
  });
});
