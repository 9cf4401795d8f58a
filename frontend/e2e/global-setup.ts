import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../../scripts/auth-emulator';
import { E2E_EMULATOR_HOST, E2E_EMULATOR_PORT, E2E_FIREBASE_PROJECT, E2E_PORT } from './environment';
import { E2E_PORTS, portsTakenMessage } from './ports';
import { E2E_BUILD_DIR, startE2eServer } from './shop-server';

const frontendDir = path.resolve(import.meta.dirname, '..');
const buildDir = E2E_BUILD_DIR;

function buildStorefront(): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: frontendDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        // A demo build against the tests' emulator, whatever Firebase settings the repository's .env holds.
        DEMO_BUILD: 'true',
        VITE_FIREBASE_API_KEY: '',
        VITE_FIREBASE_AUTH_EMULATOR_HOST: E2E_EMULATOR_HOST,
        VITE_FIREBASE_PROJECT_ID: E2E_FIREBASE_PROJECT,
      },
    },
  );
  if (result.status !== 0) throw new Error('The storefront build for the browser tests failed.');
}

/** The built app, the real API on a fresh SQLite file, and the real Auth emulator. */
export default async function globalSetup() {
  // Before anything starts: a stale server on a port would be tested in place of this run's.
  const taken = await portsTakenMessage(E2E_PORTS);
  if (taken) {
    console.error(taken);
    process.exit(1);
  }
  const emulator = await startAuthEmulator({
    port: E2E_EMULATOR_PORT,
    projectId: E2E_FIREBASE_PROJECT,
    quiet: true,
  });
  buildStorefront();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // The tests read it to let time pass for an order (a hold running out), as nothing else can.
  process.env.E2E_DATABASE_PATH = path.join(dataDir, 'shop.db');
  const server = await startE2eServer({
    port: E2E_PORT,
    databasePath: process.env.E2E_DATABASE_PATH,
  });

  return async () => {
    await server.stop();
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  };
}
