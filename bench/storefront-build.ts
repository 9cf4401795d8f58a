/** The storefront as bench:web measures it: a production build, and what its home page must load first. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Built against the Auth emulator and the same origin as the API, as the measured server serves it. */
export function buildStorefront(outDir: string, auth: { emulatorHost: string; projectId: string }): void {
  console.log('Building the storefront…');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: path.resolve(import.meta.dirname, '..', 'frontend'),
      stdio: 'inherit',
      env: {
        ...process.env,
        DEMO_BUILD: 'true',
        VITE_FIREBASE_AUTH_EMULATOR_HOST: auth.emulatorHost,
        VITE_FIREBASE_PROJECT_ID: auth.projectId,
        VITE_FIREBASE_API_KEY: '',
        VITE_API_BASE_URL: '',
        VITE_CHAT_WIDGET_SRC: '',
      },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/**
 * The JavaScript the home page needs before it can show anything: the entry chunk, the English
 * catalog and the home route's chunk (each only if it is a file of its own; today both come with
 * the app) and everything they import statically (not the lazy chunks such as Firebase),
 * gzip-compressed here with zlib.
 */
export function homeInitialJs(buildDir: string): { files: string[]; gzipKb: number } {
  const manifestFile = path.join(buildDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const home = Object.keys(manifest).find((key) => key.endsWith('features/catalogue/pages/home-page.tsx'));
  if (!manifest['index.html']) throw new Error('the build manifest has no index.html entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The app draws once its words are here. Neither is listed when it is bundled into the entry chunk.
  const english = Object.keys(manifest).find((key) => key.endsWith('i18n/locales/en/index.ts'));
  if (english) visit(english);
  if (home) visit(home);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(buildDir, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipKb: kb(bytes) };
}
