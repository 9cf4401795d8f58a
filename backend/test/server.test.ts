import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_EMULATOR_HOST, TEST_FIREBASE_PROJECT } from './emulator';

const backendDir = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];
const tempDirs: string[] = [];

interface StartedServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** The real server process, as `npm start` runs it, on a fresh database file. */
function startServer(env: Record<string, string>): Promise<StartedServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  tempDirs.push(dir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
      const match = /Shop:\s+(http:\/\/localhost:\d+)/.exec(output);
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

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('when started on an empty database, then it seeds the catalogue and prints a working owner login', async () => {
    const server = await startServer({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'printed-password-1' });
    expect(server.output()).toContain('username:  owner');
    expect(server.output()).toContain('password:  printed-password-1');

    const books = (await (await fetch(`${server.url}/api/books`)).json()) as {
      coverImage: string;
      category: string;
    }[];
    expect(books.length).toBeGreaterThanOrEqual(65);
    expect(new Set(books.map((book) => book.category))).toEqual(
      new Set(['penandpencil', 'colors', 'adhesive', 'book', 'box']),
    );
    const cover = await fetch(`${server.url}/api/images/${books[0]!.coverImage}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');

    const login = await fetch(`${server.url}/api/auth/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'printed-password-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('when SIGTERM arrives during a request, then the request is answered and the process exits cleanly', async () => {
    const server = await startServer({ ADMIN_PASSWORD: 'printed-password-1', SEED_ON_START: 'false' });
    const inFlight = fetch(`${server.url}/api/auth/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'printed-password-1' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exit).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('when production is configured with the example secrets, then it refuses to start and says why', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-to-a-long-random-string',
      ADMIN_PASSWORD: 'change-me-admin-password',
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Refusing to start in production');
    expect(server.output()).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });
});
