import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import {
  BACK_IN_STOCK_LIMIT_REACHED,
  BACK_IN_STOCK_NEEDS_PHONE,
  BACK_IN_STOCK_TYPED_NUMBER_LIMIT,
  type OwnerNotice,
} from '../src/contract';
import { signInByPhone, signUpCustomer, useTestApp } from './harness';
import { validOrderBody } from './fixtures';

const t = useTestApp({
  customers: ['meera'],
  books: {
    godaan: { title: 'Godaan', category: 'book', stock: 0 },
    pen: { title: 'Gel Pen', stock: 1 },
    uncounted: { title: 'Glue Stick', stock: null },
  },
});
const { meera } = t.customers;
const { godaan, pen, uncounted } = t.books;
const path = (id: string) => `/api/books/${id}/back-in-stock`;

const backInStockMessages = async () => {
  const res = await t.asOwner().get('/api/admin/messages');
  return (res.body as OwnerNotice[]).filter((message) => message.kind === 'back-in-stock');
};

describe('/api/books/:id/back-in-stock', () => {
  it('when a verified customer asks for an item that is out, then they wait, and a restock mails them once', async () => {
    expect((await t.as(meera).get(path(godaan._id))).body).toEqual({
      waiting: false,
      channel: null,
      phone: null,
    });
    const asked = await t.as(meera).post(path(godaan._id)).send({});
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ waiting: true, channel: 'email', phone: null });
    expect((await t.as(meera).get(path(godaan._id))).body.waiting).toBe(true);

    await t.asOwner().patch(`/api/books/${godaan._id}/stock`).send({ change: 4, reason: 'restock' });
    await vi.waitFor(async () => expect(await backInStockMessages()).toHaveLength(1));
    const [notice] = await backInStockMessages();
    expect(notice).toMatchObject({
      recipient: meera.email,
      subject: expect.stringContaining('Godaan is back in stock'),
      state: 'pending',
      orderId: null,
      bookId: godaan._id,
    });
    expect((await t.as(meera).get(path(godaan._id))).body.waiting).toBe(false);
    await t.asOwner().patch(`/api/books/${godaan._id}/stock`).send({ change: 1, reason: 'restock' });
    expect(await backInStockMessages()).toHaveLength(1);
  });

  it('when an unverified customer asks, then a mobile number is needed, and the notice waits for the owner with it when an order is cancelled', async () => {
    const stranger = await signUpCustomer(undefined, { verified: false });
    const order = await t.placeOrder(meera, validOrderBody([pen._id]));
    expect(order.status).toBe(201);

    const without = await t.as(stranger).post(path(pen._id)).send({});
    expect(without.status).toBe(400);
    expect(without.body.error.message).toBe(BACK_IN_STOCK_NEEDS_PHONE);
    const badPhone = await t.as(stranger).post(path(pen._id)).send({ phone: '12345' });
    expect(badPhone.status).toBe(400);
    const asked = await t.as(stranger).post(path(pen._id)).send({ phone: '98765 43210' });
    expect(asked.body).toEqual({ waiting: true, channel: 'whatsapp', phone: '+919876543210' });

    await t.moveOrder(order.body._id, 'cancelled');
    await vi.waitFor(async () => expect(await backInStockMessages()).toHaveLength(1));
    expect((await backInStockMessages())[0]).toMatchObject({
      state: 'failed',
      phone: '+919876543210',
      lastError: expect.stringContaining('not verified'),
    });
  });

  it('when an account waits on a typed number for 3 items, then a 4th is a 409 and not kept; its own verified number or e-mail waits for any number of items', async () => {
    const out = await t.addBooks(
      ['Nirmala', 'Gaban', 'Karmabhoomi'].map((title) => ({ title, category: 'book' as const, stock: 0 })),
    );
    const four = [godaan, ...out].map((book) => book._id);
    expect(BACK_IN_STOCK_TYPED_NUMBER_LIMIT).toBe(3);

    const stranger = await signUpCustomer(undefined, { verified: false });
    for (const id of four.slice(0, 3)) {
      expect((await t.as(stranger).post(path(id)).send({ phone: '98765 43210' })).status).toBe(201);
    }
    const fourth = await t.as(stranger).post(path(four[3]!)).send({ phone: '98765 43210' });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({ error: { code: 'conflict', message: BACK_IN_STOCK_LIMIT_REACHED } });
    expect(BACK_IN_STOCK_LIMIT_REACHED).toContain('at most 3 items');
    expect(await t.store.backInStock.waiting(four[3]!, stranger.uid)).toBeNull();
    // Another number for an item already waited for is no new item; stopping one frees a place.
    expect((await t.as(stranger).post(path(four[0]!)).send({ phone: '98123 45678' })).status).toBe(201);
    expect((await t.as(stranger).delete(path(four[0]!))).status).toBe(204);
    expect((await t.as(stranger).post(path(four[3]!)).send({ phone: '98765 43210' })).status).toBe(201);

    const byPhone = await signInByPhone();
    for (const id of four) expect((await t.as(byPhone).post(path(id)).send({})).status).toBe(201);
    // Their own number typed again is still theirs; a stranger's is not.
    const ownTyped = await t
      .as(byPhone)
      .post(path(four[0]!))
      .send({ phone: byPhone.phoneNumber!.slice(3) });
    expect(ownTyped.body).toEqual({ waiting: true, channel: 'whatsapp', phone: byPhone.phoneNumber });
    expect(await t.store.backInStock.waiting(four[0]!, byPhone.uid)).toMatchObject({ phoneVerified: true });
    for (const id of four)
      expect((await t.as(meera).post(path(id)).send({ phone: '98765 43210' })).status).toBe(201);
  });

  it('when five accounts wait on one number and the item returns, then Messages lists one notice to that number naming it once, and none again while it is not sent', async () => {
    const accounts = await Promise.all(
      [1, 2, 3, 4, 5].map(() => signUpCustomer(undefined, { verified: false })),
    );
    for (const account of accounts) {
      expect((await t.as(account).post(path(godaan._id)).send({ phone: '98765 43210' })).status).toBe(201);
    }
    const restock = (change: number) =>
      t.asOwner().patch(`/api/books/${godaan._id}/stock`).send({ change, reason: 'restock' });
    await restock(4);
    await vi.waitFor(async () => expect(await t.store.backInStock.due(10)).toEqual([]));
    const [notice, ...more] = await backInStockMessages();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      bookId: godaan._id,
      phone: '+919876543210',
      recipient: '+919876543210',
      state: 'failed',
      subject: expect.stringMatching(/^Godaan is back in stock/),
    });
    expect(notice!.text.match(/Godaan/g)).toHaveLength(1);
    for (const account of accounts)
      expect((await t.as(account).get(path(godaan._id))).body.waiting).toBe(false);

    // Sold out and back again before the owner sent it: the notice on Messages still tells of it.
    await t.asOwner().patch(`/api/books/${godaan._id}/stock`).send({ set: 0, reason: 'correction' });
    expect((await t.as(accounts[0]!).post(path(godaan._id)).send({ phone: '98765 43210' })).status).toBe(201);
    await restock(2);
    await vi.waitFor(async () => expect(await t.store.backInStock.due(10)).toEqual([]));
    expect(await backInStockMessages()).toHaveLength(1);
  });

  it('when a number waits for two items that return in one change, then one notice names both', async () => {
    const [ink] = await t.addBooks([{ title: 'Fountain Ink', stock: 1 }]);
    const order = await t.placeOrder(meera, validOrderBody([pen._id, ink!._id]));
    expect(order.status).toBe(201);
    const [asha, ravi] = await Promise.all([1, 2].map(() => signUpCustomer(undefined, { verified: false })));
    await t.as(asha!).post(path(pen._id)).send({ phone: '98123 45678' });
    await t.as(ravi!).post(path(ink!._id)).send({ phone: '98123 45678' });

    await t.moveOrder(order.body._id, 'cancelled');
    await vi.waitFor(async () => expect(await backInStockMessages()).toHaveLength(1));
    await vi.waitFor(async () => expect(await t.store.backInStock.due(10)).toEqual([]));
    const [notice, ...more] = await backInStockMessages();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      phone: '+919812345678',
      subject: expect.stringMatching(/^2 items you asked about/),
    });
    expect(notice!.text).toContain('- Gel Pen\n- Fountain Ink');
  });

  it('when the item can be ordered, is unknown, or nobody is signed in, then there is nothing to wait for', async () => {
    expect((await t.as(meera).post(path(pen._id)).send({})).status).toBe(409);
    expect((await t.as(meera).post(path(uncounted._id)).send({})).status).toBe(409);
    expect(
      (
        await t
          .as(meera)
          .post(path('f'.repeat(24)))
          .send({})
      ).status,
    ).toBe(404);
    expect((await t.as(meera).post(path('nope')).send({})).status).toBe(404);
    expect((await request(t.app).post(path(godaan._id)).send({})).status).toBe(401);
    expect((await t.as(meera).post(path(godaan._id)).send({ phone: 5 })).status).toBe(400);
  });

  it('when the customer stops waiting, then no notice comes when the item is back', async () => {
    await t.as(meera).post(path(godaan._id)).send({});
    expect((await t.as(meera).delete(path(godaan._id))).status).toBe(204);
    expect((await t.as(meera).get(path(godaan._id))).body.waiting).toBe(false);
    await t.asOwner().patch(`/api/books/${godaan._id}/stock`).send({ change: 2, reason: 'restock' });
    expect(await t.store.backInStock.due(10)).toEqual([]);
    expect(await backInStockMessages()).toEqual([]);
  });
});
