/// <reference types="vitest/config" />
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { firebaseSettings } from './build-plugins/firebase-settings.ts';
import { firstScreens } from './build-plugins/first-screens.ts';
import { foldRuntimeIntoEntry } from './build-plugins/fold-runtime-into-entry.ts';
import { messageCatalogs } from './build-plugins/message-catalogs.ts';
import { precompressBrotli } from './build-plugins/precompress-brotli.ts';

/** One .env for the whole shop: the storefront reads the repository's, as the API and `npm start` do. */
const repoRoot = path.resolve(import.meta.dirname, '..');
/** Where the API listens in development; the dev server passes /api on to it. */
const devApi = (env: Record<string, string>) => `http://127.0.0.1:${env.PORT || 3000}`;

export default defineConfig(({ mode }) => {
  // Component tests do not depend on whatever a developer's .env holds.
  const envDir = process.env.VITEST ? false : repoRoot;
  const env = loadEnv(mode, envDir, '');
  return {
    envDir,
    plugins: [
      messageCatalogs(),
      react(),
      tailwindcss(),
      firebaseSettings(env),
      firstScreens(
        // Lazily loaded screens people land on from outside: none today, as the home page, All
        // Products and a book's page come with the app (app/router.tsx).
        {},
        // The catalogs that are files of their own (src/i18n/i18n.ts; English comes with the
        // app): the page names the one it is sent in.
        { hi: 'src/i18n/locales/hi/index.ts' },
      ),
      foldRuntimeIntoEntry(),
      precompressBrotli(),
    ],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: {
      port: 5173,
      // The API's CORS list and its dev banner name this port; another would be a different shop.
      strictPort: true,
      proxy: { '/api': devApi(env) },
    },
    preview: {
      port: 4173,
      strictPort: true,
      proxy: { '/api': devApi(env) },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      reportCompressedSize: true,
      rolldownOptions: {
        output: {
          // Everything the first screen needs, in one file: left to itself the bundler splits shared
          // libraries (react-router, the dialogs) out of the entry by how the lazy screens happen to
          // import them, and every extra file costs the first screen compression and a request.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      env: { VITE_API_BASE_URL: 'http://shop.test' },
      // Forms typed key by key re-render a whole screen per key: on a busy 2-core machine a
      // dialog's GSTIN, name and address take longer than vitest's 5 s default, though never 15.
      testTimeout: 15_000,
    },
  };
});
