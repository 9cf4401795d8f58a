import { defineConfig } from 'vitest/config';
import { TEST_EMULATOR_HOST, TEST_FIREBASE_PROJECT } from './test/emulator.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
      FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT,
    },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
