/**
 * `npm start`. With NODE_ENV=production (from the shell or .env): the built shop and nothing
 * else, so it runs after `npm ci --omit=dev`. Otherwise the whole shop on one URL from this
 * checkout, built first, with the Auth emulator when there is no real Firebase project
 * (scripts/start-local.ts). Plain JavaScript: production has no TypeScript tooling.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import dotenv from 'dotenv';

const root = path.resolve(import.meta.dirname, '..');
const fromDotEnv = dotenv.config({ path: path.join(root, '.env'), quiet: true, processEnv: {} }).parsed ?? {};
const nodeEnv = process.env.NODE_ENV ?? fromDotEnv.NODE_ENV;

function hasDevTools() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

if (nodeEnv === 'production') {
  process.env.STATIC_DIR ??= path.join(root, 'frontend', 'dist');
  await import('../backend/run-built.mjs');
} else if (!hasDevTools()) {
  console.error(
    'npm start builds and runs the shop from this checkout, which needs the dev dependencies (npm install). ' +
      'To run a build with production dependencies only, set NODE_ENV=production.',
  );
  process.exit(1);
} else {
  const local = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start-local.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => local.kill(signal));
  local.once('exit', (code) => process.exit(code ?? 0));
}
