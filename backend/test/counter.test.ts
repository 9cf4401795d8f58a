import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { holdUntilFrom, PICKUP_CODE_PATTERN, type OrderView } from '../src/contract';
import { validOrderBody } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp({
  customers: ['asha', 'ravi'],
  books: {
    notebook: { title: 'Spiral Notebook', newPrice: 49.5, oldPrice: 60, stock: 6 },
    pen: { title: 'Gel Pen', newPrice: 25 },
  },
  env: { SHOP_UPI_ID: 'saraswati.books@okaxis', SHOP_UPI_NAME: 'Saraswati Books', PICKUP_HOLD_DAYS: '3' },
});
const { asha, ravi } = t.customers;
const { notebook, pen } = t.books;

const order = async (who = asha, items = [{ productId: notebook._id, quantity: 2 }]) => {
  const res = await t.placeOrder(who, { ...validOrderBody([]), productIds: undefined, items });
  expect(res.status).toBe(201);
  return res.body as OrderView;
};

describe('pickup codes and UPI', () => {
  it('when an order is placed, then its customer and the owner see its pickup code and the UPI pay link', async () => {
    const placed = await order();
    expect(placed.pickupCode).toMatch(PICKUP_CODE_PATTERN);
    expect(placed.upiLink).toBe(
      `upi://pay?pa=saraswati.books@okaxis&pn=Saraswati%20Books&am=99.00&cu=INR&tn=Order%20${placed.pickupCode}&tr=${placed.pickupCode}`,
    );
    const own = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    expect(own.body[0]).toMatchObject({ pickupCode: placed.pickupCode, upiLink: placed.upiLink });
    expect((await t.as(ravi).get(`/api/orders/email/${ravi.email}`)).body).toEqual([]);
  });

  it('when the owner marks it ready, then it is held to the end of the third day in India time', async () => {
    const placed = await order();
    const before = new Date();
    const ready = await t.moveOrder(placed._id, 'ready');
    expect(ready.status).toBe(200);
    expect(ready.body.holdUntil).toBe(holdUntilFrom(before, 3));
    expect(ready.body.holdUntil).toMatch(/T18:29:59\.999Z$/);
  });

  it('when it is collected, then how it was paid is kept, the pay link goes and the month takings count it', async () => {
    const placed = await order();
    await t.moveOrder(placed._id, 'ready');
    const collected = await t
      .asOwner()
      .patch(`/api/orders/${placed._id}/status`)
      .send({ status: 'collected', payment: { method: 'upi', reference: '412345678901' } });
    expect(collected.status).toBe(200);
    expect(collected.body.payment).toMatchObject({ method: 'upi', reference: '412345678901' });
    expect(Date.parse(collected.body.payment.at)).not.toBeNaN();
    expect(collected.body).not.toHaveProperty('upiLink');
    const stats = await t.asOwner().get('/api/admin');
    expect(stats.body.takingsThisMonth).toEqual({ cash: 0, upi: 99, card: 0 });
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('when a customer cancels their placed order, then it is cancelled, its stock returns and they are told', async () => {
    const placed = await order();
    expect((await request(t.app).get(`/api/books/${notebook._id}`)).body.stock).toBe(4);
    const res = await t.as(asha).post(`/api/orders/${placed._id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect((await request(t.app).get(`/api/books/${notebook._id}`)).body.stock).toBe(6);
    const messages = (await t.asOwner().get('/api/admin/messages')).body as {
      orderId: string;
      kind: string;
    }[];
    expect(messages.filter((m) => m.orderId === placed._id).map((m) => m.kind)).toEqual([
      'cancelled',
      'placed',
    ]);
  });

  it('when the order is ready, then it is a 409 and nothing changes', async () => {
    const placed = await order();
    await t.moveOrder(placed._id, 'ready');
    const res = await t.as(asha).post(`/api/orders/${placed._id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/ready/);
    expect((await t.store.orders.get(placed._id))!.status).toBe('ready');
  });

  it('when another customer tries, then it is a 404, as if the order did not exist', async () => {
    const placed = await order();
    const res = await t.as(ravi).post(`/api/orders/${placed._id}/cancel`);
    expect(res.status).toBe(404);
    expect((await t.store.orders.get(placed._id))!.status).toBe('placed');
  });
});

describe('the desk', () => {
  it('when the owner searches by code, phone or name, then the store finds and counts the orders', async () => {
    const mine = await order();
    await order(ravi, [{ productId: pen._id, quantity: 1 }]);
    const byCode = await t.asOwner().get(`/api/orders/allorders?q=${mine.pickupCode.toLowerCase()}`);
    expect(byCode.status).toBe(200);
    expect(byCode.headers['x-total-count']).toBe('1');
    expect(byCode.body.map((o: { _id: string }) => o._id)).toEqual([mine._id]);
    const all = await t.asOwner().get('/api/orders/allorders?limit=1&offset=1');
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body).toHaveLength(1);
    const counts = await t.asOwner().get('/api/orders/counts');
    expect(counts.body).toEqual({ all: 2, placed: 2, ready: 0, overdue: 0, collected: 0, cancelled: 0 });
    // Without parameters, every order: older clients call it bare.
    expect((await t.asOwner().get('/api/orders/allorders')).body).toHaveLength(2);
  });

  it("when the counter opens, then today's work and the pick list of units for placed orders are there", async () => {
    const first = await order(asha, [{ productId: notebook._id, quantity: 2 }]);
    const second = await order(ravi, [
      { productId: notebook._id, quantity: 1 },
      { productId: pen._id, quantity: 3 },
    ]);
    const today = await t.asOwner().get('/api/orders/today');
    expect(today.body).toEqual({
      counts: { toPrepare: 2, toHandOut: 0, overdue: 0 },
      pickList: [
        { bookId: pen._id, title: 'Gel Pen', coverImage: pen.coverImage, units: 3, orders: 1 },
        {
          bookId: notebook._id,
          title: 'Spiral Notebook',
          coverImage: notebook.coverImage,
          units: 3,
          orders: 2,
        },
      ],
      printJobs: [],
      // One bag per placed order, oldest first, for the printed pick list.
      bags: [
        {
          orderId: first._id,
          pickupCode: first.pickupCode,
          name: first.name,
          phone: first.phone,
          placedAt: first.createdAt,
          items: [{ title: 'Spiral Notebook', quantity: 2 }],
          printFiles: [],
        },
        {
          orderId: second._id,
          pickupCode: second.pickupCode,
          name: second.name,
          phone: second.phone,
          placedAt: second.createdAt,
          items: [
            { title: 'Spiral Notebook', quantity: 1 },
            { title: 'Gel Pen', quantity: 3 },
          ],
          printFiles: [],
        },
      ],
    });
  });

  it('when ready orders are past their hold, then one step cancels them all and their stock returns', async () => {
    const late = await order();
    const onTime = await order(ravi, [{ productId: notebook._id, quantity: 1 }]);
    await t.store.orders.changeStatus(late._id, 'placed', 'ready', {
      holdUntil: new Date(Date.now() - 1000).toISOString(),
    });
    await t.moveOrder(onTime._id, 'ready');
    expect(
      (await t.asOwner().get('/api/orders/allorders?status=overdue')).body.map((o: { _id: string }) => o._id),
    ).toEqual([late._id]);
    const res = await t.asOwner().post('/api/orders/cancel-overdue');
    expect(res.body).toEqual({ cancelled: 1 });
    expect((await t.store.orders.get(late._id))!.status).toBe('cancelled');
    expect((await t.store.orders.get(onTime._id))!.status).toBe('ready');
    expect((await request(t.app).get(`/api/books/${notebook._id}`)).body.stock).toBe(5);
  });
});

describe('GET /api/admin/messages', () => {
  it('when orders are placed and moved without a mail server, then every notice waits, newest first, with its text', async () => {
    const placed = await order();
    await t.moveOrder(placed._id, 'ready');
    const res = await t.asOwner().get('/api/admin/messages');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const [ready, first] = res.body;
    expect(first).toMatchObject({
      orderId: placed._id,
      kind: 'placed',
      recipient: asha.email,
      state: 'pending',
      attempts: 0,
    });
    expect(ready).toMatchObject({ kind: 'ready', subject: expect.stringContaining(placed.pickupCode) });
    expect(ready.text).toContain(placed.pickupCode);
    expect(ready.text).toMatch(/until \d{1,2} [A-Z][a-z]{2}/);
    expect(ready.text).toContain('₹99.00');
    expect(ready.text).toContain(placed.upiLink);
    expect(ready.text).toContain('Mon-Sat 9:00 AM - 8:00 PM');
  });
});
