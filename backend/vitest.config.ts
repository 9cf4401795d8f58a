import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_EMULATOR_HOST, TEST_FIREBASE_PROJECT } from './test/emulator.ts';

const backendDir = import.meta.dirname;

/** Every store contract suite, including the ones added later: each runs on every adapter available. */
export const STORE_CONTRACT_SUITES = ['src/store/contract.test.ts', 'src/store/**/*-contract.test.ts'];

/**
 * The API suites whose app useTestApp builds: its store is the one TEST_STORE picks. Read from the
 * suites themselves, so a new one joins the MongoDB run without a list to keep; the others start
 * servers on SQLite files or need no store, and would only run again as they do in `npm test`.
 */
export function apiSuitesOnTestStore(): string[] {
  const testDir = path.join(backendDir, 'test');
  return fs
    .readdirSync(testDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => fs.readFileSync(path.join(testDir, file), 'utf8').includes('useTestApp('))
    .map((file) => `test/${file.split(path.sep).join('/')}`)
    .sort();
}

// `vitest --mode mongo` (npm run test:mongo) runs the store contract and the API suites on MongoDB.
export default defineConfig(({ mode }) => ({
  test: {
    include:
      mode === 'mongo'
        ? [...STORE_CONTRACT_SUITES, ...apiSuitesOnTestStore()]
        : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
      FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT,
      ...(mode === 'mongo' ? { TEST_STORE: 'mongo' } : {}),
    },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
}));
