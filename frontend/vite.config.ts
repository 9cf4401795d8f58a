/// <reference types="vitest/config" />
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreens } from './build-plugins/first-screens.ts';
import { precompressBrotli } from './build-plugins/precompress-brotli.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The screens people land on from outside (links, search results); see app/router.tsx.
    firstScreens({
      '/all-products': 'src/features/catalog/pages/all-products-page.tsx',
      '/books/:id': 'src/features/catalog/pages/book-detail-page.tsx',
    }),
    precompressBrotli(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    env: { VITE_API_BASE_URL: 'http://shop.test' },
  },
});
