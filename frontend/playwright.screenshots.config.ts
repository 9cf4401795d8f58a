import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * `npm run screenshots`: the main screens, the customer's and the owner's, at 360 and 1280 px in
 * e2e-artifacts/screenshots/ for a person to look at. They assert nothing the browser tests do not,
 * so `npm test` leaves them out; the same build, servers and browser as the browser tests.
 */
export default defineConfig({
  ...browserTests,
  testDir: 'e2e/screenshots',
  testIgnore: [],
  outputDir: '../e2e-artifacts/screenshot-results',
});
