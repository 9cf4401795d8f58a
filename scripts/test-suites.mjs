#!/usr/bin/env node
/**
 * `npm test` after the scripts' own tests: the API suite and the storefront's component suite side
 * by side, then the browser tests alone. The two vitest suites share no port or file, and neither
 * keeps both cores busy on its own (the API suite waits on its emulator and server processes); the
 * browser tests come after them, on a machine left to them, as a scanner's keys 4 ms apart need.
 *
 * Every line is marked with its suite, written whole (never half a line of one suite with half of
 * another's), and at the end each suite's outcome and time is said again, with the last lines of
 * one that failed. The exit code is not 0 when any suite failed; the browser tests are not run
 * when a vitest suite failed, as `a && b` would not have run them.
 */
import { spawn } from 'node:child_process';

const SIDE_BY_SIDE = [
  { name: 'backend', command: 'npm run test -w backend' },
  { name: 'frontend', command: 'npm run test:unit -w frontend' },
];
const AFTER = { name: 'browser', command: 'npm run test:e2e -w frontend' };
const TAIL_LINES = 25;
const width = Math.max(...[...SIDE_BY_SIDE, AFTER].map(({ name }) => name.length));

/** Children still running, so a Ctrl-C or a CI's SIGTERM stops them and what they started. */
const running = new Set();

function run({ name, command }) {
  const label = `[${name}]`.padEnd(width + 2);
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group: a signal reaches the servers and browsers the suite started too.
    const child = spawn(command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as a terminal would show them, though the output passes through a pipe.
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    running.add(child);
    const tail = [];
    const write = (line) => {
      process.stdout.write(`${label} ${line}\n`);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    // One unfinished line per stream: stdout's and stderr's halves of lines are never joined.
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split(/\r?\n/);
        partial = lines.pop() ?? '';
        lines.forEach(write);
      });
      stream.on('end', () => {
        if (partial) write(partial);
      });
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ name, code: code ?? 1, signal, tail, seconds: (Date.now() - started) / 1000 });
    });
  });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  });
}

const started = Date.now();
const results = await Promise.all(SIDE_BY_SIDE.map(run));
const unitFailed = results.some(({ code }) => code !== 0);
if (!unitFailed && !interrupted) results.push(await run(AFTER));

const took = (seconds) => (seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`);
const lines = [`\nnpm test's suites done in ${took((Date.now() - started) / 1000)}:`];
for (const { name, code, signal, tail, seconds } of results) {
  const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  lines.push(`  ${name.padEnd(width)}  ${outcome} in ${took(seconds)}`);
  if (code !== 0) lines.push(...tail.map((line) => `      ${line}`));
}
if (results.length === SIDE_BY_SIDE.length) {
  const why = interrupted ? 'interrupted' : 'a vitest suite failed';
  lines.push(`  ${AFTER.name.padEnd(width)}  not run: ${why}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(interrupted || results.some(({ code }) => code !== 0) ? 1 : 0);
