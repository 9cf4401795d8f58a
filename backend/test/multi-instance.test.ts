import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, type TestCustomer } from './harness';
import { startServer, stopServers, type StartedServer } from './server-process';
import { ASHA } from './fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-two-instances-'));
let first: StartedServer;
let second: StartedServer;
let customer: TestCustomer;

beforeAll(async () => {
  const env = { ADMIN_PASSWORD: 'two-instances-pass', LOG_LEVEL: 'warn', ORDER_RATE_LIMIT: '1000' };
  // The first seeds the shared file; the second finds it seeded and its owner account there.
  first = await startServer(env, dataDir);
  second = await startServer({ ...env, SEED_ON_START: 'false' }, dataDir);
  customer = await signUpCustomer();
});

afterAll(() => {
  stopServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const placeOrder = (server: StartedServer, productIds: string[], key: string) =>
  fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.idToken}`,
      'idempotency-key': key,
    },
    body: JSON.stringify({
      ...ASHA,
      productIds,
    }),
  });

async function ownerToken(server: StartedServer): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'two-instances-pass' }),
  });
  return ((await login.json()) as { token: string }).token;
}

describe('two API instances on one SQLite file', () => {
  it('when an order is placed through one, then the other reads it, and a retry sent to the other returns the same order', async () => {
    const books = (await (await fetch(`${second.url}/api/books?limit=2`)).json()) as { _id: string }[];
    const ids = books.map((book) => book._id);
    const key = randomUUID();

    const placed = await placeOrder(first, ids, key);
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { _id: string; totalPrice: number };

    const mine = await fetch(`${second.url}/api/orders/email/${customer.email}`, {
      headers: { authorization: `Bearer ${customer.idToken}` },
    });
    expect(((await mine.json()) as { _id: string }[]).map((o) => o._id)).toEqual([order._id]);

    const retry = await placeOrder(second, ids, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { _id: string })._id).toBe(order._id);

    const token = await ownerToken(second);
    const all = await fetch(`${first.url}/api/orders/allorders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await all.json()) as unknown[]).length).toBe(1);
  });

  it('when 40 customers order the last 7 of an item through both instances at once, then exactly 7 orders are placed', async () => {
    const token = await ownerToken(first);
    const [book] = (await (await fetch(`${first.url}/api/books?limit=1&sort=title`)).json()) as {
      _id: string;
    }[];
    const counted = await fetch(`${first.url}/api/books/${book!._id}/stock`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ set: 7, reason: 'correction' }),
    });
    expect(counted.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`${(index % 2 === 0 ? first : second).url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
          body: JSON.stringify({ ...ASHA, items: [{ productId: book!._id, quantity: 1 }] }),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { error?: { code: string } },
        })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(7);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(33);
    expect(refused.every((answer) => answer.body.error?.code === 'out_of_stock')).toBe(true);
    const after = (await (await fetch(`${second.url}/api/books/${book!._id}`)).json()) as { stock: number };
    expect(after.stock).toBe(0);
    const movements = await fetch(`${second.url}/api/books/${book!._id}/stock-movements`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const orderMovements = ((await movements.json()) as { reason: string }[]).filter(
      (m) => m.reason === 'order',
    );
    expect(orderMovements).toHaveLength(7);
  });

  it('when failed logins hit both instances, then the limit counts them together', async () => {
    const attempt = (server: StartedServer) =>
      fetch(`${server.url}/api/auth/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    // The default limit is 10 failures per address per window, alternating between the instances.
    for (let i = 0; i < 11; i++) statuses.push((await attempt(i % 2 === 0 ? first : second)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
