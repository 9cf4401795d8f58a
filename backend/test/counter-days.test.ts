import { describe, expect, it } from 'vitest';
import {
  seriesOf,
  type CashMovement,
  type ClosedDayReport,
  type DayReport,
  type OrderView,
} from '../src/contract';
import { validOrderBody } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    notebook: { title: 'Spiral Notebook', newPrice: 49.5, stock: 20 },
    pen: { title: 'Gel Pen', newPrice: 25, stock: null },
  },
});
const { asha } = t.customers;
const { notebook, pen } = t.books;
let keys = 0;

const owner = () => t.asOwner();
const open = (float: unknown) => owner().post('/api/counter/days/open').send({ float });
const current = () => owner().get('/api/counter/days/current');
const move = (body: object) => owner().post('/api/counter/days/current/cash-movements').send(body);
const close = (body: object) => owner().post('/api/counter/days/current/close').send(body);
const sell = (productId: string, quantity: number, method = 'cash') =>
  owner()
    .post('/api/counter/sales')
    .set('Idempotency-Key', `day-sale-${++keys}`)
    .send({
      items: [{ productId, quantity }],
      payment: { method, ...(method === 'cash' ? {} : { reference: 'R1' }) },
    });

describe('POST /api/counter/days/open', () => {
  it('when the owner opens with a float, then the day is open with it, and a second open is a 409', async () => {
    const res = await open(500);
    expect(res.status).toBe(201);
    expect(res.body as DayReport).toMatchObject({ float: 500, cashSales: 0, expectedCash: 500 });
    expect((await t.store.counterDays.current())!.floatPaise).toBe(50000);
    const again = await open(100);
    expect(again.status).toBe(409);
    expect((await t.store.counterDays.current())!.floatPaise).toBe(50000);
  });

  it('when the float is negative, missing or has three decimals, then it is a 400 naming float', async () => {
    for (const float of [-1, undefined, 1.234, 'lots']) {
      const res = await open(float);
      expect(res.status).toBe(400);
      expect(res.body.error.issues[0].path).toBe('float');
    }
    expect(await t.store.counterDays.current()).toBeNull();
  });

  it('when someone other than the owner asks, then every drawer route refuses', async () => {
    const calls = [
      (c: ReturnType<typeof t.as>) => c.post('/api/counter/days/open').send({ float: 1 }),
      (c: ReturnType<typeof t.as>) => c.get('/api/counter/days/current'),
      (c: ReturnType<typeof t.as>) => c.post('/api/counter/days/current/close').send({ countedCash: 1 }),
      (c: ReturnType<typeof t.as>) =>
        c.post('/api/counter/days/current/cash-movements').send({ type: 'in', amount: 1, reason: 'x' }),
      (c: ReturnType<typeof t.as>) => c.get('/api/counter/days'),
    ];
    for (const call of calls) {
      expect([401, 403]).toContain((await call(t.as(asha))).status);
      expect((await call(t.as('not-a-token'))).status).toBe(401);
    }
    expect(await t.store.counterDays.current()).toBeNull();
  });
});

describe('the X report and cash movements', () => {
  it('when no day is open, then the X report is a 404 and cash movements a 409', async () => {
    expect((await current()).status).toBe(404);
    const res = await move({ type: 'in', amount: 100, reason: 'Change' });
    expect(res.status).toBe(409);
  });

  it('when cash is put in and taken out, then it counts in the expected cash; a 0 amount or no reason is a 400', async () => {
    await open(500);
    const added = await move({ type: 'in', amount: 200, reason: 'Change from the bank' });
    expect(added.status).toBe(201);
    expect(added.body as CashMovement).toMatchObject({
      type: 'in',
      amount: 200,
      reason: 'Change from the bank',
    });
    expect((await move({ type: 'out', amount: 45.5, reason: 'Tea' })).status).toBe(201);
    for (const [body, path] of [
      [{ type: 'out', amount: 0, reason: 'x' }, 'amount'],
      [{ type: 'out', amount: 5, reason: ' ' }, 'reason'],
      [{ type: 'sideways', amount: 5, reason: 'x' }, 'type'],
    ] as const) {
      const res = await move(body);
      expect(res.status).toBe(400);
      expect(res.body.error.issues[0].path).toBe(path);
    }
    const x = (await current()).body as DayReport;
    expect(x).toMatchObject({ float: 500, cashIn: 200, cashOut: 45.5, expectedCash: 654.5 });
    expect(x.movements.map((m) => m.reason)).toEqual(['Change from the bank', 'Tea']);
  });

  it('when the counter sells, an online order is collected, a sale is voided and a return refunded, then the X report adds them up', async () => {
    await open(1000);
    await sell(notebook._id, 2); // 99 cash
    await sell(pen._id, 1, 'upi'); // 25 upi
    const voided = (await sell(pen._id, 4)).body.sale; // 100 cash, voided
    expect(
      (await owner().post(`/api/counter/sales/${voided._id}/void`).send({ reason: 'Twice' })).status,
    ).toBe(200);
    const order = (await t.placeOrder(asha, validOrderBody([notebook._id]))).body as OrderView;
    await t.moveOrder(order._id, 'ready');
    expect((await t.moveOrder(order._id, 'collected')).status).toBe(200); // 49.5 cash, online
    const returned = await owner()
      .post(`/api/orders/${order._id}/returns`)
      .send({
        items: [{ productId: notebook._id, quantity: 1 }],
        refund: { method: 'cash' },
        reason: 'Torn',
      });
    expect(returned.status).toBe(201);
    await move({ type: 'out', amount: 20, reason: 'Auto fare' });

    const res = await current();
    expect(res.status).toBe(200);
    expect(res.body as DayReport).toMatchObject({
      float: 1000,
      cashSales: 148.5,
      cashRefunds: 49.5,
      cashIn: 0,
      cashOut: 20,
      expectedCash: 1079,
      byMethod: { cash: 148.5, upi: 25, card: 0 },
      refunds: { cash: 49.5, upi: 0, card: 0 },
      byChannel: { online: 49.5, counter: 124 },
    });
    // Four bills (three sales, one collection), one of them voided; the return's credit note comes
    // off the tax: what is left adds up to the money kept (₹124 + ₹49.50 − ₹49.50).
    const series = seriesOf('SB', 'invoice', new Date());
    const x = res.body as DayReport;
    expect(x.invoices).toEqual({ from: `${series}00001`, to: `${series}00004`, count: 4, cancelled: 1 });
    const billed = x.byRate.reduce((total, row) => total + row.taxable + row.cgst + row.sgst, 0);
    expect(billed).toBeCloseTo(124, 2);
  });

  it('when a sale is made with no day open, then a day opens with the last closing count as its float', async () => {
    await sell(pen._id, 1);
    const first = (await current()).body as DayReport;
    expect(first).toMatchObject({ float: 0, cashSales: 25, expectedCash: 25 });
    expect((await close({ countedCash: 25 })).status).toBe(200);
    await sell(pen._id, 2);
    expect((await current()).body).toMatchObject({ float: 25, cashSales: 50, expectedCash: 75 });
  });

  it('when an online order is collected with no day open, then a day opens and takes its cash', async () => {
    const order = (await t.placeOrder(asha, validOrderBody([notebook._id]))).body as OrderView;
    await t.moveOrder(order._id, 'ready');
    expect(await t.store.counterDays.current()).toBeNull();
    await t.moveOrder(order._id, 'collected');
    expect((await current()).body).toMatchObject({ float: 0, cashSales: 49.5, byChannel: { online: 49.5 } });
  });
});

describe('POST /api/counter/days/current/close', () => {
  it('when the count is ₹60 off without a note, then it is a 400 naming note and the day stays open; with a note it closes', async () => {
    await open(500);
    await sell(pen._id, 2);
    const refused = await close({ countedCash: 490 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues[0].path).toBe('note');
    expect(refused.body.error.message).toMatch(/₹60\.00 short of the expected ₹550\.00/);
    expect(await t.store.counterDays.current()).not.toBeNull();

    const res = await close({ countedCash: 490, note: 'Gave change twice' });
    expect(res.status).toBe(200);
    const z = res.body as ClosedDayReport;
    expect(z).toMatchObject({
      float: 500,
      cashSales: 50,
      expectedCash: 550,
      countedCash: 490,
      difference: -60,
      note: 'Gave change twice',
    });
    expect(Date.parse(z.closedAt)).toBeGreaterThanOrEqual(Date.parse(z.openedAt));
    expect(await t.store.counterDays.current()).toBeNull();
    expect((await current()).status).toBe(404);
  });

  it('when the count is ₹10 off without a note, then the day closes; a second close is a 409', async () => {
    await open(500);
    const res = await close({ countedCash: 510 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expectedCash: 500, countedCash: 510, difference: 10, note: null });
    const again = await close({ countedCash: 510 });
    expect(again.status).toBe(409);
    const [day] = await t.store.counterDays.listClosed({ from: '2000-01-01', to: '2999-12-31' });
    expect(day!.closed).toEqual(res.body);
  });

  it('when the day is closed, then its sales can no longer be voided', async () => {
    await open(0);
    const sale = (await sell(pen._id, 1)).body.sale;
    await close({ countedCash: 25 });
    const res = await owner().post(`/api/counter/sales/${sale._id}/void`).send({ reason: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/closed/);
    expect((await t.store.orders.get(sale._id))!.status).toBe('collected');
  });

  it('when the counted cash is missing or negative, then it is a 400 naming countedCash', async () => {
    await open(0);
    for (const body of [{}, { countedCash: -5 }]) {
      const res = await close(body);
      expect(res.status).toBe(400);
      expect(res.body.error.issues[0].path).toBe('countedCash');
    }
  });
});

describe('GET /api/counter/days', () => {
  it('when days were closed, then they are listed newest first with their Z reports, within the dates asked', async () => {
    await open(100);
    const first = (await close({ countedCash: 100 })).body as ClosedDayReport;
    await open(200);
    const second = (await close({ countedCash: 205 })).body as ClosedDayReport;
    await open(300);
    const res = await owner().get(`/api/counter/days?from=${first.date}&to=${second.date}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body).toEqual({ days: [second, first] });
    expect((await owner().get('/api/counter/days')).body.days).toHaveLength(2);
    expect((await owner().get('/api/counter/days?from=2001-01-01&to=2001-01-31')).body).toEqual({ days: [] });
  });

  it('when the dates are not calendar dates or run backwards, then it is a 400', async () => {
    expect((await owner().get('/api/counter/days?from=2025-02-30')).status).toBe(400);
    expect((await owner().get('/api/counter/days?from=2025-03-02&to=2025-03-01')).status).toBe(400);
    expect((await owner().get('/api/counter/days?from=2020-01-01&to=2025-01-01')).status).toBe(400);
  });
});
