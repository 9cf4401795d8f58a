import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { lastMonths } from '../src/admin/service';
import { checkAdminToken, signAdminToken } from '../src/auth/admin-tokens';
import { ADMIN, GEL_PEN, GLUE_STICK, validOrderBody } from './fixtures';
import { type TestApp, useTestApp } from './harness';

const t = useTestApp({ customers: ['asha'] });
const { asha } = t.customers;

const login = (app: TestApp['app'], body: object) => request(app).post('/api/auth/admin').send(body);
const dashboard = (token: string) => t.as(token).get('/api/admin');

describe('POST /api/auth/admin', () => {
  it('when the username and password are right, then a token and the owner come back', async () => {
    const res = await login(t.app, ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { username: ADMIN.username, displayName: t.config.admin.displayName, role: 'admin' },
    });
    expect((await dashboard(res.body.token)).status).toBe(200);
  });

  it.each([
    ['a wrong password', { username: ADMIN.username, password: 'wrong-password-123' }],
    ['an unknown user', { username: 'intruder', password: ADMIN.password }],
  ])('when it has %s, then it is a 401 with the same message', async (_case, body) => {
    const res = await login(t.app, body);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please provide a valid email and password');
    expect(res.body).not.toHaveProperty('token');
  });

  it.each([
    ['no password', { username: ADMIN.username }],
    ['no username', { password: ADMIN.password }],
    ['an empty body', {}],
    ['an extra field', { ...ADMIN, role: 'admin' }],
  ])('when the body has %s, then it is a 400', async (_case, body) => {
    const res = await login(t.app, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
  });

  it('when the owner account is stored, then the password is kept as an scrypt hash', async () => {
    const admin = await t.store.admins.findByUsername(ADMIN.username);
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(admin?.passwordHash).not.toContain(ADMIN.password);
  });
});

describe('login rate limit', () => {
  const limited = useTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });

  const fail = () => login(limited.app, { username: ADMIN.username, password: 'wrong-password-123' });

  it('when the limit of failed logins is used up, then the next attempt is a 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await fail()).status).toBe(401);
    const blocked = await fail();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect((await login(limited.app, ADMIN)).status).toBe(429);
  });

  it('when a login succeeds, then it does not count toward the limit', async () => {
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(401);
    expect((await login(limited.app, ADMIN)).status).toBe(200);
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(429);
  });
});

/** Every quoted text and .env value written in the repository's own files. */
function stringsOfTheRepository(): Set<string> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|md|json)$|(^|\/)\.env\.example$/.test(file))
    .filter((file) => !file.endsWith('package-lock.json') && fs.existsSync(path.join(root, file)));
  const found = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/'([^'\n]{4,200})'|"([^"\n]{4,200})"|`([^`$]{4,200})`|=(\S{4,200})/g)) {
      found.add(match[1] ?? match[2] ?? match[3] ?? match[4]!);
    }
  }
  return found;
}

describe('owner tokens signed with a known string', () => {
  it('when a token is signed with any string written in the repository, then it is refused', async () => {
    const owner = (await t.store.admins.findByUsername(ADMIN.username))!;
    const candidates = stringsOfTheRepository();
    expect(candidates.size).toBeGreaterThan(1000);
    expect(candidates.has('dev-only-jwt-secret-not-for-production-use')).toBe(true);
    const accepted = [...candidates].filter(
      (key) => checkAdminToken(t.jwtSecret, signAdminToken(key, owner)).valid,
    );
    expect(accepted).toEqual([]);
    const forged = signAdminToken('dev-only-jwt-secret-not-for-production-use', owner);
    expect((await dashboard(forged)).status).toBe(401);
    expect((await dashboard(t.adminToken)).status).toBe(200);
  });
});

describe('owner tokens that name no owner', () => {
  it('when a well-signed token names an owner who does not exist, then every owner route refuses it', async () => {
    const ghost = jwt.sign({ role: 'admin', username: 'ghost', name: 'Ghost' }, t.jwtSecret, {
      subject: '0123456789abcdef01234567',
      expiresIn: 3600,
      issuer: 'pickup-shop',
    });
    expect((await dashboard(ghost)).status).toBe(401);
    expect((await t.as(ghost).get('/api/orders/allorders')).status).toBe(401);
    expect((await t.as(ghost).get('/api/orders/email/asha@example.in')).status).toBe(401);
    expect((await dashboard(t.adminToken)).status).toBe(200);
  });
});

describe('failed owner logins behind a reverse proxy', () => {
  for (const trust of ['1', 'true']) {
    const proxied = useTestApp({ per: 'suite', env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: trust } });
    it(`when TRUST_PROXY is ${trust} and one client fails too often, then only that client is locked out`, async () => {
      const from = (client: string, body: object) =>
        request(proxied.app).post('/api/auth/admin').set('X-Forwarded-For', client).send(body);
      const wrong = { username: ADMIN.username, password: 'wrong-password-123' };
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.5', wrong)).status).toBe(401);
      expect((await from('203.0.113.5', wrong)).status).toBe(429);
      expect((await from('198.51.100.7', ADMIN)).status).toBe(200);
    });
  }
});

describe('admin tokens on GET /api/admin', () => {
  const ISSUER = 'pickup-shop';
  const claims = () => ({ role: 'admin', username: ADMIN.username, name: 'Shop Owner' });
  const sign = (payload: object, secret = t.jwtSecret, options: jwt.SignOptions = { expiresIn: 3600 }) =>
    jwt.sign(payload, secret, { algorithm: 'HS256', issuer: ISSUER, subject: t.ownerId, ...options });
  const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('when a token is signed by hand with the right secret, issuer and role, then it is accepted', async () => {
    expect((await dashboard(sign(claims()))).status).toBe(200);
  });

  it('when the token is signed with another secret, then it is a 401', async () => {
    const res = await dashboard(sign(claims(), 'some-other-secret-entirely'));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('when the token uses alg none, then it is a 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { ...claims(), sub: 'a'.repeat(24), iss: ISSUER, iat: now, exp: now + 3600 };
    const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
    expect((await dashboard(token)).status).toBe(401);
  });

  it.each([
    ['no role', { username: ADMIN.username }],
    ['the customer role', { role: 'customer', username: ADMIN.username }],
  ])('when a correctly signed token has %s, then it is a 401', async (_case, payload) => {
    expect((await dashboard(sign(payload))).status).toBe(401);
  });

  it('when the token is from another issuer, then it is a 401', async () => {
    expect(
      (await dashboard(sign(claims(), t.jwtSecret, { expiresIn: 3600, issuer: 'elsewhere' }))).status,
    ).toBe(401);
  });

  it('when a correctly signed token has expired, then it is a 401 saying so', async () => {
    const expired = sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 60 }, t.jwtSecret, {});
    const res = await dashboard(expired);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/expired/i);
  });

  it("when a customer's Firebase token is used, then it is a 403", async () => {
    const res = await dashboard(asha.idToken);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  it('when there is no token, then it is a 401', async () => {
    expect((await request(t.app).get('/api/admin')).status).toBe(401);
  });
});

describe('POST /api/auth/admin/renew', () => {
  const renew = (token: string) => t.as(token).post('/api/auth/admin/renew');
  const expiryOf = (token: string) => (jwt.decode(token) as { exp: number }).exp;
  const signed = (exp: number) =>
    jwt.sign({ role: 'admin', username: ADMIN.username, name: 'Shop Owner', exp }, t.jwtSecret, {
      algorithm: 'HS256',
      issuer: 'pickup-shop',
      subject: t.ownerId,
    });

  it('when the owner is still signed in, then a token for a fresh hour comes back and works', async () => {
    const now = Math.floor(Date.now() / 1000);
    const halfSpent = signed(now + 30 * 60);
    const res = await renew(halfSpent);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.user).toEqual({
      username: ADMIN.username,
      displayName: t.config.admin.displayName,
      role: 'admin',
    });
    expect(expiryOf(res.body.token)).toBeGreaterThanOrEqual(now + 3600);
    expect((await dashboard(res.body.token)).status).toBe(200);
  });

  it('when the token has already expired, then it is a 401 saying so and nothing is renewed', async () => {
    const res = await renew(signed(Math.floor(Date.now() / 1000) - 60));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/expired/i);
    expect(res.body).not.toHaveProperty('token');
  });

  it("when a customer's token or none is sent, then it is refused", async () => {
    expect((await renew(asha.idToken)).status).toBe(403);
    expect((await request(t.app).post('/api/auth/admin/renew')).status).toBe(401);
  });
});

const istMonth = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
};

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7);
};

describe('GET /api/admin stats', () => {
  it('when there are books and orders, then the counts, sales and 12 IST months add up', async () => {
    const [pen, glue] = await t.addBooks([
      { ...GEL_PEN, trending: true, stock: 40 },
      { ...GLUE_STICK, trending: true, stock: 3 },
      { title: 'Atlas', newPrice: 300, oldPrice: 320, stock: 9 },
    ]);
    const place = async (ids: string[]) => (await t.placeOrder(asha, validOrderBody(ids))).body._id as string;
    const move = async (id: string, status: string) =>
      expect((await t.moveOrder(id, status)).status).toBe(200);
    await place([pen!._id]);
    const cancelled = await place([glue!._id]);
    const collected = await place([pen!._id, glue!._id]);
    await move(cancelled, 'cancelled');
    await move(collected, 'ready');
    await move(collected, 'collected');
    expect((await t.store.orders.get(cancelled))?.status).toBe('cancelled');

    const res = await dashboard(t.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toMatchObject({
      totalBooks: 3,
      trendingBooks: 2,
      totalOrders: 3,
      // Money taken is the collected order (pen 25.50 + glue 40); the placed pen waits beside it.
      totalSales: 65.5,
      goodsSales: 65.5,
      printSales: 0,
      ordersAwaitingPickup: 1,
      awaitingPickupValue: 25.5,
      unitsSold: 2,
      // Glue: 3, less the collected order's one (the cancelled one's came back); the threshold is 5.
      lowStockBooks: 1,
      lowStockThreshold: 5,
    });

    const months: { month: string; orders: number; total: number }[] = res.body.monthlySales;
    expect(months).toHaveLength(12);
    for (const entry of months)
      expect(Object.keys(entry).sort()).toEqual(['month', 'orders', 'print', 'total', 'units']);
    for (let i = 1; i < months.length; i++) expect(months[i]!.month).toBe(nextMonth(months[i - 1]!.month));
    expect(months.at(-1)).toEqual({
      month: istMonth(new Date()),
      orders: 1,
      units: 2,
      total: 65.5,
      print: 0,
    });
    expect(months.slice(0, 11).every((entry) => entry.orders === 0 && entry.total === 0)).toBe(true);
  });

  it('when there is nothing yet, then every figure is zero and there are still 12 months', async () => {
    const res = await dashboard(t.adminToken);
    expect(res.body).toMatchObject({ totalBooks: 0, totalOrders: 0, totalSales: 0, ordersAwaitingPickup: 0 });
    expect(res.body.monthlySales).toHaveLength(12);
  });
});

describe('lastMonths', () => {
  it('when the months cross a year boundary, then they run oldest first into the new year', () => {
    expect(lastMonths(new Date('2025-02-15T12:00:00Z'), 12)).toEqual([
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
  });

  it('when it is 20:00 UTC on the last day of a month, then it is already the next month in IST', () => {
    expect(lastMonths(new Date('2025-04-30T20:00:00Z'), 2)).toEqual(['2025-04', '2025-05']);
    expect(lastMonths(new Date('2024-12-31T20:00:00Z'), 2)).toEqual(['2024-12', '2025-01']);
  });

  it('when it is one second before midnight IST, then it is still the same month', () => {
    expect(lastMonths(new Date('2025-04-30T18:29:59Z'), 1)).toEqual(['2025-04']);
    expect(lastMonths(new Date('2025-04-30T18:30:00Z'), 1)).toEqual(['2025-05']);
  });
});

describe('the first admin account', () => {
  it('when several instances create it at once, then one creates it and the others find it', async () => {
    const { ensureFirstAdmin } = await import('../src/auth/service');
    const admin = { username: 'second-owner', password: 'another-password-1', displayName: 'Second' };
    const outcomes = await Promise.all([
      ensureFirstAdmin(t.store.admins, admin),
      ensureFirstAdmin(t.store.admins, admin),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'exists']);
    expect(await t.store.admins.findByUsername('second-owner')).not.toBeNull();
  });
});
