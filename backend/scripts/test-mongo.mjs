/**
 * `npm run test:mongo`: every store contract suite and the API suites, on the MongoDB that
 * MONGODB_URI names (a replica set, so the transactions run too). Without one there is nothing
 * to run against, which is not a failure: it says so in one line and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

if (!process.env.MONGODB_URI) {
  console.log(
    'test:mongo skipped: set MONGODB_URI to a MongoDB replica set to run the store contract against it',
  );
  process.exit(0);
}

const backendDir = path.resolve(import.meta.dirname, '..');
// Vitest's own entry, run by this node: no shell, so the same on every platform.
const vitestBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const vitest = spawnSync(process.execPath, [vitestBin, 'run', '--mode', 'mongo', ...process.argv.slice(2)], {
  cwd: backendDir,
  stdio: 'inherit',
});
process.exit(vitest.status ?? 1);
