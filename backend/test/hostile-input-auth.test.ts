import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN, HOSTILE_SHOP, validOrderBody } from './fixtures';
import { useTestApp } from './harness';
import {
  adminRoutes,
  expectErrorShape,
  expectRejected,
  forgedAdminTokens,
  forgedKinds,
  sendRawJson,
  withRawMembers,
  type HostileRow,
} from './hostile-input-support';

const w = useTestApp({ per: 'suite', ...HOSTILE_SHOP });

const login = (body: unknown) =>
  request(w.app)
    .post('/api/auth/admin')
    .send(body as object);
const loginRaw = (text: string) => sendRawJson(request(w.app).post('/api/auth/admin'), text);

const loginRows: HostileRow[] = [
  {
    name: 'the username is a number',
    status: 400,
    send: () => login({ username: 123, password: ADMIN.password }),
  },
  {
    name: 'the password is an array',
    status: 400,
    send: () => login({ username: ADMIN.username, password: [ADMIN.password] }),
  },
  {
    name: 'the password is {"$ne": null}',
    status: 400,
    send: () => login({ username: ADMIN.username, password: { $ne: null } }),
  },
  {
    name: 'the username is {"$gt": ""}',
    status: 400,
    send: () => login({ username: { $gt: '' }, password: ADMIN.password }),
  },
  {
    name: 'both fields are {"$ne": null}',
    status: 400,
    send: () => login({ username: { $ne: null }, password: { $ne: null } }),
  },
  {
    name: 'the password is null',
    status: 400,
    send: () => login({ username: ADMIN.username, password: null }),
  },
  { name: 'the body is an array of credentials', status: 400, send: () => login([ADMIN]) },
  { name: 'the body is the JSON literal null', status: 400, send: () => loginRaw('null') },
  { name: 'the password is missing', status: 400, send: () => login({ username: ADMIN.username }) },
  {
    name: 'the right credentials come with isAdmin',
    status: 400,
    send: () => login({ ...ADMIN, isAdmin: true }),
  },
  {
    name: 'the right credentials come with a __proto__ key',
    status: 400,
    send: () => loginRaw(withRawMembers(ADMIN, '"__proto__":{"isAdmin":true}')),
  },
  {
    name: 'the right credentials come with a constructor.prototype key',
    status: 400,
    send: () => loginRaw(withRawMembers(ADMIN, '"constructor":{"prototype":{"isAdmin":true}}')),
  },
  {
    name: 'the password is 201 characters',
    status: 400,
    send: () => login({ username: ADMIN.username, password: 'p'.repeat(201) }),
  },
  {
    name: 'the password is 1 MB',
    status: 413,
    send: () => login({ username: ADMIN.username, password: 'p'.repeat(1024 * 1024) }),
  },
  {
    name: 'the JSON body is 10 MB',
    status: 413,
    send: () => login({ ...ADMIN, pad: 'p'.repeat(10 * 1024 * 1024) }),
  },
  { name: 'the JSON is malformed', status: 400, send: () => loginRaw('{"username": "owner", ') },
  {
    name: 'the right credentials come as text/plain',
    status: 400,
    send: () => login(JSON.stringify(ADMIN)).set('Content-Type', 'text/plain'),
  },
  {
    name: 'the right credentials come form-urlencoded',
    status: 400,
    send: () =>
      login(`username=${ADMIN.username}&password=${ADMIN.password}`).set(
        'Content-Type',
        'application/x-www-form-urlencoded',
      ),
  },
  {
    name: 'the username is a Cyrillic look-alike of owner',
    status: 401,
    send: () => login({ username: '\u043ewner', password: ADMIN.password }),
  },
  {
    name: "the username is owner' --",
    status: 401,
    send: () => login({ username: "owner' --", password: 'x' }),
  },
  {
    name: "the password is ' OR '1'='1",
    status: 401,
    send: () => login({ username: ADMIN.username, password: "' OR '1'='1" }),
  },
  {
    name: 'the username has a NUL appended',
    status: 401,
    send: () => login({ username: 'owner\u0000', password: ADMIN.password }),
  },
];

const tokenRows: HostileRow[] = [];
for (const route of adminRoutes) {
  for (const kind of forgedKinds) {
    tokenRows.push({
      name: `${route.name} with an admin token ${kind}`,
      status: 401,
      send: (x) => route.send(x, forgedAdminTokens(x)[kind]),
    });
  }
  tokenRows.push({
    name: `${route.name} with a customer's Firebase token`,
    status: 403,
    send: (x) => route.send(x, x.customers.asha.idToken),
  });
}
tokenRows.push(
  {
    name: 'GET /api/admin with a 9,000-character bearer token',
    status: 401,
    send: (x) => x.as('a'.repeat(9000)).get('/api/admin'),
  },
  {
    name: 'GET /api/admin with the password as Basic auth',
    status: 401,
    send: (x) =>
      request(x.app)
        .get('/api/admin')
        .set(
          'Authorization',
          `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
        ),
  },
  {
    name: 'GET /api/admin with the admin token after a second Bearer',
    status: 401,
    send: (x) => request(x.app).get('/api/admin').set('Authorization', `Bearer junk Bearer ${x.adminToken}`),
  },
);

describe('hostile logins', () => {
  it.each(loginRows)('when POST /api/auth/admin: $name, then it is a $status', async (row) => {
    const res = await expectRejected(w, row);
    expect(res.body).not.toHaveProperty('token');
  });
});

describe('forged and misplaced tokens on admin routes', () => {
  it.each(tokenRows)('when $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
    expect((await w.store.orders.get(w.orders.ashaOrder._id))?.status).toBe('placed');
  });

  it.each(['control: signed right', 'control: HS256 by hand'] as const)(
    'when the forged claims are instead %s, then the owner gets in (so the forgeries differ in one thing)',
    async (kind) => {
      const res = await w.as(forgedAdminTokens(w)[kind]).get('/api/admin');
      expect(res.status).toBe(200);
    },
  );

  it('when the admin token has expired, then the message says the session expired', async () => {
    const res = await w.as(forgedAdminTokens(w)['expired an hour ago']).get('/api/admin');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/expired/);
  });
});

describe('bursts past the rate limits', () => {
  const t = useTestApp({
    env: { LOGIN_RATE_LIMIT: '5', ORDER_RATE_LIMIT: '3' },
    customers: ['asha', 'ravi'],
    books: { book: {} },
  });
  const { asha, ravi } = t.customers;
  const { book } = t.books;
  const wrong = { username: ADMIN.username, password: 'wrong-password-123' };
  const failLogin = () => request(t.app).post('/api/auth/admin').send(wrong);

  it('when the 6th failed login arrives with LOGIN_RATE_LIMIT 5, then it is a 429 and no token is issued', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await failLogin()).status).toBe(401);
    const sixth = await failLogin();
    expect(sixth.status).toBe(429);
    expectErrorShape(sixth, 429);
    expect(sixth.body).not.toHaveProperty('token');
    expect((await request(t.app).get('/api/health')).status).toBe(200);
  });

  it('when 10 failed logins arrive at once with LOGIN_RATE_LIMIT 5, then exactly 5 are checked and 5 are a 429', async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await failLogin()).status));
    expect(statuses.sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it("when a customer's 4th order arrives with ORDER_RATE_LIMIT 3, then it is a 429 while another customer gets a 201", async () => {
    const place = (customer: typeof asha) => t.placeOrder(customer, validOrderBody([book._id]));
    for (let n = 1; n <= 3; n++) expect((await place(asha)).status).toBe(201);
    const fourth = await place(asha);
    expect(fourth.status).toBe(429);
    expectErrorShape(fourth, 429);
    expect((await place(ravi)).status).toBe(201);
    const stored = await t.store.orders.listAll();
    expect(stored.filter((o) => o.customerUid === asha.uid)).toHaveLength(3);
    expect(stored).toHaveLength(4);
    expect((await request(t.app).get('/api/health')).status).toBe(200);
  });

  it('when 20 order bodies are refused and placed orders are replayed, then neither counts toward ORDER_RATE_LIMIT', async () => {
    const place = (body: object, key: string) => t.placeOrder(asha, body, key);
    for (let n = 0; n < 20; n++) expect((await place({ name: 'x' }, `refused-${n}`)).status).toBe(400);
    for (let n = 1; n <= 3; n++) {
      expect((await place(validOrderBody([book._id]), `placed-${n}`)).status).toBe(201);
    }
    // At the limit, a retry of an order already placed is still answered with that order.
    const replay = await place(validOrderBody([book._id]), 'placed-1');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await place(validOrderBody([book._id]), 'placed-4')).status).toBe(429);
    expect(await t.store.orders.listAll()).toHaveLength(3);
  });

  it('when 8 orders from one customer arrive at once with ORDER_RATE_LIMIT 3, then exactly 3 are stored', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => (await t.placeOrder(asha, validOrderBody([book._id]))).status),
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await t.store.orders.listAll()).toHaveLength(3);
  });
});
