/**
 * npm run bench: the API's speed on this machine, as ratios to a bare Express route measured
 * in the same run. Starts the real server process on temporary SQLite files (1,000 and 10,000
 * items) and the Auth emulator, loads it with autocannon from this process over loopback,
 * prints a table and writes bench/results/api-<time>.json. The two routes with a ratio target
 * are measured five times each, right after a baseline run, and keep the median ratio.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../scripts/auth-emulator';
import { fillCatalogue } from '../scripts/large-catalogue';
import { distinctPages, distinctSearches } from './varied-queries';
import { measure, measureAgainstBaseline, type Measurement, type RatioMeasurement } from './measure';
import { fillOrderHistory, healthWhileListing, ownerToken } from './order-history';
import { startApi, startBaseline } from './processes';
import {
  BASELINE,
  COUNTER_SALES,
  medianBaseline,
  ORDERS,
  report,
  topSellersAt,
  UNCACHED_PAGES,
  UNCACHED_SEARCHES,
} from './report';

const EMULATOR_PORT = 9459;
const PROJECT = 'demo-bookshop-bench';
const ADMIN_PASSWORD = 'bench-owner-password';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));

type Only = 'all' | 'orders';

interface ApiEnv {
  FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  ADMIN_PASSWORD: string;
}

async function signUpCustomers(host: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${randomUUID()}@example.in`,
          password: 'bench-pass-123',
          returnSecureToken: true,
        }),
      },
    );
    tokens.push(((await response.json()) as { idToken: string }).idToken);
  }
  return tokens;
}

function orderLoad(url: string, tokens: string[], bookIds: string[]) {
  let next = 0;
  return {
    name: ORDERS,
    url: `${url}/api/orders`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Customer',
      phone: '9876543210',
      address: {
        street: '1 MG Road',
        city: 'Nagpur',
        state: 'Maharashtra',
        country: 'India',
        zipcode: '440001',
      },
      productIds: bookIds.slice(0, 2),
    }),
    perRequestHeaders: () => ({
      authorization: `Bearer ${tokens[next++ % tokens.length]}`,
      'idempotency-key': randomUUID(),
    }),
  };
}

/** Walk-in sales of two counted items, cash, each under a fresh Idempotency-Key, as the counter rings them. */
function counterSaleLoad(url: string, ownerBearer: string, bookIds: string[]) {
  return {
    name: COUNTER_SALES,
    url: `${url}/api/counter/sales`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerBearer}` },
    body: JSON.stringify({
      items: bookIds.slice(2, 4).map((productId) => ({ productId, quantity: 1 })),
      payment: { method: 'cash', tendered: 10_000 },
    }),
    perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
  };
}

async function storedOrderCount(url: string): Promise<number> {
  const orders = await fetch(`${url}/api/orders/allorders`, {
    headers: { authorization: `Bearer ${await ownerToken(url, ADMIN_PASSWORD)}` },
  });
  return ((await orders.json()) as unknown[]).length;
}

async function catalogueChecks(url: string) {
  const first = await fetch(`${url}/api/books`, { headers: { 'accept-encoding': 'gzip' } });
  const etag = first.headers.get('etag') ?? '';
  // As a browser revalidates; fetch() would otherwise add Cache-Control: no-cache, which forbids a 304.
  const repeat = await fetch(`${url}/api/books`, {
    headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
  });
  return { compressed: first.headers.get('content-encoding') === 'gzip', repeatStatus: repeat.status };
}

interface Phase {
  results: Measurement[];
  peakRssMb: number;
}

interface SmallPhase extends Phase {
  pairedRatios: Map<string, RatioMeasurement>;
  stored: number;
  checks?: { compressed: boolean; repeatStatus: number };
}

/** The routes with a ratio target, each in rounds right after a run of the bare baseline. */
async function measureRatios(apiUrl: string, ids: string[], tokens: string[], only: Only) {
  // Idle between its rounds, so running beside the API costs the API nothing.
  const baseline = await startBaseline();
  const baselineLoad = { name: BASELINE, url: `${baseline.url}/baseline` };
  const ownerBearer = await ownerToken(apiUrl, ADMIN_PASSWORD);
  const orderPath = [orderLoad(apiUrl, tokens, ids), counterSaleLoad(apiUrl, ownerBearer, ids)];
  const routes =
    only === 'orders'
      ? orderPath
      : [
          { name: 'GET /api/books/:id', url: `${apiUrl}/api/books/${ids[500]}` },
          { name: 'GET /api/books?limit=24', url: `${apiUrl}/api/books?limit=24` },
          ...orderPath,
        ];
  try {
    const ratios: RatioMeasurement[] = [];
    for (const route of routes) ratios.push(await measureAgainstBaseline(baselineLoad, route));
    return ratios;
  } finally {
    await baseline.stop();
  }
}

async function measureSmallCatalogue(
  env: ApiEnv,
  file: string,
  ids: string[],
  only: Only,
): Promise<SmallPhase> {
  const api = await startApi({ ...env, DATABASE_PATH: file });
  const tokens = await signUpCustomers(env.FIREBASE_AUTH_EMULATOR_HOST, 20);
  const ratios = await measureRatios(api.url, ids, tokens, only);
  const results = [
    medianBaseline(ratios.flatMap((ratio) => ratio.baselines)),
    ...ratios.map((ratio) => ratio.route),
  ];
  if (only === 'all') {
    results.push(
      await measure({
        name: 'GET /api/books (1,000, gzip)',
        url: `${api.url}/api/books`,
        headers: { 'accept-encoding': 'gzip' },
      }),
    );
    results.push(
      await measure({ name: 'GET /api/books?q=glue&limit=24', url: `${api.url}/api/books?q=glue&limit=24` }),
    );
  }
  const stored = await storedOrderCount(api.url);
  const checks = only === 'all' ? await catalogueChecks(api.url) : undefined;
  const peakRssMb = api.peakRssMb();
  await api.stop();
  const pairedRatios = new Map(ratios.map((ratio) => [ratio.route.name, ratio]));
  return { results, pairedRatios, stored, checks, peakRssMb };
}

/** Top sellers on 100 order lines, then on 200,000 (20,000 orders) with the owner's list read meanwhile. */
async function measureOrderHistory(env: ApiEnv, file: string, ids: string[]) {
  const topSellers = (lines: string, url: string) =>
    measure({
      name: topSellersAt(lines),
      url: `${url}/api/books/top-sellers`,
    });
  fillOrderHistory(file, ids, 10, 10);
  let api = await startApi({ ...env, DATABASE_PATH: file });
  const results = [await topSellers('100', api.url)];
  await api.stop();
  fillOrderHistory(file, ids, 19_990, 10);
  api = await startApi({ ...env, DATABASE_PATH: file });
  results.push(await topSellers('200,000', api.url));
  const listing = await healthWhileListing(api.url, await ownerToken(api.url, ADMIN_PASSWORD));
  results.push(listing.health);
  const peakRssMb = api.peakRssMb();
  await api.stop();
  return { results, peakRssMb, listing: { medianMs: listing.listMedianMs, count: listing.lists } };
}

async function measureLargeCatalogue(env: ApiEnv, file: string): Promise<Phase> {
  const large = await startApi({ ...env, DATABASE_PATH: file });
  const results = [
    await measure({
      name: '10k: GET /api/books?limit=24&offset=5000',
      url: `${large.url}/api/books?limit=24&offset=5000`,
    }),
    await measure({
      name: '10k: GET /api/books?q=marker&limit=24',
      url: `${large.url}/api/books?q=marker&limit=24`,
    }),
  ];
  // Every request a different page or search, so these measure the store, not the response cache.
  results.push(
    await measure({
      name: UNCACHED_PAGES,
      url: `${large.url}/api/books`,
      perRequestPath: distinctPages(10_000),
    }),
  );
  results.push(
    await measure({
      name: UNCACHED_SEARCHES,
      url: `${large.url}/api/books`,
      perRequestPath: distinctSearches(),
    }),
  );
  const peakRssMb = large.peakRssMb();
  await large.stop();
  return { results, peakRssMb };
}

/** `npm run bench -- --only orders`: the order path and its baseline rounds alone, a minute instead of several. */
function parseOnly(args: string[]): Only {
  const at = args.indexOf('--only');
  if (at === -1) return 'all';
  if (args[at + 1] === 'orders') return 'orders';
  throw new Error(`--only takes "orders", not ${JSON.stringify(args[at + 1])}`);
}

async function main() {
  const only = parseOnly(process.argv.slice(2));
  console.log(
    only === 'orders'
      ? 'Preparing a catalogue of 1,000 items…'
      : 'Preparing catalogues of 1,000 and 10,000 items…',
  );
  const smallDb = path.join(work, 'small.db');
  const largeDb = path.join(work, 'large.db');
  const ids = await fillCatalogue(smallDb, 1000);
  const largeIds = only === 'all' ? await fillCatalogue(largeDb, 10_000) : [];
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT, quiet: true });
  const env: ApiEnv = {
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ADMIN_PASSWORD,
  };
  const small = await measureSmallCatalogue(env, smallDb, ids, only);
  const large = only === 'all' ? await measureLargeCatalogue(env, largeDb) : undefined;
  const history = only === 'all' ? await measureOrderHistory(env, largeDb, largeIds) : undefined;
  await emulator.stop();

  report({
    ...small,
    results: [...small.results, ...(large?.results ?? []), ...(history?.results ?? [])],
    listing: history?.listing,
    peakRssMb: Math.max(small.peakRssMb, large?.peakRssMb ?? 0, history?.peakRssMb ?? 0),
  });
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
