/** The bench's table, its targets and the JSON record of a run. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement, RatioMeasurement } from './measure';

export const HEALTH_LIST_READERS = 2;
/** Each request a different page (category, sort, depth) or search: the store's speed, not the cache's. */
export const UNCACHED_PAGES = '10k, uncached: distinct pages (every category, sort and depth)';
export const UNCACHED_SEARCHES = '10k, uncached: distinct searches (word starts, two words, filters, sorts)';
export const HEALTH_WHILE_LISTING = `20k orders: GET /api/health while ${HEALTH_LIST_READERS} clients read allorders`;

export const BASELINE = 'baseline: bare Express JSON';
export const ORDERS = 'POST /api/orders';
export const COUNTER_SALES = 'POST /api/counter/sales';
export const topSellersAt = (lines: string) => `10k: GET /api/books/top-sellers, ${lines} order lines`;

/** The baseline row: the run with the median rate of all the rounds. */
export function medianBaseline(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Report {
  results: Measurement[];
  /** Ratios measured in rounds right after a baseline run; other rows use the baseline row. */
  pairedRatios: Map<string, RatioMeasurement>;
  stored: number;
  checks?: { compressed: boolean; repeatStatus: number };
  /** The owner's whole list as the health row's readers saw it: median time and how many were read. */
  listing?: { medianMs: number; count: number };
  peakRssMb: number;
}

/** `ratio` is rounded for the table; targets read `exactRatio`, so 0.096 does not pass as 0.10. */
type Row = Measurement & { ratio: number; exactRatio: number; ratioRounds?: number[] };

type Target = readonly [name: string, met: boolean];

function targetsFor(
  rows: Row[],
  { stored, checks, pairedRatios }: Pick<Report, 'stored' | 'checks' | 'pairedRatios'>,
): Target[] {
  const row = (name: string) => rows.find((candidate) => candidate.name === name);
  /** A target on rows this run did not measure (`--only`) is left out rather than missed. */
  const on = (names: string[], targets: (found: Row[]) => Target[]): Target[] => {
    const found = names.map(row);
    return found.every(Boolean) ? targets(found as Row[]) : [];
  };
  // A refused request is cheap: a row with any would measure refusals, not the pages asked for.
  const answeredAll = (measured: Row, p99Ms: number) =>
    measured.p99Ms < p99Ms && measured.errors === 0 && measured.non2xx === 0;
  // Requests still in flight when a load stops are stored but not counted by the load tool.
  const answeredOrders = (pairedRatios.get(ORDERS)?.routeRuns ?? []).reduce((sum, run) => sum + run.ok, 0);
  return [
    ...on(['GET /api/books/:id', 'GET /api/books?limit=24'], ([book, page]) => [
      ['GET /api/books/:id >= 60% of baseline', book!.exactRatio >= 0.6],
      ['24-item page >= 40% of baseline', page!.exactRatio >= 0.4],
    ]),
    ...(checks
      ? ([
          ['whole catalogue gzip-compressed', checks.compressed],
          ['repeat with ETag answered 304', checks.repeatStatus === 304],
        ] as const)
      : []),
    ...on([ORDERS], ([orders]) => [
      ['orders >= 0.10 x baseline', orders!.exactRatio >= 0.1],
      ['orders p99 < 50 ms', orders!.p99Ms < 50],
      ['every order answered 201', orders!.errors === 0 && orders!.non2xx === 0],
      [`no answered order lost (${stored} stored, ${answeredOrders} answered 201)`, stored >= answeredOrders],
    ]),
    ...on([ORDERS, COUNTER_SALES], ([orders, sales]) => [
      ['counter sales at least as fast as online orders', sales!.exactRatio >= orders!.exactRatio],
      ['counter sales p99 < 50 ms', sales!.p99Ms < 50],
      ['every counter sale answered 201', sales!.errors === 0 && sales!.non2xx === 0],
    ]),
    ...on(
      ['10k: GET /api/books?limit=24&offset=5000', '10k: GET /api/books?q=marker&limit=24'],
      ([page, search]) => [
        ['10k page p99 < 20 ms', page!.p99Ms < 20],
        ['10k search p99 < 20 ms', search!.p99Ms < 20],
      ],
    ),
    ...on([UNCACHED_PAGES, UNCACHED_SEARCHES], ([pages, searches]) => [
      ['10k distinct pages p99 < 20 ms, every answer a page', answeredAll(pages!, 20)],
      ['10k distinct searches p99 < 20 ms, every answer a page', answeredAll(searches!, 20)],
    ]),
    ...on([topSellersAt('100'), topSellersAt('200,000')], ([few, many]) => [
      ['top sellers p99 < 20 ms at 200,000 order lines, as at 100', few!.p99Ms < 20 && many!.p99Ms < 20],
    ]),
    ...on([HEALTH_WHILE_LISTING], ([health]) => [
      ['health p99 < 50 ms while the 20,000-order list is read', health!.p99Ms < 50],
    ]),
  ];
}

function writeResults(contents: Record<string, unknown>): string {
  const dir = path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, ...contents }, null, 2),
  );
  return file;
}

export function report({ results, pairedRatios, stored, checks, listing, peakRssMb }: Report) {
  const base = results.find((r) => r.name === BASELINE)!.requestsPerSecond;
  const rows: Row[] = results.map((r) => {
    const exactRatio = pairedRatios.get(r.name)?.ratio ?? r.requestsPerSecond / base;
    return {
      ...r,
      ratio: Number(exactRatio.toFixed(2)),
      exactRatio,
      ratioRounds: pairedRatios.get(r.name)?.rounds,
    };
  });
  console.table(
    rows.map(({ name, requestsPerSecond, p50Ms, p99Ms, ratio, errors, non2xx }) => ({
      route: name,
      'req/s': requestsPerSecond,
      'p50 ms': p50Ms,
      'p99 ms': p99Ms,
      'x baseline': ratio,
      errors,
      non2xx,
    })),
  );
  const targets = targetsFor(rows, { stored, checks, pairedRatios });
  for (const [name, { ratio, rounds }] of pairedRatios)
    console.log(`${name}: ${ratio.toFixed(3)} x baseline, the median of rounds ${rounds.join(', ')}`);
  console.log(`Peak RSS of the API process: ${peakRssMb} MB`);
  if (listing)
    console.log(
      `The 20,000-order list, read ${listing.count} times under that load: median ${listing.medianMs} ms`,
    );
  for (const [name, met] of targets) console.log(`${met ? 'MET   ' : 'MISSED'}  ${name}`);
  const file = writeResults({ results: rows, checks, stored, listing, peakRssMb, targets });
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}
