import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ASHA, documentedOrderBody, GEL_PEN, GLUE_STICK, validOrderBody } from './fixtures';
import { useTestApp } from './harness';
import { isBookLine, toPaise } from '../src/contract';

const t = useTestApp({
  customers: ['asha', 'ravi', 'impostor'],
  books: { pen: GEL_PEN, glue: GLUE_STICK },
});
const { asha, ravi, impostor } = t.customers;
const { pen, glue } = t.books;

describe('POST /api/orders', () => {
  it('when a customer orders, then the total comes from the store and e-mail from the token', async () => {
    const res = await t.placeOrder(asha, validOrderBody([pen._id, glue._id]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: asha.email,
      totalPrice: 65.5,
      status: 'placed',
      productIds: [pen._id, glue._id],
      phone: '+919876543210',
    });
    expect(res.body.lines).toEqual([
      { bookId: pen._id, title: 'Gel Pen', price: 25.5, coverImage: pen.coverImage, quantity: 1 },
      { bookId: glue._id, title: 'Glue Stick', price: 40, coverImage: glue.coverImage, quantity: 1 },
    ]);
    expect(res.body).not.toHaveProperty('customerUid');
    const stored = await t.store.orders.get(res.body._id);
    expect(stored).toMatchObject({ customerUid: asha.uid, email: asha.email, totalPrice: 65.5 });
    expect(stored?.address).toEqual({
      street: '14 Civil Lines',
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      zipcode: '440001',
    });
  });

  it('when a price changes after ordering, then the order keeps the price as charged', async () => {
    const res = await t.placeOrder(asha, validOrderBody([pen._id]));
    await t.store.books.update(pen._id, { ...pen, newPrice: 99, oldPrice: 120 });
    await t.store.books.delete(glue._id);
    const listed = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    expect(listed.body[0]).toMatchObject({ _id: res.body._id, totalPrice: 25.5 });
    expect(listed.body[0].lines[0]).toMatchObject({ title: 'Gel Pen', price: 25.5 });
  });

  it('when there is no sign-in token, then it is a 401 and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/orders')
      .send(validOrderBody([pen._id]));
    expect(res.status).toBe(401);
    expect(await t.store.orders.listAll()).toHaveLength(0);
  });

  it('when the token is forged, then it is a 401', async () => {
    const res = await t
      .as('not.a.token')
      .post('/api/orders')
      .send(validOrderBody([pen._id]));
    expect(res.status).toBe(401);
  });

  it.each([
    ['no items', () => []],
    ['an unknown item', () => ['0'.repeat(24)]],
    ['a malformed id', () => ['../../etc']],
  ])('when the order has %s, then it is a 400 and nothing is stored', async (_case, ids) => {
    const res = await t.placeOrder(asha, validOrderBody(ids()));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(await t.store.orders.listAll()).toHaveLength(0);
  });

  it.each([
    ['name', (b: Record<string, unknown>) => ({ ...b, name: '   ' })],
    ['phone', (b: Record<string, unknown>) => ({ ...b, phone: undefined })],
    [
      'address.street',
      (b: Record<string, unknown>) => ({ ...b, address: { ...(b.address as object), street: ' ' } }),
    ],
    ['city', (b: Record<string, unknown>) => ({ ...b, address: { ...(b.address as object), city: '' } })],
    [
      'state',
      (b: Record<string, unknown>) => ({ ...b, address: { ...(b.address as object), state: undefined } }),
    ],
    [
      'country',
      (b: Record<string, unknown>) => ({ ...b, address: { ...(b.address as object), country: '' } }),
    ],
    [
      'zipcode',
      (b: Record<string, unknown>) => ({ ...b, address: { ...(b.address as object), zipcode: '' } }),
    ],
  ])('when %s is missing, then it is a 400 naming the field', async (fieldName, change) => {
    const res = await t.placeOrder(asha, change(validOrderBody([pen._id])));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.issues)).toContain(fieldName);
  });

  it.each([
    ['a 9-digit phone', { phone: '987654321' }],
    ['letters in the phone', { phone: '98765abcde' }],
    [
      'a 5-digit PIN',
      { address: { street: '2 FC Road', city: 'Pune', state: 'MH', country: 'India', zipcode: '41100' } },
    ],
  ])('when an Indian order has %s, then it is a 400', async (_case, change) => {
    const res = await t.placeOrder(asha, { ...validOrderBody([pen._id]), ...change });
    expect(res.status).toBe(400);
  });

  it('when the phone has +91 and spaces, then it is accepted and stored as +91 and ten digits', async () => {
    const res = await t.placeOrder(asha, { ...validOrderBody([pen._id]), phone: '+91 98765 43210' });
    expect(res.status).toBe(201);
    expect(res.body.phone).toBe('+919876543210');
  });

  it('when the PIN is typed in two groups ("440 010", "440-010"), then it is accepted and stored as six digits', async () => {
    for (const zipcode of ['440 010', '440-010']) {
      const body = validOrderBody([pen._id]);
      const res = await t.placeOrder(asha, { ...body, address: { ...body.address, zipcode } });
      expect(res.status, zipcode).toBe(201);
      expect(res.body.address.zipcode).toBe('440010');
    }
  });

  it('when a client sends the documented body with no street line, then the order is placed at the shop prices', async () => {
    const documented = documentedOrderBody([pen._id, glue._id]);
    const res = await t.placeOrder(asha, documented);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: asha.email, totalPrice: 65.5 });
    expect(res.body.address).toEqual({ ...documented.address, street: '' });
    const stored = await t.store.orders.get(res.body._id);
    expect(stored?.address).toEqual({ ...documented.address, street: '' });
    expect(stored?.totalPrice).toBe(65.5);
    expect(stored?.lines.map((line) => line.price)).toEqual([25.5, 40]);
  });

  it('when the street line is given, then it is kept in the answer and the stored order', async () => {
    const res = await t.placeOrder(asha, validOrderBody([pen._id]));
    expect(res.status).toBe(201);
    expect(res.body.address).toEqual(ASHA.address);
    expect((await t.store.orders.get(res.body._id))?.address).toEqual(ASHA.address);
    const listed = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    expect(listed.body).toEqual([expect.objectContaining({ _id: res.body._id, address: ASHA.address })]);
  });

  it.each(['09876543210', '098765 43210'])(
    'when the phone is written with the trunk 0 as %j, then it is accepted and stored as +91 and ten digits',
    async (phone) => {
      const res = await t.placeOrder(asha, { ...validOrderBody([pen._id]), phone });
      expect(res.status).toBe(201);
      expect(res.body.phone).toBe('+919876543210');
      expect((await t.store.orders.get(res.body._id))?.phone).toBe('+919876543210');
    },
  );

  it.each([
    ['a landline with its trunk 0 and area code', '0512 3456789'],
    ['ten digits starting with 5', '5123456789'],
  ])(
    'when the phone is not a mobile number (%s), then it is a 400 naming the phone and nothing is stored',
    async (_case, phone) => {
      const res = await t.placeOrder(asha, { ...validOrderBody([pen._id]), phone });
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toEqual([expect.objectContaining({ path: 'phone' })]);
      expect(await t.store.orders.listAll()).toEqual([]);
    },
  );

  it('when the country is not India, then the Indian phone and PIN rules do not apply', async () => {
    const res = await t.placeOrder(asha, {
      ...validOrderBody([pen._id]),
      phone: '+44 20 7946 0958',
      address: {
        street: '10 Downing St',
        city: 'London',
        state: 'London',
        country: 'United Kingdom',
        zipcode: 'SW1A 1AA',
      },
    });
    expect(res.status).toBe(201);
  });

  it('when the body has an unknown field, then it is a 400 and nothing is stored', async () => {
    const res = await t.placeOrder(asha, { ...validOrderBody([pen._id]), status: 'collected' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('status');
    expect(await t.store.orders.listAll()).toHaveLength(0);
  });
});

describe('Idempotency-Key on POST /api/orders', () => {
  it('when a request is retried with the same key, then the first order is returned and only one exists', async () => {
    const key = randomUUID();
    const first = await t.placeOrder(asha, validOrderBody([pen._id]), key);
    const retry = await t.placeOrder(asha, validOrderBody([pen._id]), key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await t.store.orders.listAll()).toHaveLength(1);
  });

  it('when retries race each other, then still only one order is created', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => t.placeOrder(asha, validOrderBody([pen._id]), key)),
    );
    expect(new Set(responses.map((res) => res.body._id)).size).toBe(1);
    expect(await t.store.orders.listAll()).toHaveLength(1);
  });

  it('when the same key comes with a different body, then it is a 422 and no second order', async () => {
    const key = randomUUID();
    await t.placeOrder(asha, validOrderBody([pen._id]), key);
    const res = await t.placeOrder(asha, validOrderBody([glue._id]), key);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('idempotency_mismatch');
    expect(await t.store.orders.listAll()).toHaveLength(1);
  });

  it('when another customer uses the same key, then they get their own order', async () => {
    const key = randomUUID();
    const mine = await t.placeOrder(asha, validOrderBody([pen._id]), key);
    const theirs = await t.placeOrder(ravi, validOrderBody([pen._id]), key);
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.email).toBe(ravi.email);
  });

  it('when the key is malformed, then it is a 400', async () => {
    const res = await t.placeOrder(asha, validOrderBody([pen._id]), 'short');
    expect(res.status).toBe(400);
  });
});

describe('reading orders', () => {
  it("when an account carries a customer's e-mail but another uid, then it reads none of that customer's orders", async () => {
    const placed = await t.placeOrder(asha, validOrderBody([pen._id]));
    // As an unverified account elsewhere could: the same address, under a different account.
    const { totalPrice, lines, ...placedOrder } = (await t.store.orders.get(placed.body._id))!;
    const asPlaced = {
      ...placedOrder,
      lines: lines
        .filter(isBookLine)
        .map(({ price, ...line }) => ({ ...line, unitPricePaise: toPaise(price) })),
      totalPaise: toPaise(totalPrice),
    };
    await t.store.orders.create({ ...asPlaced, customerUid: 'elsewhere' });
    const stolen = {
      ...asPlaced,
      email: impostor.email,
      customerUid: 'victim',
    };
    await t.store.orders.create(stolen);
    const res = await t.as(impostor).get(`/api/orders/email/${impostor.email}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const own = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    expect(own.body.map((order: { _id: string }) => order._id)).toEqual([placed.body._id]);
  });

  it('when orders are read by their customer or the owner, then no cache may keep them (no-store)', async () => {
    await t.placeOrder(asha, validOrderBody([pen._id]));
    const own = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    const all = await t.asOwner().get('/api/orders/allorders');
    for (const res of [own, all]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("when a customer reads their own orders, then they get them newest first and no one else's", async () => {
    const older = await t.placeOrder(asha, validOrderBody([pen._id]));
    const newer = await t.placeOrder(asha, validOrderBody([glue._id]));
    await t.placeOrder(ravi, validOrderBody([pen._id]));
    const res = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    expect(res.status).toBe(200);
    expect(res.body.map((o: { _id: string }) => o._id)).toEqual([newer.body._id, older.body._id]);
  });

  it("when the e-mail differs only in case, then it is still the customer's own", async () => {
    await t.placeOrder(asha, validOrderBody([pen._id]));
    const res = await t.as(asha).get(`/api/orders/email/${asha.email.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it("when a customer asks for another customer's orders, then it is a 403", async () => {
    await t.placeOrder(ravi, validOrderBody([pen._id]));
    const res = await t.as(asha).get(`/api/orders/email/${ravi.email}`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(ravi.email.split('@')[0]);
  });

  it('when there is no token, then it is a 401', async () => {
    const res = await request(t.app).get(`/api/orders/email/${asha.email}`);
    expect(res.status).toBe(401);
  });

  it("when the owner reads a customer's orders, then they are returned", async () => {
    await t.placeOrder(ravi, validOrderBody([pen._id]));
    const res = await t.asOwner().get(`/api/orders/email/${ravi.email}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it("when the owner lists all orders, then every customer's orders come latest first", async () => {
    const first = await t.placeOrder(asha, validOrderBody([pen._id]));
    const second = await t.placeOrder(ravi, validOrderBody([glue._id]));
    const res = await t.asOwner().get('/api/orders/allorders');
    expect(res.status).toBe(200);
    expect(res.body.map((o: { _id: string }) => o._id)).toEqual([second.body._id, first.body._id]);
  });

  it('when a customer asks for all orders, then it is a 403; without a token a 401', async () => {
    expect((await t.as(asha).get('/api/orders/allorders')).status).toBe(403);
    expect((await request(t.app).get('/api/orders/allorders')).status).toBe(401);
  });
});

describe('PATCH /api/orders/:id/status', () => {
  const move = t.moveOrder;

  it('when the owner moves an order placed -> ready -> collected, then each change is kept with its time', async () => {
    const order = (await t.placeOrder(asha, validOrderBody([pen._id]))).body;
    expect((await move(order._id, 'ready')).body.status).toBe('ready');
    const collected = await move(order._id, 'collected');
    expect(collected.status).toBe(200);
    expect(collected.body.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'placed',
      'ready',
      'collected',
    ]);
    expect((await t.store.orders.get(order._id))?.status).toBe('collected');
  });

  it.each([
    ['placed', 'cancelled', 200],
    ['ready', 'cancelled', 200],
    ['placed', 'collected', 409],
    ['collected', 'cancelled', 409],
    ['cancelled', 'ready', 409],
    ['ready', 'placed', 409],
  ])('when an order that is %s is moved to %s, then the answer is %i', async (from, to, expected) => {
    const order = (await t.placeOrder(asha, validOrderBody([pen._id]))).body;
    const path: Record<string, string[]> = {
      placed: [],
      ready: ['ready'],
      collected: ['ready', 'collected'],
      cancelled: ['cancelled'],
    };
    for (const step of path[from]!) await move(order._id, step);
    const res = await move(order._id, to);
    expect(res.status).toBe(expected);
    expect((await t.store.orders.get(order._id))?.status).toBe(expected === 200 ? to : from);
  });

  it('when the status is not one of the four, then it is a 400', async () => {
    const order = (await t.placeOrder(asha, validOrderBody([pen._id]))).body;
    expect((await move(order._id, 'shipped')).status).toBe(400);
  });

  it('when the order does not exist, then it is a 404', async () => {
    expect((await move('a'.repeat(24), 'ready')).status).toBe(404);
  });

  it('when a customer tries to move an order, then it is a 403 and nothing changes', async () => {
    const order = (await t.placeOrder(asha, validOrderBody([pen._id]))).body;
    const res = await t.as(asha).patch(`/api/orders/${order._id}/status`).send({ status: 'collected' });
    expect(res.status).toBe(403);
    expect((await t.store.orders.get(order._id))?.status).toBe('placed');
  });
});

describe('order rate limit', () => {
  const limited = useTestApp({ env: { ORDER_RATE_LIMIT: '2' }, books: { book: {} } });

  it('when a customer passes the limit, then further orders are a 429 while others can still order', async () => {
    const order = (customer: typeof asha) =>
      limited.placeOrder(customer, validOrderBody([limited.books.book._id]));
    expect((await order(asha)).status).toBe(201);
    expect((await order(asha)).status).toBe(201);
    const third = await order(asha);
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limited');
    expect((await order(ravi)).status).toBe(201);
    expect(await limited.store.orders.listAll()).toHaveLength(3);
  });
});
