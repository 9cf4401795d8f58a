import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_EMULATOR_HOST, TEST_FIREBASE_PROJECT } from './emulator';

const backendDir = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];
const tempDirs: string[] = [];

export interface StartedServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

/**
 * The real server process, as `npm start` runs it, on a fresh database file. `nodeArgs` go to
 * node before the server (e.g. `--import` a module that plants a fault).
 */
export function startServer(
  env: Record<string, string>,
  dataDir?: string,
  nodeArgs: string[] = [],
): Promise<StartedServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  if (!dataDir) tempDirs.push(dir);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: backendDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: path.join(dir, 'shop.db'),
      FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
      ...env,
    },
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /API:\s+(http:\/\/localhost:\d+)\/api/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output, exit });
      }
    };
    child.stdout!.on('data', check);
    void exit.then(() => {
      clearTimeout(timer);
      resolve({ child, url: '', output: () => output, exit });
    });
  });
}

/** Kills what startServer started and removes its folders; call from afterEach. */
export function stopServers(): void {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
