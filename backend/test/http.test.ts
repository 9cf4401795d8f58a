import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STORE_HOURS } from '../src/contract';
import type { Store } from '../src/store/store';
import { ADMIN } from './fixtures';
import { bearer, useTestApp } from './harness';

const t = useTestApp();

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
    const res = await t
      .asOwner()
      .post('/api/books/create-book')
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
      readyHours: t.config.shop.readyHours,
      holdDays: t.config.pickupHoldDays,
    });
    expect(res.body.readyHours).toBe(4);
    expect(res.body.locality).toEqual({
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      zipcode: '440001',
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
    // The storefront's inlined worker, and nothing from elsewhere.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
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

  it('when a cover image is asked for, then any origin may embed it, while other answers stay same-origin', async () => {
    const [book] = await t.addBooks([{}]);
    const cover = await request(t.app)
      .get(`/api/images/${book!.coverImage}`)
      .set('Origin', t.config.corsOrigins[0]!);
    expect(cover.status).toBe(200);
    expect(cover.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const list = await request(t.app).get('/api/books');
    expect(list.headers['cross-origin-resource-policy']).toBe('same-origin');
    const missing = await request(t.app).get(`/api/images/${'0'.repeat(64)}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
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

describe('the chat widget in the content security policy', () => {
  const directive = (csp: string, name: string) =>
    csp.split(';').find((part) => part.trim().startsWith(name)) ?? '';

  describe('when VITE_CHAT_WIDGET_SRC is set', () => {
    const withWidget = useTestApp({
      env: { VITE_CHAT_WIDGET_SRC: 'https://embed.chat.example/widget/abc.js?lang=en' },
    });

    it('then its origin, and only its origin, may serve scripts, styles and frames and be talked to', async () => {
      const csp = (await request(withWidget.app).get('/api/health')).headers[
        'content-security-policy'
      ] as string;
      for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
        expect(directive(csp, name)).toContain('https://embed.chat.example');
      }
      expect(csp).not.toContain('/widget/abc.js');
    });
  });

  describe('when it is not set', () => {
    it('then no other origin may serve scripts than Google sign-in’s and phone sign-in’s reCAPTCHA', async () => {
      const csp = (await request(t.app).get('/api/health')).headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src').trim()).toBe(
        "script-src 'self' https://apis.google.com https://www.gstatic.com https://www.google.com/recaptcha/",
      );
      expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    });
  });
});

describe('unexpected errors', () => {
  const broken = useTestApp({ wrapStore: failingBooks('list', 'db exploded secret detail') });

  it('when a service throws, then it is a generic 500 without the internal text, and the next request works', async () => {
    await broken.addBooks([{ title: 'Still here' }]);
    const res = await request(broken.app).get('/api/books');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(res.text).not.toContain('exploded');
    expect(res.text).not.toContain('secret detail');

    expect((await request(broken.app).get('/api/health')).status).toBe(200);
    const [book] = (await broken.store.books.list({})).items;
    const next = await request(broken.app).get(`/api/books/${book!._id}`);
    expect(next.status).toBe(200);
    expect(next.body.title).toBe('Still here');
  });
});

/** Lets the log writer finish what it was handed. */
const logsWritten = () => new Promise((resolve) => setImmediate(resolve));

describe('request logs', () => {
  const logged = useTestApp({ captureLogs: true });

  it('when the owner logs in and makes an authorized request, then neither password nor token is logged', async () => {
    const loggedIn = await request(logged.app).post('/api/auth/admin').send(ADMIN);
    expect(loggedIn.status).toBe(200);
    const token: string = loggedIn.body.token;
    const authorized = await request(logged.app).get('/api/admin').set(bearer(token));
    expect(authorized.status).toBe(200);
    await logsWritten();

    const text = logged.logs().join('');
    expect(text).toContain('/api/auth/admin');
    expect(text).toContain('/api/admin');
    expect(text).not.toContain(ADMIN.password);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]!);
  });
});

describe('request logs of an unexpected failure', () => {
  const failing = useTestApp({ captureLogs: true, wrapStore: failingBooks('get', 'disk I/O error') });

  it('when a request fails unexpectedly, then the operator log has the error, the method and the path', async () => {
    const res = await request(failing.app).get('/api/books/0123456789abcdef01234567');
    expect(res.status).toBe(500);
    await logsWritten();

    const lines = failing.logs().map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ method: 'GET', url: '/api/books/0123456789abcdef01234567' });
    expect(JSON.stringify(failure)).toContain('disk I/O error');
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ status: 500 });
  });
});

describe('the client address in the request log', () => {
  const behindProxy = useTestApp({ captureLogs: true, env: { TRUST_PROXY: 'loopback' } });

  it('when a request comes through a trusted proxy, then its line names the customer, not the proxy', async () => {
    await request(behindProxy.app).get('/api/shop').set('X-Forwarded-For', '203.0.113.7');
    await logsWritten();
    const lines = behindProxy.logs().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
      url: '/api/shop',
      ip: '203.0.113.7',
    });
  });
});
