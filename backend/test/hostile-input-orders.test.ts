import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ASHA, HOSTILE_SHOP, validOrderBody } from './fixtures';
import { useTestApp } from './harness';
import {
  expectRejected,
  expectServerHealthy,
  forgedAdminTokens,
  sendRawJson,
  withRawMembers,
  type HostileRow,
  type World,
} from './hostile-input-support';

const w = useTestApp({ per: 'suite', ...HOSTILE_SHOP });
const { asha, ravi } = w.customers;
const { pen } = w.books;
const { ashaOrder } = w.orders;

type Body = ReturnType<typeof validOrderBody>;
const order = () => validOrderBody([pen._id]);
const place = (body: unknown) => w.placeOrder(asha, body);
const placeRaw = (text: string) => sendRawJson(w.as(asha).post('/api/orders'), text);
const withOrder = (change: Partial<Record<keyof Body | 'items', unknown>>) =>
  place({ ...order(), ...change });
const withAddress = (change: Record<string, unknown>) =>
  place({ ...order(), address: { ...order().address, ...change } });

const MB = 1024 * 1024;
const enc = encodeURIComponent;
const gt = { $gt: '' };
const ne = { $ne: null };
const fakeIds = (count: number) =>
  Array.from({ length: count }, (_, index) => index.toString(16).padStart(24, '0'));

const placeRows: HostileRow[] = [
  // wrong types
  { name: 'the name is a number', status: 400, send: () => withOrder({ name: 123 }) },
  { name: 'the phone is true', status: 400, send: () => withOrder({ phone: true }) },
  { name: 'the phone is the number 12345', status: 400, send: () => withOrder({ phone: 12345 }) },
  { name: 'the address is an array', status: 400, send: () => withOrder({ address: [order().address] }) },
  {
    name: 'the address is a string',
    status: 400,
    send: () => withOrder({ address: '14 Civil Lines, Nagpur' }),
  },
  { name: 'productIds is one id as a string', status: 400, send: () => withOrder({ productIds: pen._id }) },
  { name: 'productIds holds a number', status: 400, send: () => withOrder({ productIds: [123] }) },
  { name: 'productIds is null', status: 400, send: () => withOrder({ productIds: null }) },
  { name: 'the name is null', status: 400, send: () => withOrder({ name: null }) },
  { name: 'the e-mail is a number', status: 400, send: () => withOrder({ email: 5 }) },
  { name: 'the locale is {"$ne": null}', status: 400, send: () => place({ ...order(), locale: ne }) },
  { name: "the locale is ['hi']", status: 400, send: () => place({ ...order(), locale: ['hi'] }) },
  { name: 'the locale is hi with a NUL', status: 400, send: () => place({ ...order(), locale: 'hi\u0000' }) },
  {
    name: 'the locale is 10,000 letters',
    status: 400,
    send: () => place({ ...order(), locale: 'h'.repeat(10_000) }),
  },
  { name: 'the body is a JSON array of orders', status: 400, send: () => place([order()]) },
  // missing and extra fields
  { name: 'the address is missing', status: 400, send: () => withOrder({ address: undefined }) },
  { name: 'productIds is missing', status: 400, send: () => withOrder({ productIds: undefined }) },
  {
    name: 'the body sets customerUid',
    status: 400,
    send: () => place({ ...order(), customerUid: ravi.uid }),
  },
  {
    name: 'the body sets its own lines at price 0',
    status: 400,
    send: () => place({ ...order(), lines: [{ bookId: pen._id, price: 0 }] }),
  },
  {
    name: 'the address has an extra field',
    status: 400,
    send: () => withAddress({ landmark: 'Near the temple' }),
  },
  // quantities and lines
  ...(
    [
      ['-1', -1],
      ['0', 0],
      ['1.5', 1.5],
      ['100', 100],
      ['1e9', 1e9],
      ['the string "2"', '2'],
      ['null', null],
      ['{"$gt": 0}', { $gt: 0 }],
    ] as const
  ).map(([what, quantity]) => ({
    name: `an item's quantity is ${what}`,
    status: 400,
    send: () => withOrder({ productIds: undefined, items: [{ productId: pen._id, quantity }] }),
  })),
  {
    name: 'the same item has two lines',
    status: 400,
    send: () =>
      withOrder({
        productIds: undefined,
        items: [
          { productId: pen._id, quantity: 1 },
          { productId: pen._id, quantity: 2 },
        ],
      }),
  },
  {
    name: 'both items and productIds are sent',
    status: 400,
    send: () => withOrder({ items: [{ productId: pen._id, quantity: 1 }] }),
  },
  { name: 'items is empty', status: 400, send: () => withOrder({ productIds: undefined, items: [] }) },
  {
    name: 'items has 51 lines',
    status: 400,
    send: () =>
      withOrder({
        productIds: undefined,
        items: fakeIds(51).map((productId) => ({ productId, quantity: 1 })),
      }),
  },
  {
    name: 'an item sets its own price',
    status: 400,
    send: () => withOrder({ productIds: undefined, items: [{ productId: pen._id, quantity: 1, price: 0 }] }),
  },
  {
    name: 'productIds repeats one book 100 times (over 99 of one item)',
    status: 400,
    send: () => withOrder({ productIds: Array.from({ length: 100 }, () => pen._id) }),
  },
  // prototype keys
  {
    name: 'a __proto__ key carries isAdmin',
    status: 400,
    send: () => placeRaw(withRawMembers(order(), '"__proto__":{"isAdmin":true}')),
  },
  {
    name: 'a constructor.prototype key carries isAdmin',
    status: 400,
    send: () => placeRaw(withRawMembers(order(), '"constructor":{"prototype":{"isAdmin":true}}')),
  },
  {
    name: 'a prototype key carries a total',
    status: 400,
    send: () => placeRaw(withRawMembers(order(), '"prototype":{"totalPrice":0}')),
  },
  {
    name: 'the address has a __proto__ key',
    status: 400,
    send: () =>
      placeRaw(
        withRawMembers(
          { ...order(), address: undefined },
          `"address":${withRawMembers(order().address, '"__proto__":{"city":"X"}')}`,
        ),
      ),
  },
  // operator objects in every string field
  { name: 'the name is {"$gt": ""}', status: 400, send: () => withOrder({ name: gt }) },
  { name: 'the phone is {"$ne": null}', status: 400, send: () => withOrder({ phone: ne }) },
  { name: 'the e-mail is {"$ne": null}', status: 400, send: () => withOrder({ email: ne }) },
  { name: 'the street is {"$gt": ""}', status: 400, send: () => withAddress({ street: gt }) },
  { name: 'the city is {"$ne": null}', status: 400, send: () => withAddress({ city: ne }) },
  { name: 'the state is {"$gt": ""}', status: 400, send: () => withAddress({ state: gt }) },
  { name: 'the country is {"$ne": null}', status: 400, send: () => withAddress({ country: ne }) },
  { name: 'the zipcode is {"$gt": ""}', status: 400, send: () => withAddress({ zipcode: gt }) },
  { name: 'a product id is {"$ne": null}', status: 400, send: () => withOrder({ productIds: [ne] }) },
  {
    name: 'productIds is {"$in": [...]}',
    status: 400,
    send: () => withOrder({ productIds: { $in: [pen._id] } }),
  },
  // huge input
  {
    name: 'productIds has 10,000 short entries',
    status: 400,
    send: () => withOrder({ productIds: Array(10_000).fill('1') }),
  },
  {
    name: 'productIds has 10,000 well-formed ids (body over 100 kB)',
    status: 413,
    send: () => withOrder({ productIds: fakeIds(10_000) }),
  },
  {
    name: 'productIds has 101 distinct well-formed ids',
    status: 400,
    send: () => withOrder({ productIds: fakeIds(101) }),
  },
  { name: 'the name is 1 MB', status: 413, send: () => withOrder({ name: 'x'.repeat(MB) }) },
  { name: 'the name is 101 characters', status: 400, send: () => withOrder({ name: 'x'.repeat(101) }) },
  { name: 'the JSON body is 10 MB', status: 413, send: () => withOrder({ name: 'x'.repeat(10 * MB) }) },
  // control characters
  { name: 'the name holds \\u0000', status: 400, send: () => withOrder({ name: 'Asha\u0000Rao' }) },
  {
    name: 'the street holds \\u0007',
    status: 400,
    send: () => withAddress({ street: '14 Civil\u0007 Lines' }),
  },
  {
    name: 'the city holds a CR LF',
    status: 400,
    send: () => withAddress({ city: 'Nagpur\r\nX-Injected: 1' }),
  },
  // bodies and content types
  {
    name: 'a text/plain body is sent',
    status: 400,
    send: () => place(JSON.stringify(order())).set('Content-Type', 'text/plain'),
  },
  { name: 'the JSON is malformed', status: 400, send: () => placeRaw('{"name": "Asha", ') },
  { name: 'the body is the JSON literal null', status: 400, send: () => placeRaw('null') },
  // headers and tokens
  {
    name: 'the Idempotency-Key is {"$ne":null}',
    status: 400,
    send: () => place(order()).set('Idempotency-Key', '{"$ne":null}'),
  },
  {
    name: 'the Idempotency-Key is 129 characters',
    status: 400,
    send: () => place(order()).set('Idempotency-Key', 'k'.repeat(129)),
  },
  {
    name: 'the Idempotency-Key is ../../etc/passwd',
    status: 400,
    send: () => place(order()).set('Idempotency-Key', '../../etc/passwd'),
  },
  { name: 'there is no token', status: 401, send: () => request(w.app).post('/api/orders').send(order()) },
  {
    name: 'the owner token is used to order',
    status: 401,
    send: () => w.asOwner().post('/api/orders').send(order()),
  },
  {
    name: 'the token is an HS256 JWT claiming to be Asha',
    status: 401,
    send: () => w.as(forgedAdminTokens(w)['signed with the wrong secret']).post('/api/orders').send(order()),
  },
];

const byEmail = (email: string, token: string) => w.as(token).get(`/api/orders/email/${enc(email)}`);

const emailRows: HostileRow[] = [
  { name: "Asha asks for Ravi's orders", status: 403, send: () => byEmail(ravi.email, asha.idToken) },
  {
    name: "Asha asks for Ravi's orders in upper case",
    status: 403,
    send: () => byEmail(ravi.email.toUpperCase(), asha.idToken),
  },
  {
    name: "Asha asks for Ravi's orders padded with spaces",
    status: 403,
    send: () => byEmail(`  ${ravi.email} `, asha.idToken),
  },
  { name: 'the e-mail is not an e-mail', status: 400, send: () => byEmail('not-an-email', asha.idToken) },
  { name: 'the e-mail is {"$ne":null}', status: 400, send: () => byEmail('{"$ne":null}', asha.idToken) },
  { name: "the e-mail is ' OR 1=1 --", status: 400, send: () => byEmail("' OR 1=1 --", asha.idToken) },
  { name: 'the e-mail is %', status: 400, send: () => byEmail('%', asha.idToken) },
  { name: 'the e-mail is *', status: 400, send: () => byEmail('*', asha.idToken) },
  {
    name: "the e-mail is Asha's with a NUL appended",
    status: 400,
    send: () => byEmail(`${asha.email}\u0000`, asha.idToken),
  },
  {
    name: 'the e-mail is 400 characters',
    status: 400,
    send: () => byEmail(`${'a'.repeat(388)}@example.in`, w.adminToken),
  },
  {
    name: 'there is no token',
    status: 401,
    send: () => request(w.app).get(`/api/orders/email/${enc(asha.email)}`),
  },
];
for (const [what, token] of [
  ['a wrong-secret admin token', (x: World) => forgedAdminTokens(x)['signed with the wrong secret']],
  ['an alg-none admin token', (x: World) => forgedAdminTokens(x)['with alg none and role admin']],
  ['an expired admin token', (x: World) => forgedAdminTokens(x)['expired an hour ago']],
] as const) {
  emailRows.push({
    name: `${what} reads Ravi's orders`,
    status: 401,
    send: (x) => byEmail(x.customers.ravi.email, token(x)),
  });
}

/** GET /api/orders/mine has nothing to name whose: only a customer's own sign-in reads it. */
const mineRows: HostileRow[] = [
  { name: 'there is no token', status: 401, send: () => request(w.app).get('/api/orders/mine') },
  { name: 'the owner asks', status: 401, send: () => w.asOwner().get('/api/orders/mine') },
  { name: 'the token is not a token', status: 401, send: () => w.as('Asha').get('/api/orders/mine') },
];
for (const [what, token] of [
  ['a wrong-secret admin token', (x: World) => forgedAdminTokens(x)['signed with the wrong secret']],
  ['an alg-none admin token', (x: World) => forgedAdminTokens(x)['with alg none and role admin']],
  ['an expired admin token', (x: World) => forgedAdminTokens(x)['expired an hour ago']],
] as const) {
  mineRows.push({ name: what, status: 401, send: (x) => x.as(token(x)).get('/api/orders/mine') });
}

const move = (id: string) => w.asOwner().patch(`/api/orders/${enc(id)}/status`);
const moveRaw = (text: string) => sendRawJson(move(ashaOrder._id), text);

const statusRows: HostileRow[] = [
  {
    name: 'the status is {"$ne": null}',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: ne }),
  },
  { name: 'the status is null', status: 400, send: () => move(ashaOrder._id).send({ status: null }) },
  {
    name: 'the status is an array',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: ['ready'] }),
  },
  {
    name: 'the status is READY in capitals',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: 'READY' }),
  },
  { name: 'the body is empty', status: 400, send: () => move(ashaOrder._id).send({}) },
  {
    name: 'a __proto__ key carries another status',
    status: 400,
    send: () => moveRaw('{"status":"ready","__proto__":{"status":"collected"}}'),
  },
  {
    name: 'the body also rewrites statusHistory',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: 'ready', statusHistory: [] }),
  },
  {
    name: 'a text/plain body is sent',
    status: 400,
    send: () => move(ashaOrder._id).set('Content-Type', 'text/plain').send('status=ready'),
  },
  {
    name: 'the order jumps from placed to collected',
    status: 409,
    send: () => move(ashaOrder._id).send({ status: 'collected', payment: { method: 'cash' } }),
  },
  {
    name: 'collected without saying how it was paid',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: 'collected' }),
  },
  {
    name: 'paid by cheque',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: 'collected', payment: { method: 'cheque' } }),
  },
  {
    name: 'a 41-character reference',
    status: 400,
    send: () =>
      move(ashaOrder._id).send({
        status: 'collected',
        payment: { method: 'upi', reference: '9'.repeat(41) },
      }),
  },
  {
    name: 'a reference with markup',
    status: 400,
    send: () =>
      move(ashaOrder._id).send({
        status: 'collected',
        payment: { method: 'upi', reference: '<img src=x onerror=1>' },
      }),
  },
  {
    name: 'a payment on a move to ready',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: 'ready', payment: { method: 'cash' } }),
  },
  {
    name: 'a payment that sets its own time',
    status: 400,
    send: () =>
      move(ashaOrder._id).send({
        status: 'collected',
        payment: { method: 'cash', at: '2020-01-01T00:00:00Z' },
      }),
  },
  {
    name: 'a holdUntil sent by the client',
    status: 400,
    send: () => move(ashaOrder._id).send({ status: 'ready', holdUntil: '2099-01-01' }),
  },
  { name: "the id is ' OR 1=1 --", status: 404, send: () => move("' OR 1=1 --").send({ status: 'ready' }) },
  { name: 'the id is {"$ne":null}', status: 404, send: () => move('{"$ne":null}').send({ status: 'ready' }) },
  {
    name: 'the id is ../../etc/passwd',
    status: 404,
    send: () => move('../../etc/passwd').send({ status: 'ready' }),
  },
];

const cancelRows: HostileRow[] = [
  {
    name: "Ravi cancels Asha's order",
    status: 404,
    send: () => w.as(ravi).post(`/api/orders/${ashaOrder._id}/cancel`),
  },
  {
    name: 'the owner token (not a customer sign-in)',
    status: 401,
    send: () => w.asOwner().post(`/api/orders/${ashaOrder._id}/cancel`),
  },
  { name: 'no token', status: 401, send: () => request(w.app).post(`/api/orders/${ashaOrder._id}/cancel`) },
  {
    name: 'an unknown order',
    status: 404,
    send: () => w.as(asha).post(`/api/orders/${'0'.repeat(24)}/cancel`),
  },
  {
    name: 'an id that is a pickup code',
    status: 404,
    send: () => w.as(ravi).post(`/api/orders/${ashaOrder.pickupCode}/cancel`),
  },
];

const deskRows: HostileRow[] = [
  {
    name: 'status=shipped',
    status: 400,
    send: () => w.asOwner().get('/api/orders/allorders?status=shipped'),
  },
  { name: 'limit=1000', status: 400, send: () => w.asOwner().get('/api/orders/allorders?limit=1000') },
  { name: 'offset=-1', status: 400, send: () => w.asOwner().get('/api/orders/allorders?offset=-1') },
  {
    name: 'an unknown parameter',
    status: 400,
    send: () => w.asOwner().get('/api/orders/allorders?sort=name'),
  },
  {
    name: 'a 101-character search',
    status: 400,
    send: () => w.asOwner().get(`/api/orders/allorders?q=${'a'.repeat(101)}`),
  },
  {
    name: "a customer searching by another's code",
    status: 403,
    send: () => w.as(ravi).get(`/api/orders/allorders?q=${ashaOrder.pickupCode}`),
  },
  { name: 'a customer asking for the counts', status: 403, send: () => w.as(ravi).get('/api/orders/counts') },
  {
    name: 'a customer cancelling the overdue',
    status: 403,
    send: () => w.as(ravi).post('/api/orders/cancel-overdue'),
  },
  { name: 'a customer reading the messages', status: 403, send: () => w.as(asha).get('/api/admin/messages') },
];

describe('hostile requests to the order routes', () => {
  it.each(cancelRows)('when POST /api/orders/:id/cancel: $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
    expect((await w.store.orders.get(ashaOrder._id))?.status).toBe('placed');
  });

  it.each(deskRows)('when the desk is asked with $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });

  it.each(placeRows)('when POST /api/orders: $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });

  it.each(emailRows)('when GET /api/orders/email/:email: $name, then it is a $status', async (row) => {
    const res = await expectRejected(w, row);
    expect(res.text).not.toContain(ashaOrder._id);
  });

  it.each(mineRows)('when GET /api/orders/mine: $name, then it is a $status', async (row) => {
    const res = await expectRejected(w, row);
    expect(res.text).not.toContain(ashaOrder._id);
  });

  it('when Ravi reads /api/orders/mine naming Asha in its query, then he reads his own orders only', async () => {
    const res = await w.as(ravi).get(`/api/orders/mine?email=${enc(asha.email)}&uid=${asha.uid}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(ashaOrder._id);
    expect((res.body as { email: string }[]).every((mine) => mine.email === ravi.email)).toBe(true);
  });

  it.each(statusRows)('when PATCH /api/orders/:id/status: $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
    expect((await w.store.orders.get(ashaOrder._id))?.status).toBe('placed');
  });
});

describe('hostile order input the shop must accept, harmlessly', () => {
  it('when a raw-JSON splice adds only known fields, then the order is placed (so the prototype-key rows fail on the key alone)', async () => {
    const address = withRawMembers(order().address, '"city":"Pune"');
    const res = await placeRaw(withRawMembers({ ...order(), address: undefined }, `"address":${address}`));
    expect(res.status).toBe(201);
    expect((await w.store.orders.get(res.body._id))?.address).toEqual(order().address);
  });

  it.each([
    ["Ravi's e-mail in the body", { email: 'ravi@example.in' }, {}],
    ['totalPrice as {"$gt": ""}', { totalPrice: gt }, {}],
    ['a negative totalPrice', { totalPrice: -1000 }, {}],
    ['a Devanagari name with an emoji', { name: 'आशा राव 🙏' }, { name: 'आशा राव 🙏' }],
    ['a right-to-left name', { name: 'محمد علي' }, { name: 'محمد علي' }],
    ['a name reversed by a right-to-left override', { name: '\u202Eoar ahsA' }, { name: 'oar ahsA' }],
    [
      'zero-width characters in the name and address',
      { name: 'Asha\u200B Rao\u2060', address: { ...ASHA.address, city: 'Nag\u200Bpur' } },
      { name: 'Asha Rao', address: { ...ASHA.address, city: 'Nagpur' } },
    ],
  ])('when the order has %s, then it is placed for Asha at the shop price', async (_case, change, stored) => {
    const before = (await w.store.orders.listAll()).length;
    const res = await place({ ...order(), ...change });
    expect(res.status).toBe(201);
    expect(await w.store.orders.get(res.body._id)).toMatchObject({
      customerUid: asha.uid,
      email: asha.email,
      totalPrice: pen.newPrice,
      ...stored,
    });
    expect(await w.store.orders.listAll()).toHaveLength(before + 1);
    await expectServerHealthy(w);
  });
});
