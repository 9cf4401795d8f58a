import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the Firebase Auth emulator from the firebase-tools package: no network, no Java,
 * no account. Shared by `npm start`, the API tests and the browser tests.
 */
export interface AuthEmulator {
  host: string;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  port: number;
  projectId: string;
  quiet?: boolean;
  timeoutMs?: number;
}

async function answers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('firebase-tools/package.json');
  const { bin } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { bin: { firebase: string } };
  return path.join(path.dirname(packageFile), bin.firebase);
}

function writeEmulatorConfig(port: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-auth-emulator-${port}-`));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return dir;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const host = `127.0.0.1:${options.port}`;
  // One already running on this port (say, from `npm start`) serves just as well.
  if (await answers(host)) return { host, stop: async () => {} };

  const dir = writeEmulatorConfig(options.port);
  const child = spawn(
    process.execPath,
    [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', options.projectId],
    {
      cwd: dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await answers(host))) {
    if (child.exitCode !== null) {
      throw new Error(`The Firebase Auth emulator exited (code ${child.exitCode}).\n${output}`);
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The Firebase Auth emulator did not start on ${host} in time.\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    async stop() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the emulator when the shop has no real Firebase project: outside production, no emulator
 * named already, and a demo-* project id (Firebase's convention for emulator-only projects). Sets
 * in `env` what the API and a demo storefront build need to use it; null when it is not wanted.
 */
export async function startAuthEmulatorIfWanted(env: NodeJS.ProcessEnv): Promise<AuthEmulator | null> {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-bookshop';
  const wanted =
    env.NODE_ENV !== 'production' && !env.FIREBASE_AUTH_EMULATOR_HOST && projectId.startsWith('demo-');
  if (!wanted) return null;
  const port = Number(env.AUTH_EMULATOR_PORT || 9099);
  console.log(`Starting the Firebase Auth emulator on 127.0.0.1:${port} (project ${projectId})…`);
  const emulator = await startAuthEmulator({ port, projectId, quiet: true });
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  env.FIREBASE_PROJECT_ID = projectId;
  return emulator;
}
