import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_ADMIN, E2E_EMULATOR_HOST, E2E_FIREBASE_PROJECT, E2E_JWT_SECRET, E2E_UPI } from './environment';
import { portsTakenMessage } from './ports';

const frontendDir = path.resolve(import.meta.dirname, '..');
const backendDir = path.resolve(frontendDir, '..', 'backend');
/** Where the global setup builds the storefront the browser tests are served. */
export const E2E_BUILD_DIR = path.join(frontendDir, 'dist-e2e');

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

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

/** The real API serving the browser tests' build on `databasePath`, signed in through their emulator. */
export async function startE2eServer(options: {
  port: number;
  databasePath: string;
  env?: Record<string, string>;
}): Promise<E2eServer> {
  const url = `http://127.0.0.1:${options.port}`;
  // Else the health check below would be answered by the server already there.
  const taken = await portsTakenMessage([options.port]);
  if (taken) throw new Error(taken);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: backendDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      DATABASE_PATH: options.databasePath,
      STATIC_DIR: E2E_BUILD_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      FIREBASE_PROJECT_ID: E2E_FIREBASE_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: E2E_EMULATOR_HOST,
      LOGIN_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      SHOP_UPI_ID: E2E_UPI.id,
      SHOP_UPI_NAME: E2E_UPI.name,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(url, 60_000, () => output);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
