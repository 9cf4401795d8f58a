import { createHmac } from 'node:crypto';
import Database from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import request, { type Response, type Test } from 'supertest';
import { expect } from 'vitest';
import { DEFAULT_TAX_SETTINGS } from '../src/contract';
import type { AppErrorType } from '../src/errors';
import { ADMIN, HOSTILE_SHOP, validBook } from './fixtures';
import type { TestApp } from './harness';

type Names<T> = T extends readonly (infer N)[] ? N : Extract<keyof T, string>;

/**
 * The shop a hostile-input file attacks (`useTestApp({ per: 'suite', ...HOSTILE_SHOP })`): every
 * rejected request must leave it exactly as it was.
 */
export type World = TestApp<
  Names<typeof HOSTILE_SHOP.customers>,
  Names<typeof HOSTILE_SHOP.books>,
  Names<typeof HOSTILE_SHOP.orders>
>;

/** Stored images (SQLite only; 0 on MongoDB), so a refused upload can be shown to store nothing. */
function imageCount(w: World): number {
  if (w.store.kind !== 'sqlite') return 0;
  const db = new Database(w.config.databasePath, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM images').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Everything a rejected request could have touched, read straight from the store. */
async function snapshot(w: World) {
  return {
    bookCount: await w.store.books.count(),
    books: (await w.store.books.list({})).items,
    pen: await w.store.books.get(w.books.pen._id),
    penMovements: await w.store.books.stockMovements(w.books.pen._id, 100),
    orders: await w.store.orders.listAll(),
    ashaOrder: await w.store.orders.get(w.orders.ashaOrder._id),
    images: imageCount(w),
  };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;
export const takeSnapshot = snapshot;

const codeByStatus: Record<number, AppErrorType> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  409: 'conflict',
  422: 'idempotency_mismatch',
  429: 'rate_limited',
};

/** Our error shape and nothing else: {error:{code,message[,issues]}}, with no stack or internals. */
export function expectErrorShape(res: Response, status: number): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.body)).toEqual(['error']);
  const { code, message, issues, ...rest } = res.body.error as Record<string, unknown>;
  expect(rest).toEqual({});
  expect(code).toBe(codeByStatus[status]);
  expect(message).toEqual(expect.stringMatching(/\S/));
  if (issues !== undefined) {
    expect(issues).toEqual(
      expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
    );
  }
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

const baselinePrototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** No request may have planted anything on Object.prototype. */
export function expectPrototypeClean(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(baselinePrototypeKeys);
  const probe: Record<string, unknown> = {};
  expect(probe.isAdmin).toBeUndefined();
  expect(probe.role).toBeUndefined();
  expect(probe.status).toBeUndefined();
}

/** The server still answers and the owner can still log in with the right password. */
export async function expectServerHealthy(w: World, { adminLogin = true } = {}): Promise<void> {
  expect((await request(w.app).get('/api/health')).status).toBe(200);
  if (adminLogin) {
    const login = await request(w.app).post('/api/auth/admin').send(ADMIN);
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
  }
  expectPrototypeClean();
}

export interface HostileRow {
  /** The request, in words. */
  name: string;
  status: number;
  send(w: World): PromiseLike<Response>;
}

/** Sends a row's request; it must get exactly its status, our error shape, and change nothing. */
export async function expectRejected(w: World, row: HostileRow): Promise<Response> {
  const before = await snapshot(w);
  const res = await row.send(w);
  expect(res.status, res.text.slice(0, 500)).toBe(row.status);
  expectErrorShape(res, row.status);
  expect(await snapshot(w)).toEqual(before);
  await expectServerHealthy(w);
  return res;
}

/** Sends a raw JSON text, so keys like __proto__ arrive as real own keys after JSON.parse. */
export const sendRawJson = (req: Test, text: string) =>
  req.set('Content-Type', 'application/json').send(text);

/** Splices raw JSON members into a JSON object text, keeping the rest of it valid. */
export const withRawMembers = (body: object, members: string) =>
  `{${members},${JSON.stringify(body).slice(1)}`;

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export const forgedKinds = [
  'signed with the wrong secret',
  'with alg none and role admin',
  "signed with the right secret but role 'customer'",
  'expired an hour ago',
  'from another issuer',
  'signed HS512 with the right secret',
] as const;
export type ForgedKind = (typeof forgedKinds)[number] | 'control: signed right' | 'control: HS256 by hand';

/** Admin-looking tokens that must all be refused. */
export function forgedAdminTokens(w: World): Record<ForgedKind, string> {
  const secret = w.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'admin', username: ADMIN.username, name: 'Shop Owner' };
  const options = { subject: w.ownerId, issuer: 'pickup-shop', expiresIn: 3600 } as const;
  const noneHeader = base64url({ alg: 'none', typ: 'JWT' });
  const nonePayload = base64url({ ...claims, sub: w.ownerId, iss: 'pickup-shop', iat: now, exp: now + 3600 });
  // HS256 by hand, to show the signing input itself is right and only the secret differs.
  const hs256 = (payload: object, key: string) => {
    const input = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`;
    return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
  };
  return {
    'signed with the wrong secret': jwt.sign(claims, `${secret}-but-wrong`, options),
    'with alg none and role admin': `${noneHeader}.${nonePayload}.`,
    "signed with the right secret but role 'customer'": jwt.sign(
      { ...claims, role: 'customer' },
      secret,
      options,
    ),
    'expired an hour ago': hs256(
      { ...claims, sub: w.ownerId, iss: 'pickup-shop', iat: now - 7200, exp: now - 3600 },
      secret,
    ),
    'from another issuer': jwt.sign(claims, secret, { ...options, issuer: 'someone-else' }),
    'signed HS512 with the right secret': jwt.sign(claims, secret, { ...options, algorithm: 'HS512' }),
    // Controls: the same claims done right, so each forged token differs from a good one in one thing.
    'control: signed right': jwt.sign(claims, secret, options),
    'control: HS256 by hand': hs256(
      { ...claims, sub: w.ownerId, iss: 'pickup-shop', iat: now, exp: now + 3600 },
      secret,
    ),
  };
}

/** The admin routes, each with a request that would succeed for the owner. */
export const adminRoutes: { name: string; send(w: World, token: string): PromiseLike<Response> }[] = [
  {
    name: 'POST /api/books/create-book',
    send: (w, token) => w.as(token).post('/api/books/create-book').send(validBook()),
  },
  {
    name: 'PUT /api/books/edit/:id',
    send: (w, token) => w.as(token).put(`/api/books/edit/${w.books.pen._id}`).send({ title: 'Hacked' }),
  },
  {
    name: 'DELETE /api/books/:id',
    send: (w, token) => w.as(token).delete(`/api/books/${w.books.pen._id}`),
  },
  {
    name: 'GET /api/orders/allorders',
    send: (w, token) => w.as(token).get('/api/orders/allorders'),
  },
  {
    name: 'PATCH /api/orders/:id/status',
    send: (w, token) =>
      w.as(token).patch(`/api/orders/${w.orders.ashaOrder._id}/status`).send({ status: 'cancelled' }),
  },
  { name: 'GET /api/admin', send: (w, token) => w.as(token).get('/api/admin') },
  { name: 'GET /api/counter/lookup', send: (w, token) => w.as(token).get('/api/counter/lookup?code=PEN-1') },
  {
    name: 'PATCH /api/books/:id/stock',
    send: (w, token) =>
      w.as(token).patch(`/api/books/${w.books.pen._id}/stock`).send({ set: 0, reason: 'correction' }),
  },
  {
    name: 'GET /api/books/:id/stock-movements',
    send: (w, token) => w.as(token).get(`/api/books/${w.books.pen._id}/stock-movements`),
  },
  { name: 'GET /api/books/export.csv', send: (w, token) => w.as(token).get('/api/books/export.csv') },
  {
    name: 'POST /api/books/import',
    send: (w, token) =>
      w
        .as(token)
        .post('/api/books/import')
        .attach('file', Buffer.from('sku,title,stock\r\n,Gel Pen,0\r\n'), 'stock.csv'),
  },
  { name: 'GET /api/shop/tax', send: (w, token) => w.as(token).get('/api/shop/tax') },
  {
    name: 'GET /api/shop/tax/default-items',
    send: (w, token) => w.as(token).get('/api/shop/tax/default-items'),
  },
  {
    name: 'PUT /api/shop/tax',
    send: (w, token) => w.as(token).put('/api/shop/tax').send(DEFAULT_TAX_SETTINGS),
  },
];
