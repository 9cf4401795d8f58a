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
  checks: { compressed: boolean; repeatStatus: number };
  /** The owner's whole list as the health row's readers saw it: median time and how many were read. */
  listing: { medianMs: number; count: number };
  peakRssMb: number;
}

type Row = Measurement & { ratio: number; ratioRounds?: number[] };

function targetsFor(rows: Row[], { stored, checks }: Pick<Report, 'stored' | 'checks'>) {
  const byName = (name: string) => rows.find((row) => row.name === name)!;
  const orders = byName('POST /api/orders');
  const topSellersAt = (lines: string) => byName(`10k: GET /api/books/top-sellers, ${lines} order lines`);
  // A refused request is cheap: a row with any would measure refusals, not the pages asked for.
  const answeredAll = (name: string, p99Ms: number) => {
    const row = byName(name);
    return row.p99Ms < p99Ms && row.errors === 0 && row.non2xx === 0;
  };
  return [
    ['GET /api/books/:id >= 60% of baseline', byName('GET /api/books/:id').ratio >= 0.6],
    ['24-item page >= 40% of baseline', byName('GET /api/books?limit=24').ratio >= 0.4],
    ['whole catalogue gzip-compressed', checks.compressed],
    ['repeat with ETag answered 304', checks.repeatStatus === 304],
    ['orders >= 500/s', orders.requestsPerSecond >= 500],
    ['orders p99 < 50 ms', orders.p99Ms < 50],
    // Requests still in flight when the load stops are stored but not counted by the load tool.
    [`no answered order lost (${stored} stored, ${orders.ok} answered 201)`, stored >= orders.ok],
    ['10k page p99 < 20 ms', byName('10k: GET /api/books?limit=24&offset=5000').p99Ms < 20],
    ['10k search p99 < 20 ms', byName('10k: GET /api/books?q=marker&limit=24').p99Ms < 20],
    ['10k distinct pages p99 < 20 ms, every answer a page', answeredAll(UNCACHED_PAGES, 20)],
    ['10k distinct searches p99 < 20 ms, every answer a page', answeredAll(UNCACHED_SEARCHES, 20)],
    [
      'top sellers p99 < 20 ms at 200,000 order lines, as at 100',
      topSellersAt('100').p99Ms < 20 && topSellersAt('200,000').p99Ms < 20,
    ],
    ['health p99 < 50 ms while the 20,000-order list is read', byName(HEALTH_WHILE_LISTING).p99Ms < 50],
  ] as const;
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
  const rows: Row[] = results.map((r) => ({
    ...r,
    ratio: Number((pairedRatios.get(r.name)?.ratio ?? r.requestsPerSecond / base).toFixed(2)),
    ratioRounds: pairedRatios.get(r.name)?.rounds,
  }));
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
  const targets = targetsFor(rows, { stored, checks });
  for (const [name, { rounds }] of pairedRatios)
    console.log(`${name}: ratio per round ${rounds.join(', ')} (the median is kept)`);
  console.log(`Peak RSS of the API process: ${peakRssMb} MB`);
  console.log(
    `The 20,000-order list, read ${listing.count} times under that load: median ${listing.medianMs} ms`,
  );
  for (const [name, met] of targets) console.log(`${met ? 'MET   ' : 'MISSED'}  ${name}`);
  const file = writeResults({ results: rows, checks, stored, listing, peakRssMb, targets });
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}
