import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** A storefront build as Vite and its Brotli step leave it, in a temporary folder. */
function fakeBuild(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  const script = `export const shelf = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'plain-def456.js'), script);
  return { dir, script };
}

let t: TestApp;
let build: ReturnType<typeof fakeBuild>;

beforeEach(async () => {
  build = fakeBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
});

afterEach(async () => {
  await t.cleanup();
  fs.rmSync(build.dir, { recursive: true, force: true });
});

describe('the storefront files', () => {
  it('when the browser accepts Brotli, then the prebuilt Brotli copy is sent as JavaScript, cached for a year', async () => {
    const res = await request(t.app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The prebuilt copy, byte for byte (on-the-fly compression would send no length).
    const prebuilt = fs.statSync(path.join(build.dir, 'assets', 'index-abc123.js.br')).size;
    expect(res.headers['content-length']).toBe(String(prebuilt));
    // supertest decodes Brotli as a browser does.
    expect(res.text).toBe(build.script);
  });

  it('when the browser accepts only gzip, then the file is gzip-compressed on the way', async () => {
    const res = await request(t.app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(build.script);
  });

  it('when no compression is accepted, then the file is sent as it is', async () => {
    const plain = await request(t.app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(build.script);
    const noCopy = await request(t.app).get('/assets/plain-def456.js').set('Accept-Encoding', 'identity');
    expect(noCopy.status).toBe(200);
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.text).toBe(build.script);
  });

  it('when an asset does not exist, then it is a 404, and app routes get the storefront page', async () => {
    const missing = await request(t.app).get('/assets/missing.js').set('Accept-Encoding', 'br');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const page = await request(t.app).get('/all-products').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
