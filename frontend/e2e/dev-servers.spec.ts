import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_PAIR } from './environment';
import { registerThroughUi } from './support';

/**
 * What a developer runs in two terminals: `npm run dev` in backend/ (the API from source, which
 * starts the Auth emulator) and in frontend/ (Vite), each from its own folder. Together they
 * must be a working shop, customer sign-in included.
 */
const frontendDir = path.resolve(import.meta.dirname, '..');
const storefrontUrl = `http://127.0.0.1:${DEV_PAIR.storefrontPort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-pair-'));
const children: ChildProcess[] = [];
let output = '';

/** The settings both terminals share, as the repository's .env would give them. */
const shared = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PORT: String(DEV_PAIR.apiPort),
  AUTH_EMULATOR_PORT: String(DEV_PAIR.emulatorPort),
  FIREBASE_PROJECT_ID: DEV_PAIR.project,
  VITE_FIREBASE_API_KEY: '',
};

function npmRunDev(folder: string, env: NodeJS.ProcessEnv, extra: string[] = []): void {
  // Its own process group, so stopping it stops what npm started under it.
  const child = spawn('npm', ['run', 'dev', ...(extra.length ? ['--', ...extra] : [])], {
    cwd: folder,
    env,
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
}

async function waitForApiThroughVite(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${storefrontUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev servers did not come up:\n${output}`);
}

test.use({ baseURL: storefrontUrl });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  npmRunDev(path.join(frontendDir, '..', 'backend'), {
    ...shared,
    DATABASE_PATH: path.join(dataDir, 'shop.db'),
    LOG_LEVEL: 'warn',
  });
  npmRunDev(frontendDir, shared, ['--port', String(DEV_PAIR.storefrontPort), '--host', '127.0.0.1']);
  await waitForApiThroughVite();
});

test.afterAll(async () => {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the two dev servers together are a shop a customer can register and sign in to', async ({ page }) => {
  test.setTimeout(180_000);
  // The first visit makes Vite compile the app's modules.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'All Products' }).first()).toBeVisible({ timeout: 90_000 });

  await registerThroughUi(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
