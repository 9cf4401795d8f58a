/**
 * One page of bench:web audited by Lighthouse (mobile emulation, simulated throttling) in a
 * fresh Chromium, --runs times, keeping the median run: what both the default mode and the
 * large-catalogue mode (bench/web-large-catalogue.ts) measure with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium';
import { kb } from './storefront-build';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...CHROMIUM_FLAGS];
const browser = findChromium();
export function chromiumPath(): string {
  if (browser.found === 'none') throw new Error(browser.reason);
  return browser.executablePath;
}

export type LighthouseFlags = NonNullable<Parameters<typeof lighthouse>[1]>;
export type LighthousePage = NonNullable<Parameters<typeof lighthouse>[3]>;

/**
 * A page that needs something in the browser before its audit (say, a cart in localStorage):
 * given the launched Chromium's debugging port, it readies a tab for Lighthouse to audit in and
 * returns that tab, extra Lighthouse flags, and a check to run on the audited tab afterwards.
 */
export type PageSetup = (port: number) => Promise<{
  page: LighthousePage;
  flags?: LighthouseFlags;
  /** Throws if the audited page did not show what was set up; returns what it saw. */
  check(): Promise<string>;
}>;

/** Where and how many times to audit, from the command line. */
export interface AuditSettings {
  /** Chromium profiles go here, so they go with it. */
  workDir: string;
  runs: number;
  keepReports: boolean;
  resultsDir: string;
  stamp: string;
}

export interface PageResult {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Every script the page loaded (also after the first paint), as transferred, in kB. */
  scriptTransferKb: number;
  /** Everything the load transferred (Lighthouse total-byte-weight), in kB. */
  totalTransferKb: number;
  /** The load's largest transfers, largest first: what the bytes went on. */
  largestTransfers: string[];
  /** The API calls the load made, in order, each with its transferred kB. */
  apiCalls: string[];
  /** Audits of the three categories scoring below 0.9: what to look at next. */
  belowPar: string[];
  /** The performance score of every run; the other figures are the median run's. */
  performanceRuns: number[];
  /** What a PageSetup's check saw on the audited page (the median run's). */
  checked?: string;
  /** The median run's full Lighthouse result, written out with --keep-reports. */
  lhr?: unknown;
}

let chrome: chromeLauncher.LaunchedChrome | undefined;

/** Stops the Chromium an audit is running in, if any (on a failure or a signal). */
export function killChrome(): void {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  chrome = undefined;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function transfers(requests: NetworkRequest[]): Pick<PageResult, 'largestTransfers' | 'apiCalls'> {
  const named = (request: NetworkRequest) => {
    const { pathname, search } = new URL(request.url);
    const query = search.length > 40 ? `${search.slice(0, 36)}…` : search;
    return `${pathname}${query} ${kb(request.transferSize ?? 0)} kB`;
  };
  const largest = [...requests].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  return {
    largestTransfers: largest.slice(0, 6).map(named),
    apiCalls: requests.filter((request) => request.url.includes('/api/')).map(named),
  };
}

function summarise(page: string, url: string, lhr: Lhr, keepReport: boolean): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  const belowPar = new Set<string>();
  for (const id of CATEGORIES)
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (result && result.score !== null && result.score < 0.9) belowPar.add(`${ref.id} (${result.score})`);
    }
  return {
    page,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    scriptTransferKb: kb(scriptBytes),
    totalTransferKb: kb(value('total-byte-weight')),
    ...transfers(requests.filter((request) => request.url.startsWith('http'))),
    belowPar: [...belowPar],
    performanceRuns: [],
    lhr: keepReport ? lhr : undefined,
  };
}

async function audit(page: string, url: string, settings: AuditSettings, setup?: PageSetup) {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // Inside the work directory, so it goes with it even when Chromium fails to start.
    userDataDir: fs.mkdtempSync(path.join(settings.workDir, 'chromium-')),
    chromeFlags: CHROME_FLAGS,
  });
  const prepared = await setup?.(chrome.port);
  const flags: LighthouseFlags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...prepared?.flags,
  };
  const runner = await lighthouse(url, flags, undefined, prepared?.page);
  // Checked in the audited tab, so before Chromium goes; a failed audit's own error says more.
  const checked = runner && !runner.lhr.runtimeError ? await prepared?.check() : undefined;
  killChrome();
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.warn(`  warning (${page}): ${warning}`);
  return { ...summarise(page, url, lhr, settings.keepReports), checked };
}

/** Lighthouse's own advice for a trace it failed to record (NO_NAVSTART, seen on a busy machine): run again. */
async function auditRetryingFlakes(
  page: string,
  url: string,
  settings: AuditSettings,
  setup?: PageSetup,
  attempts = 3,
): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(page, url, settings, setup);
    } catch (err) {
      killChrome();
      if (attempt >= attempts || !String(err).includes('NO_NAVSTART')) throw err;
      console.warn(`  ${page}: Lighthouse recorded no trace (NO_NAVSTART); running again`);
    }
  }
}

export async function auditMedian(
  page: string,
  url: string,
  settings: AuditSettings,
  setup?: PageSetup,
): Promise<PageResult> {
  const { runs: count, resultsDir, stamp } = settings;
  const runs: PageResult[] = [];
  for (let run = 1; run <= count; run++) {
    console.log(
      `Lighthouse: ${page} (${new URL(url).pathname})${count > 1 ? `, run ${run} of ${count}` : ''}…`,
    );
    runs.push(await auditRetryingFlakes(page, url, settings, setup));
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const { lhr, ...median } = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (lhr) {
    const file = path.join(resultsDir, `web-${stamp}-${page.replace(/\W+/g, '-')}.lhr.json`);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(lhr));
    console.log(`  full report: ${path.relative(process.cwd(), file)}`);
  }
  return { ...median, performanceRuns: runs.map((r) => r.performance) };
}

/** A target's wording with its figures, and whether it was met. */
export type Target = [name: string, met: boolean];

/** One row of the printed table: the median run's figures. */
export function tableRow(p: PageResult, runs: number): Record<string, string | number> {
  return {
    page: p.page,
    performance: p.performance,
    accessibility: p.accessibility,
    'best-practices': p.bestPractices,
    CLS: p.cls,
    'FCP ms': p.fcpMs,
    'LCP ms': p.lcpMs,
    'TBT ms': p.tbtMs,
    'scripts kB': p.scriptTransferKb,
    ...(runs > 1 ? { 'perf runs': p.performanceRuns.join(' ') } : {}),
  };
}

/** Writes bench/results/<name> with the machine's figures beside the results. */
export function writeResults(settings: AuditSettings, name: string, results: Record<string, unknown>): void {
  fs.mkdirSync(settings.resultsDir, { recursive: true });
  const file = path.join(settings.resultsDir, name);
  const at = new Date().toISOString();
  const data = { at, cpus: os.cpus().length, loadAverage: os.loadavg(), ...results };
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}
