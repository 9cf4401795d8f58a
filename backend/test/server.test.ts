import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServers } from './server-process';

afterEach(stopServers);

describe('the server process', () => {
  it('when started on an empty database, then it seeds the catalogue and prints a working owner login', async () => {
    const server = await startServer({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'printed-password-1' });
    expect(server.output()).toContain('username:  owner');
    expect(server.output()).toContain('password:  printed-password-1');

    const books = (await (await fetch(`${server.url}/api/books`)).json()) as {
      coverImage: string;
      category: string;
    }[];
    expect(books.length).toBeGreaterThanOrEqual(65);
    expect(new Set(books.map((book) => book.category))).toEqual(
      new Set(['penandpencil', 'colors', 'adhesive', 'book', 'box']),
    );
    const cover = await fetch(`${server.url}/api/images/${books[0]!.coverImage}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');

    const login = await fetch(`${server.url}/api/auth/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'printed-password-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('when SIGTERM arrives during a request, then the request is answered and the process exits cleanly', async () => {
    const server = await startServer({ ADMIN_PASSWORD: 'printed-password-1', SEED_ON_START: 'false' });
    const answered = postHeldAtItsBody(`${server.url}/api/auth/admin`, {
      username: 'owner',
      password: 'printed-password-1',
    });
    await answered.serverHasIt;
    server.child.kill('SIGTERM');
    answered.sendBody();
    expect(await answered.status).toBe(200);
    expect(await server.exit).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('when a promise rejects with nobody handling it, then the process logs it, stops serving and exits 1', async () => {
    const planted = path.join(import.meta.dirname, 'planted', 'reject-on-sigusr2.mjs');
    const server = await startServer(
      { ADMIN_PASSWORD: 'printed-password-1', SEED_ON_START: 'false' },
      undefined,
      ['--import', planted],
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGUSR2');
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('unhandled rejection: stopping');
    expect(server.output()).toContain('planted fault');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('when a client sends its headers too slowly, then the server closes the connection at HEADERS_TIMEOUT_MS', async () => {
    const server = await startServer({
      ADMIN_PASSWORD: 'printed-password-1',
      SEED_ON_START: 'false',
      HEADERS_TIMEOUT_MS: '1000',
    });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n');
    const started = Date.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    socket.on('data', () => {}).on('error', () => {});
    // Without the limit Node waits a minute and more; the test's own timeout would end first.
    expect(await closed).toBeLessThan(5_000);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('when production is configured with the example secrets, then it refuses to start and says why', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-to-a-long-random-string',
      ADMIN_PASSWORD: 'change-me-admin-password',
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Refusing to start in production');
    expect(server.output()).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });
});

describe('starting on MongoDB', () => {
  it('when MongoDB cannot be reached, then the server retries, exits non-zero and names the host without secrets', async () => {
    const server = await startServer({
      MONGODB_URI: 'mongodb://shop:hunter2@127.0.0.1:1/shop',
      MONGODB_CONNECT_ATTEMPTS: '2',
      MONGODB_CONNECT_TIMEOUT_MS: '300',
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Cannot connect to MongoDB at 127.0.0.1:1');
    expect(server.output()).not.toContain('hunter2');
  });
});

/**
 * A JSON POST that asks `Expect: 100-continue` and holds its body until told: the server's
 * "100 Continue" proves it has accepted the connection and read the request, so a signal sent
 * then arrives during the request however loaded the machine is.
 */
function postHeldAtItsBody(url: string, body: unknown) {
  const json = JSON.stringify(body);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      expect: '100-continue',
    },
  });
  const serverHasIt = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  const status = new Promise<number>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return { serverHasIt, status, sendBody: () => request.end(json) };
}
