/**
 * npm run bench:web: the storefront's page speed, measured with Lighthouse (mobile emulation,
 * simulated throttling). Builds the storefront into a temporary directory, starts the Auth
 * emulator and the real server on a fresh seeded SQLite file serving that build, runs
 * Lighthouse in Chromium on the home page (in English and in Hindi), /all-products and one
 * /books/:id page, prints the scores against the targets, writes bench/results/web-<time>.json and exits 1 on a miss.
 * `npm run bench:web -- --runs 3` audits each page 3 times (a fresh Chromium each time) and
 * keeps the run with the median performance score, as Lighthouse advises against noise.
 * `--pages home,book-detail` audits only those pages (a quicker look at one change);
 * `--keep-reports` also writes each page's full Lighthouse report (the median run) next to the
 * results, for the traces and audit details the summary leaves out.
 * `--large` measures a 5,000-item catalogue instead (bench/web-large-catalogue.ts): /all-products,
 * /cart holding 10 items and a /books/:id page; --runs, --pages and --keep-reports apply there too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator, type AuthEmulator } from '../scripts/auth-emulator';
import {
  auditMedian,
  chromiumPath,
  killChrome,
  tableRow,
  writeResults,
  type AuditSettings,
  type PageResult,
  type Target,
} from './lighthouse-run';
import { startApi, type Running } from './processes';
import { buildStorefront, homeInitialJs } from './storefront-build';
import { auditLargeCatalogue, fillLargeCatalogue } from './web-large-catalogue';

const EMULATOR_PORT = 9479;
const PROJECT = 'demo-bookshop-webbench';
const TARGETS = { score: 95, cls: 0.05, homeJsKb: 160 };
const runsFlag = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(runsFlag >= 0 ? process.argv[runsFlag + 1] : 1) || 1);
const pagesFlag = process.argv.indexOf('--pages');
const ONLY_PAGES = pagesFlag >= 0 ? (process.argv[pagesFlag + 1] ?? '').split(',') : undefined;
const KEEP_REPORTS = process.argv.includes('--keep-reports');
const LARGE = process.argv.includes('--large');
const resultsDir = path.join(import.meta.dirname, 'results');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-bench-'));
const buildDir = path.join(work, 'build');
const settings: AuditSettings = { workDir: work, runs: RUNS, keepReports: KEEP_REPORTS, resultsDir, stamp };
let emulator: AuthEmulator | undefined;
let api: Running | undefined;
let cleaning: Promise<void> | undefined;

async function firstBookId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/books?limit=1`);
  const [book] = (await response.json()) as { _id: string }[];
  if (!book) throw new Error('the seeded catalogue is empty');
  return book._id;
}

async function warmUp(url: string, pages: string[]): Promise<void> {
  for (const target of [
    ...pages,
    '/api/books?trending=true&limit=12',
    '/api/books/top-sellers?limit=12',
    '/api/shop',
  ])
    await (await fetch(`${url}${target}`)).arrayBuffer();
}

function targetsFor(pages: PageResult[], homeJsKb: number): Target[] {
  const targets: Target[] = [];
  for (const p of pages) {
    targets.push([
      `${p.page}: performance ${p.performance} >= ${TARGETS.score}`,
      p.performance >= TARGETS.score,
    ]);
    targets.push([
      `${p.page}: accessibility ${p.accessibility} >= ${TARGETS.score}`,
      p.accessibility >= TARGETS.score,
    ]);
    targets.push([
      `${p.page}: best practices ${p.bestPractices} >= ${TARGETS.score}`,
      p.bestPractices >= TARGETS.score,
    ]);
    targets.push([`${p.page}: CLS ${p.cls} < ${TARGETS.cls}`, p.cls < TARGETS.cls]);
  }
  targets.push([
    `home initial JS ${homeJsKb} kB gzip <= ${TARGETS.homeJsKb} kB`,
    homeJsKb <= TARGETS.homeJsKb,
  ]);
  return targets;
}

function report(pages: PageResult[], initialJs: { files: string[]; gzipKb: number }): boolean {
  console.table(pages.map((p) => tableRow(p, RUNS)));
  for (const p of pages)
    if (p.belowPar.length) console.log(`${p.page}, audits below 0.9: ${p.belowPar.join(', ')}`);
  console.log(
    `Home initial JS: ${initialJs.gzipKb} kB gzip, computed from the build manifest (entry chunk, the home ` +
      `route's chunk if it has one, and their static imports: ${initialJs.files.length} files, zlib level 9). ` +
      `'scripts kB' above is every script the page loaded as transferred (Lighthouse network-requests), ` +
      `including lazy chunks fetched after the first paint such as Firebase.`,
  );
  const targets = targetsFor(pages, initialJs.gzipKb);
  for (const [name, met] of targets) console.log(`${met ? 'MET   ' : 'MISSED'}  ${name}`);
  writeResults(settings, `web-${stamp}.json`, { pages, initialJs, targets });
  return targets.every(([, met]) => met);
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    killChrome();
    await api?.stop().catch(() => undefined);
    await emulator?.stop().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true, maxRetries: 5 });
  })();
  return cleaning;
}

/** The shop's own seeded catalogue (about 70 items): home, /all-products and a /books/:id page. */
async function auditSeededShop(url: string, initialJs: { files: string[]; gzipKb: number }) {
  const pages = (
    [
      ['home', '/'],
      // The same page for a customer who reads Hindi: its catalog and the Devanagari font.
      ['home hi', '/?lang=hi'],
      ['all-products', '/all-products'],
      ['book detail', `/books/${await firstBookId(url)}`],
    ] satisfies [string, string][]
  ).filter(([page]) => !ONLY_PAGES || ONLY_PAGES.includes(page.replace(/\W+/g, '-')));
  if (pages.length === 0) throw new Error(`--pages matched none of home, home-hi, all-products, book-detail`);
  await warmUp(
    url,
    pages.map(([, route]) => route),
  );
  const results: PageResult[] = [];
  for (const [page, route] of pages) results.push(await auditMedian(page, `${url}${route}`, settings));
  return report(results, initialJs);
}

async function main(): Promise<boolean> {
  chromiumPath();
  buildStorefront(buildDir, { emulatorHost: `127.0.0.1:${EMULATOR_PORT}`, projectId: PROJECT });
  const initialJs = homeInitialJs(buildDir);
  const database = path.join(work, 'shop.db');
  // Filled before the server starts, which then must not seed the shop's own items into it.
  const largeIds = LARGE ? await fillLargeCatalogue(database) : undefined;
  console.log(`Starting the Auth emulator on ${EMULATOR_PORT} and the shop…`);
  emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT, quiet: true });
  api = await startApi({
    DATABASE_PATH: database,
    SEED_ON_START: largeIds ? 'false' : 'true',
    STATIC_DIR: buildDir,
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
  if (largeIds) return auditLargeCatalogue(api.url, largeIds, settings, ONLY_PAGES);
  return auditSeededShop(api.url, initialJs);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function fail(err: unknown): Promise<never> {
  console.error(err);
  await cleanUp();
  process.exit(1);
}

// A child process's 'error' event (say, Chromium failing to start) arrives outside main's promise.
process.once('uncaughtException', (err) => void fail(err));
process.once('unhandledRejection', (err) => void fail(err));

main()
  .then(async (allMet) => {
    await cleanUp();
    process.exit(allMet ? 0 : 1);
  })
  .catch(fail);
