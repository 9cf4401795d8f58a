/**
 * `npm run dev`: what `npm run dev` in backend/ and in frontend/ start, side by side: the API from
 * source with the Auth emulator, and Vite's dev server (http://localhost:5173) passing /api on to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './shop-environment';

const children: ChildProcess[] = ['backend', 'frontend'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' }),
);

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => --left === 0 && process.exit(code));
    child.kill('SIGTERM');
  }
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
