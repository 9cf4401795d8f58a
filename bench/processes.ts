import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Extra Node flags for the measured processes, e.g. to profile them:
 * BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/shop-profile' npm run bench
 */
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

export interface Running {
  child: ChildProcess;
  url: string;
  /** Peak resident memory so far, in MB (Linux VmHWM). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

function peakRss(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

function start(args: string[], cwd: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<Running> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        child,
        url: `http://127.0.0.1:${match[1]}`,
        peakRssMb: () => peakRss(child.pid),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

export const startBaseline = () =>
  start(['bench/baseline-server.ts'], root, { PATH: process.env.PATH }, /listening (\d+)/);

/** The real API server process, as `npm start` runs it, on the given SQLite file. */
export const startApi = (env: Record<string, string>) =>
  start(
    ['src/server.ts'],
    path.join(root, 'backend'),
    {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      LOGIN_RATE_LIMIT: '1000000',
      ORDER_RATE_LIMIT: '1000000',
      ...env,
    },
    /API:\s+http:\/\/localhost:(\d+)\/api/,
  );
