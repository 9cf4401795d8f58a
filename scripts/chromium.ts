import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** Names a system Chromium or Chrome goes by on PATH, most likely first. */
const SYSTEM_BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

export const NO_BROWSER =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: sudo apt-get install -y chromium; ' +
  'elsewhere: npx playwright install chromium) or set CHROMIUM_PATH.';

export type BrowserChoice =
  | { found: 'CHROMIUM_PATH' | 'PATH' | 'playwright'; executablePath: string }
  | { found: 'none'; reason: string };

export interface BrowserSearch {
  env?: NodeJS.ProcessEnv;
  /** Where Playwright's own Chromium is (or would be) installed. */
  playwrightChromium?: () => string;
}

const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function onPath(name: string, pathVariable: string): string | undefined {
  return pathVariable
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
}

/**
 * The browser the browser tests and the page-speed bench drive: CHROMIUM_PATH when set, else a
 * Chromium or Chrome on PATH, else the one `npx playwright install chromium` downloads.
 */
export function findChromium({
  env = process.env,
  playwrightChromium = () => chromium.executablePath(),
}: BrowserSearch = {}): BrowserChoice {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { found: 'CHROMIUM_PATH', executablePath: env.CHROMIUM_PATH }
      : { found: 'none', reason: `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which is not a program.` };
  }
  for (const name of SYSTEM_BROWSERS) {
    const executablePath = onPath(name, env.PATH ?? '');
    if (executablePath) return { found: 'PATH', executablePath };
  }
  const ownBrowser = playwrightChromium();
  if (isExecutable(ownBrowser)) return { found: 'playwright', executablePath: ownBrowser };
  return { found: 'none', reason: NO_BROWSER };
}

/** Started the way a machine with a closed network needs: no background calls home, no GPU. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
