#!/usr/bin/env node
/**
 * `npm test` after the scripts' own tests: the API and component suites in one lane, the browser
 * tests in another, side by side. They share no port, file or process; the browser lane spends
 * most of its time waiting on Chromium and the server, so on a 2-core machine the two together
 * take little longer than the browser lane alone. Each line is marked with its lane, and at the
 * end each lane's outcome is said again, with the last lines of a lane that failed.
 */
import { spawn } from 'node:child_process';

const LANES = [
  { name: 'api+components', command: 'npm run test -w backend && npm run test:unit -w frontend' },
  { name: 'browser', command: 'npm run test:e2e -w frontend' },
];
const TAIL_LINES = 15;

function run({ name, command }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const tail = [];
    let partial = '';
    const take = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`[${name}] ${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      if (partial) take('\n');
      resolve({ name, code: code ?? (signal ? 1 : 0), tail });
    });
  });
}

const started = Date.now();
const results = await Promise.all(LANES.map(run));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write(`\nBoth lanes done in ${minutes} min:\n`);
for (const { name, code, tail } of results) {
  process.stdout.write(`  ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}\n`);
  if (code !== 0) process.stdout.write(tail.map((line) => `    ${line}\n`).join(''));
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
