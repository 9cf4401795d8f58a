import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createAdminAuthService } from '../src/auth/service';
import { createLogger, REDACTED_PATHS } from '../src/logger';
import { STORE_HOURS } from '../src/contract';
import type { Store } from '../src/store/store';
import { addBooks, ADMIN, bearer, testConfig, useTestApp } from './harness';
import { createTempSqliteStore } from './temp-store';

const t = useTestApp();

/** An app on a real temporary store, with its own logger and an optional change to the store. */
function appWith(options: { logger?: ReturnType<typeof createLogger>; store?: (real: Store) => Store } = {}) {
  const temp = createTempSqliteStore();
  const config = testConfig(temp.file);
  const app = createApp({
    config,
    jwtSecret: 'a-key-for-an-app-that-signs-no-token',
    store: options.store ? options.store(temp.store) : temp.store,
    logger: options.logger ?? createLogger('silent'),
    verifyCustomerToken: async () => null,
  });
  return { app, config, temp };
}

/** The real store, except that one book method fails as a broken disk or database would. */
const failingBooks =
  (method: 'list' | 'get', message: string) =>
  (real: Store): Store => ({
    ...real,
    books: {
      ...real.books,
      [method]: async () => {
        throw new Error(message);
      },
    },
  });

describe('request bodies', () => {
  it('when the JSON is malformed, then it is a 400 with a JSON error', async () => {
    const res = await request(t.app)
      .post('/api/auth/admin')
      .set('Content-Type', 'application/json')
      .send('{"username": "owner", ');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error).toEqual({ code: 'validation', message: expect.stringMatching(/JSON/) });
  });

  it('when the JSON body is over 100 kB, then it is a 413 and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/books/create-book')
      .set(bearer(await t.adminToken()))
      .send({ title: 'Big', description: 'x'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(await t.store.books.count()).toBe(0);
  });
});

describe('routing and health', () => {
  it('when an /api route does not exist, then it is a 404 JSON error', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      error: { code: 'not_found', message: expect.stringContaining('/no-such-thing') },
    });
  });

  it('when the health check is called, then it is a 200 with status ok', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', store: { reachable: true } });
  });

  it('when the shop details are asked for, then the configured name, address, contacts and hours come back', async () => {
    const res = await request(t.app).get('/api/shop');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: t.config.shop.name,
      address: t.config.shop.address,
      email: t.config.shop.email,
      phone: t.config.shop.phone,
      hours: 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed',
    });
    expect(STORE_HOURS).toBe(res.body.hours);
  });
});

describe('security headers and CORS', () => {
  it('when any API response is sent, then helmet headers are set and x-powered-by is not', async () => {
    const res = await request(t.app).get('/api/books');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });

  it('when the Origin is on the allow list, then it is echoed and X-Total-Count is exposed', async () => {
    const origin = t.config.corsOrigins[0]!;
    const res = await request(t.app).get('/api/books').set('Origin', origin);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('when a preflight comes from an allowed origin, then Authorization may be sent', async () => {
    const origin = t.config.corsOrigins[0]!;
    const res = await request(t.app)
      .options('/api/books/create-book')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  });

  it('when the Origin is unknown, then no Access-Control-Allow-Origin is sent', async () => {
    const res = await request(t.app).get('/api/books').set('Origin', 'https://evil.example');
    expect(res.headers).not.toHaveProperty('access-control-allow-origin');
    const preflight = await request(t.app)
      .options('/api/books/create-book')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('unexpected errors', () => {
  it('when a service throws, then it is a generic 500 without the internal text, and the next request works', async () => {
    const { app, temp } = appWith({ store: failingBooks('list', 'db exploded secret detail') });
    try {
      await addBooks(temp.store, [{ title: 'Still here' }]);
      const res = await request(app).get('/api/books');
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('internal');
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.text).not.toContain('exploded');
      expect(res.text).not.toContain('secret detail');

      expect((await request(app).get('/api/health')).status).toBe(200);
      const [book] = (await temp.store.books.list({})).items;
      const next = await request(app).get(`/api/books/${book!._id}`);
      expect(next.status).toBe(200);
      expect(next.body.title).toBe('Still here');
    } finally {
      await temp.cleanup();
    }
  });
});

describe('request logs', () => {
  it('when the owner logs in and makes an authorized request, then neither password nor token is logged', async () => {
    const chunks: string[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      { write: (chunk: string) => void chunks.push(chunk) },
    );
    const { app, temp } = appWith({ logger });
    try {
      await createAdminAuthService({ admins: temp.store.admins, jwtSecret: 'unused' }).ensureFirstAdmin({
        ...ADMIN,
        displayName: 'Shop Owner',
      });
      const loggedIn = await request(app).post('/api/auth/admin').send(ADMIN);
      expect(loggedIn.status).toBe(200);
      const token: string = loggedIn.body.token;
      const authorized = await request(app).get('/api/admin').set(bearer(token));
      expect(authorized.status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));

      const text = chunks.join('');
      expect(text).toContain('/api/auth/admin');
      expect(text).toContain('/api/admin');
      expect(text).not.toContain(ADMIN.password);
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.split('.')[2]!);
    } finally {
      await temp.cleanup();
    }
  });

  it('when a request fails unexpectedly, then the operator log has the error, the method and the path', async () => {
    const chunks: string[] = [];
    const logger = pino({ level: 'info' }, { write: (chunk: string) => void chunks.push(chunk) });
    const { app, temp } = appWith({ logger, store: failingBooks('get', 'disk I/O error') });
    try {
      const res = await request(app).get('/api/books/0123456789abcdef01234567');
      expect(res.status).toBe(500);
      await new Promise((resolve) => setImmediate(resolve));

      const lines = chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
      const failure = lines.find((line) => line.msg === 'request failed');
      expect(failure).toMatchObject({ method: 'GET', url: '/api/books/0123456789abcdef01234567' });
      expect(JSON.stringify(failure)).toContain('disk I/O error');
      expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ status: 500 });
    } finally {
      await temp.cleanup();
    }
  });
});
