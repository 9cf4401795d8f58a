import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium';
import { E2E_BASE_URL } from './e2e/environment';

const browser = findChromium();
if (browser.found === 'none') {
  // One line and a stop, before the storefront is built or anything is started.
  console.error(browser.reason);
  process.exit(1);
}
const chromium = { executablePath: browser.executablePath, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: 'e2e',
  // Screenshots for review only (`npm run screenshots`, playwright.screenshots.config.ts).
  testIgnore: '**/e2e/screenshots/**',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../e2e-artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
});
