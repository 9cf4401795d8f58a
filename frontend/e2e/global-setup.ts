import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../../scripts/auth-emulator';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_EMULATOR_HOST,
  E2E_EMULATOR_PORT,
  E2E_FIREBASE_PROJECT,
  E2E_JWT_SECRET,
  E2E_PORT,
  E2E_UPI,
} from './environment';

const frontendDir = path.resolve(import.meta.dirname, '..');
const backendDir = path.resolve(frontendDir, '..', 'backend');
const buildDir = path.join(frontendDir, 'dist-e2e');

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

async function waitForHealth(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not start for the browser tests:\n${output()}`);
}

/** The built app, the real API on a fresh SQLite file, and the real Auth emulator. */
export default async function globalSetup() {
  const emulator = await startAuthEmulator({
    port: E2E_EMULATOR_PORT,
    projectId: E2E_FIREBASE_PROJECT,
    quiet: true,
  });
  buildStorefront();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // The tests read it to let time pass for an order (a hold running out), as nothing else can.
  process.env.E2E_DATABASE_PATH = path.join(dataDir, 'shop.db');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: backendDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      LOG_LEVEL: 'warn',
      DATABASE_PATH: path.join(dataDir, 'shop.db'),
      STATIC_DIR: buildDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      FIREBASE_PROJECT_ID: E2E_FIREBASE_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: E2E_EMULATOR_HOST,
      LOGIN_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      SHOP_UPI_ID: E2E_UPI.id,
      SHOP_UPI_NAME: E2E_UPI.name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(E2E_BASE_URL, 60_000, () => output);

  return async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  };
}
