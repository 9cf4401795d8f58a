import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { integrityOf } from '../src/store/sqlite';
import { signUpCustomer, type TestCustomer } from './harness';
import { startServer, stopServers, type StartedServer } from './server-process';
import { ASHA } from './fixtures';

const CUSTOMERS = 4;
const CLIENTS = 8;
const BOOKS = 6;
const MAX_ORDERS_PER_CLIENT = 120;
const LOAD_BEFORE_KILL_MS = 1_200;
const LOAD_AFTER_RESTART_MS = 600;
/** Every loop stops here at the latest, whatever happens. */
const TIME_CAP_MS = 35_000;
const REQUEST_TIMEOUT_MS = 5_000;
const RETRY_ATTEMPTS = 5;
const ADMIN_PASSWORD = 'durability-pass-123';
/** Every book the load orders is counted, with more than the load can take. */
const STOCK = 100_000;
const ENV = { ADMIN_PASSWORD, ORDER_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-durability-'));
const dbFile = path.join(dataDir, 'shop.db');

afterAll(() => {
  stopServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Book {
  _id: string;
  newPrice: number;
}

interface OrderBody {
  name: string;
  phone: string;
  address: { street: string; city: string; state: string; country: string; zipcode: string };
  productIds: string[];
}

type Attempt =
  | { answered: true; status: number; orderId?: string; replayed: boolean; body: string }
  | { answered: false; error: string };

/** One order a client meant to place: one Idempotency-Key, one body, one customer. */
interface Intent {
  key: string;
  customer: TestCustomer;
  body: OrderBody;
  attempts: Attempt[];
}

interface StoredOrder {
  _id: string;
  email: string;
  productIds: string[];
  lines: { bookId: string; price: number }[];
  totalPrice: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No answer at all (the process died under it) or a server error: send it again, same key and body. */
const needsRetry = (attempt: Attempt) => !attempt.answered || attempt.status >= 500;

function pickBooks(books: Book[]): string[] {
  const shuffled = [...books].sort(() => Math.random() - 0.5);
  return shuffled.slice(0, 1 + Math.floor(Math.random() * 3)).map((book) => book._id);
}

/** Requests sent and not yet answered (or failed), across every client. */
let inFlight = 0;

async function send(url: string, intent: Intent): Promise<Attempt> {
  let attempt: Attempt;
  inFlight++;
  try {
    const response = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${intent.customer.idToken}`,
        'idempotency-key': intent.key,
      },
      body: JSON.stringify(intent.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Reading the body is part of the answer: a kill between the headers and the body is no answer.
    const text = await response.text();
    attempt = {
      answered: true,
      status: response.status,
      orderId: response.status === 201 ? (JSON.parse(text) as { _id: string })._id : undefined,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: text,
    };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
    attempt = { answered: false, error: `${String(err)} ${cause}`.trim() };
  } finally {
    inFlight--;
  }
  intent.attempts.push(attempt);
  return attempt;
}

describe('orders survive the server being killed mid-load', () => {
  it('when the process is SIGKILLed under concurrent orders and retried after a restart, then every order is stored exactly once, priced right, in an intact file', async () => {
    const started = Date.now();
    const deadline = started + TIME_CAP_MS;

    let server: StartedServer = await startServer(ENV, dataDir);
    expect(server.url, server.output()).not.toBe('');
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signUpCustomer()));
    const books = (await (await fetch(`${server.url}/api/books?limit=${BOOKS}`)).json()) as Book[];
    expect(books.length).toBeGreaterThanOrEqual(3);
    const catalogue = new Map(books.map((book) => [book._id, paise(book.newPrice)]));
    const ownerToken = async (url: string) => {
      const login = await fetch(`${url}/api/auth/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      return ((await login.json()) as { token: string }).token;
    };
    const firstToken = await ownerToken(server.url);
    for (const book of books) {
      const counted = await fetch(`${server.url}/api/books/${book._id}/stock`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${firstToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ set: STOCK, reason: 'correction' }),
      });
      expect(counted.status).toBe(200);
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) => ({
      customer: customers[index % CUSTOMERS]!,
      intents: [] as Intent[],
      pending: [] as Intent[],
    }));
    type Client = (typeof clients)[number];

    const placeNew = async (client: Client, url: string, keepGoing: () => boolean) => {
      while (keepGoing() && client.intents.length < MAX_ORDERS_PER_CLIENT && Date.now() < deadline) {
        const intent: Intent = {
          key: randomUUID(),
          customer: client.customer,
          body: {
            ...ASHA,
            productIds: pickBooks(books),
          },
          attempts: [],
        };
        client.intents.push(intent);
        if (needsRetry(await send(url, intent))) client.pending.push(intent);
      }
    };

    // Phase 1: load, then SIGKILL while requests are in flight.
    let killed = false;
    const firstUrl = server.url;
    const firstPhase = Promise.all(clients.map((client) => placeNew(client, firstUrl, () => !killed)));
    await sleep(LOAD_BEFORE_KILL_MS);
    // At a moment every client waits for an answer: orders are committed in groups and answered
    // together, so a kill at any other moment may find nothing in flight and prove nothing.
    while (inFlight < CLIENTS && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    killed = true;
    server.child.kill('SIGKILL');
    await firstPhase;
    await server.exit;
    const interrupted = clients.reduce((sum, client) => sum + client.pending.length, 0);
    const placedBeforeKill = clients.reduce((sum, client) => sum + client.intents.length, 0) - interrupted;
    // What the kill left on disk is already consistent, before any process recovers it.
    expect(integrityOf(dbFile)).toBe('ok');

    // Phase 2: restart on the same file, retry what got no answer, then keep ordering a little.
    server = await startServer({ ...ENV, SEED_ON_START: 'false' }, dataDir);
    expect(server.url, server.output()).not.toBe('');
    const secondUrl = server.url;
    const secondPhaseEnds = Date.now() + LOAD_AFTER_RESTART_MS;
    let retries = 0;
    await Promise.all(
      clients.map(async (client) => {
        for (const intent of client.pending.splice(0)) {
          for (let attempt = 0; attempt < RETRY_ATTEMPTS && Date.now() < deadline; attempt++) {
            retries++;
            if (!needsRetry(await send(secondUrl, intent))) break;
            await sleep(100);
          }
        }
        await placeNew(client, secondUrl, () => Date.now() < secondPhaseEnds);
      }),
    );

    const token = await ownerToken(secondUrl);
    const listed = await fetch(`${secondUrl}/api/orders/allorders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    const stored = (await listed.json()) as StoredOrder[];

    // A graceful stop, then read the file itself.
    server.child.kill('SIGTERM');
    await Promise.race([server.exit, sleep(10_000)]);
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    let keyRows: { customer_uid: string; key: string; order_id: string }[];
    let orderCount: number;
    let ordersWithoutKey: number;
    let ordersWithTwoKeys: number;
    let mispricedOrders: number;
    let miscountedBooks: number;
    try {
      keyRows = db
        .prepare('SELECT customer_uid, key, order_id FROM idempotency_keys')
        .all() as typeof keyRows;
      orderCount = (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
      ordersWithoutKey = (
        db
          .prepare('SELECT COUNT(*) AS n FROM orders WHERE id NOT IN (SELECT order_id FROM idempotency_keys)')
          .get() as { n: number }
      ).n;
      ordersWithTwoKeys = (
        db
          .prepare(
            'SELECT COUNT(*) AS n FROM (SELECT order_id FROM idempotency_keys GROUP BY order_id HAVING COUNT(*) > 1)',
          )
          .get() as { n: number }
      ).n;
      mispricedOrders = (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM orders o
             WHERE o.total_paise !=
               (SELECT COALESCE(SUM(price_paise * quantity), 0) FROM order_lines WHERE order_id = o.id)`,
          )
          .get() as { n: number }
      ).n;
      // Units were taken once per stored order: what is left plus what was ordered is what there was.
      miscountedBooks = (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM books b WHERE b.id IN (${books.map(() => '?').join(',')}) AND b.stock +
               (SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE book_id = b.id) != ?`,
          )
          .get(...books.map((book) => book._id), STOCK) as { n: number }
      ).n;
    } finally {
      db.close();
    }
    const elapsed = Date.now() - started;

    const intents = clients.flatMap((client) => client.intents);
    const replayedOnRetry = intents.filter(
      (intent) =>
        intent.attempts.some((attempt) => !attempt.answered) &&
        intent.attempts.some((attempt) => attempt.answered && attempt.replayed),
    ).length;
    console.info(
      `durability: ${intents.length} orders placed (${placedBeforeKill} answered before the kill), ` +
        `${interrupted} requests interrupted by the kill, ${retries} retries ` +
        `(${replayedOnRetry} had committed before the kill), elapsed ${(elapsed / 1000).toFixed(1)} s`,
    );

    // The kill really caught requests in flight, and every one of them was retried.
    expect(interrupted).toBeGreaterThan(0);
    expect(retries).toBeGreaterThanOrEqual(interrupted);

    // Every intended order got its 201 in the end, and nothing else came back but 201s or no answer.
    const unexpected = intents.flatMap((intent) =>
      intent.attempts.filter((attempt) => attempt.answered && attempt.status !== 201 && attempt.status < 500),
    );
    expect(unexpected).toEqual([]);
    const lost = intents.filter((intent) => {
      const last = intent.attempts.at(-1);
      return !last?.answered || last.status !== 201;
    });
    expect(lost.map((intent) => intent.key)).toEqual([]);

    // One key, one order: every 201 for a key named the same order, the one the key table holds.
    const orderOfKey = new Map(keyRows.map((row) => [`${row.customer_uid} ${row.key}`, row.order_id]));
    expect(keyRows.length).toBe(orderOfKey.size);
    const byId = new Map<string, StoredOrder[]>();
    for (const order of stored) byId.set(order._id, [...(byId.get(order._id) ?? []), order]);
    for (const intent of intents) {
      const ids = new Set(
        intent.attempts.flatMap((attempt) =>
          attempt.answered && attempt.status === 201 ? [attempt.orderId] : [],
        ),
      );
      expect(ids.size, `key ${intent.key} answered with ${[...ids].join(', ')}`).toBe(1);
      const [id] = [...ids];
      expect(orderOfKey.get(`${intent.customer.uid} ${intent.key}`)).toBe(id);
      // Stored exactly once, for this customer, with the items asked for at the catalogue's prices.
      const copies = byId.get(id!) ?? [];
      expect(copies.length, `order ${id} stored ${copies.length} times`).toBe(1);
      const order = copies[0]!;
      expect(order.email).toBe(intent.customer.email);
      expect(order.productIds).toEqual(intent.body.productIds);
      expect(order.lines.map((line) => paise(line.price))).toEqual(
        intent.body.productIds.map((bookId) => catalogue.get(bookId)),
      );
      expect(paise(order.totalPrice)).toBe(order.lines.reduce((sum, line) => sum + paise(line.price), 0));
    }

    // Nothing beyond the intended orders: as many orders as distinct keys, each under exactly one key.
    const distinctKeys = new Set(intents.map((intent) => `${intent.customer.uid} ${intent.key}`)).size;
    expect(distinctKeys).toBe(intents.length);
    expect(stored.length).toBe(distinctKeys);
    expect(byId.size).toBe(distinctKeys);
    expect(orderCount).toBe(distinctKeys);
    expect(keyRows.length).toBe(distinctKeys);
    expect(ordersWithoutKey).toBe(0);
    expect(ordersWithTwoKeys).toBe(0);
    expect(mispricedOrders).toBe(0);
    expect(miscountedBooks).toBe(0);
    expect(integrityOf(dbFile)).toBe('ok');
  }, 60_000);
});
