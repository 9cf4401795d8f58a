/**
 * `npm run build` for the API: plain JavaScript in dist/, run by `npm start` with no dev
 * dependencies installed. Each program is one file beside the others in dist/ (one folder deep,
 * as src/ is), so the paths config.ts and environment.ts work out from their own file still hold.
 * Packages stay outside the bundle: they are installed, and sharp and better-sqlite3 are native.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const backendDir = path.resolve(import.meta.dirname, '..');

/** The programs a server runs: the shop, and the owner's command-line tools. */
export const PROGRAMS = {
  server: 'src/server.ts',
  backup: 'src/ops/backup-cli.ts',
  'migrate-sqlite-to-mongo': 'src/ops/migrate-sqlite-to-mongo.ts',
  seed: 'src/seed/cli.ts',
};

/** Worker threads the programs start, each found beside the built code that starts it. */
export const WORKERS = {
  'pdf-worker': 'src/print/pdf-worker.ts',
};

export async function buildBackend(outdir = path.join(backendDir, 'dist')) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: backendDir,
    entryPoints: { ...PROGRAMS, ...WORKERS },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'shared-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // dist/ runs as ES modules wherever it is copied, with or without this folder's package.json.
  fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
  return outdir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = await buildBackend(process.argv[2] && path.resolve(process.argv[2]));
  console.log(`Built the API into ${path.relative(process.cwd(), outdir) || '.'}`);
}
