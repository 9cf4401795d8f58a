import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontBuildProblem } from '../src/http/storefront';
import { useTestApp } from './harness';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** A storefront build as Vite and its Brotli step leave it, in a temporary folder. */
function fakeBuild(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  const script = `export const shelf = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'plain-def456.js'), script);
  return { dir, script };
}

let build: ReturnType<typeof fakeBuild>;
const t = useTestApp({
  env: () => {
    build = fakeBuild();
    return { STATIC_DIR: build.dir };
  },
});

afterEach(() => fs.rmSync(build.dir, { recursive: true, force: true }));

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

  it('when an address the storefront has no screen for is opened, then the page comes with 404; every screen with 200', async () => {
    for (const address of ['/no-such-page', '/books', '/books/a/b', '/dashboard/nothing', '/cart/extra']) {
      const page = await request(t.app).get(address).set('Accept', 'text/html');
      expect(page.status, address).toBe(404);
      expect(page.text, address).toContain('<div id="root">');
    }
    for (const address of [
      '/',
      '/cart/',
      '/books/0123456789abcdef01234567',
      '/dashboard/edit-book/x',
      '/admin',
    ]) {
      expect((await request(t.app).get(address).set('Accept', 'text/html')).status, address).toBe(200);
    }
  });

  it('when a request climbs out of assets/, fails its If-Match or asks an impossible range, then it is 403, 412 or 416, not 500', async () => {
    const climb = await request(t.app).get('/assets/..%2f..%2fpackage.json');
    expect(climb.status).toBe(403);
    const match = await request(t.app).get('/assets/plain-def456.js').set('If-Match', '"not-this-one"');
    expect(match.status).toBe(412);
    const range = await request(t.app).get('/assets/plain-def456.js').set('Range', 'bytes=999999-');
    expect(range.status).toBe(416);
    expect(range.headers['content-range']).toBe(`bytes */${Buffer.byteLength(build.script)}`);
    for (const res of [climb, match, range]) expect(res.body.error.code).not.toBe('internal');
  });

  it('when a landing page is asked for, then the page names its screen’s script and API calls in its head', async () => {
    const plan = {
      sameOriginApi: true,
      screens: { '/all-products': ['/assets/all-products-page-a1.js'] },
      languages: { en: ['/assets/en-e1.js'], hi: ['/assets/hi-h1.js'] },
    };
    fs.mkdirSync(path.join(build.dir, '.vite'));
    fs.writeFileSync(path.join(build.dir, '.vite', 'first-screens.json'), JSON.stringify(plan));
    const page = await request(t.app).get('/all-products?category=book').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/all-products-page-a1.js">');
    expect(head).toContain('<html lang="en">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/en-e1.js">');
    expect(head).not.toContain('hi-h1.js');
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/books?category=book&amp;limit=24">',
    );
    // The plan itself is the build's business, not the public's.
    const planFile = await request(t.app).get('/.vite/first-screens.json').set('Accept', 'application/json');
    expect(planFile.status).toBe(404);
    // A repeat visit revalidates and gets a 304 while the build is unchanged.
    const again = await request(t.app)
      .get('/all-products?category=book')
      .set('Accept', 'text/html')
      .set('If-None-Match', page.headers.etag!);
    expect(again.status).toBe(304);
    // A customer who chose Hindi gets the page in Hindi, with the Hindi catalog named instead.
    const hindi = await request(t.app)
      .get('/all-products')
      .set('Accept', 'text/html')
      .set('Cookie', 'lang=hi');
    expect(hindi.text).toContain('<html lang="hi">');
    expect(hindi.text).toContain('href="/assets/hi-h1.js"');
    expect(hindi.text).not.toContain('en-e1.js');
    expect(hindi.headers.vary).toMatch(/Cookie/);
  });

  it('when All Products or a book page is asked for, then the page names the cover it paints first', async () => {
    const plan = { sameOriginApi: true, screens: {}, languages: {} };
    fs.mkdirSync(path.join(build.dir, '.vite'));
    fs.writeFileSync(path.join(build.dir, '.vite', 'first-screens.json'), JSON.stringify(plan));
    const [pen, atlas] = await t.addBooks([
      { title: 'Gel pen', category: 'penandpencil' },
      { title: 'Atlas', category: 'book', coverImage: 'https://covers.example/atlas.webp' },
    ]);
    const page = async (address: string) =>
      (await request(t.app).get(address).set('Accept', 'text/html')).text;
    const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

    // The first item of the very list the page shows, with the address's filters; a web address as it is.
    expect(imagePreloads(await page('/all-products?category=book'))).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="${atlas!.coverImage}">`,
    ]);
    // A stored cover under /api/images/, as the storefront shows it.
    expect(imagePreloads(await page(`/books/${pen!._id}`))).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="/api/images/${encodeURIComponent(pen!.coverImage)}">`,
    ]);
    // Nothing to fetch early for a book that is not there, or a screen without covers.
    expect(await page('/books/0123456789abcdef01234567')).not.toContain('as="image"');
    expect(await page('/cart')).not.toContain('as="image"');
  });

  it('when the build has no readable plan, then the page is sent as built', async () => {
    const plain = await request(t.app).get('/all-products').set('Accept', 'text/html');
    expect(plain.text).toBe(PAGE);
    fs.mkdirSync(path.join(build.dir, '.vite'));
    fs.writeFileSync(path.join(build.dir, '.vite', 'first-screens.json'), '{"screens": "half a file');
    const broken = await request(t.app).get('/all-products').set('Accept', 'text/html');
    expect(broken.status).toBe(200);
    expect(broken.text).toBe(PAGE);
  });
});

describe('whether a storefront build may face customers in production', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const withBuildFile = (contents: object | null) => {
    const dir = fakeBuild().dir;
    made.push(dir);
    if (contents) {
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.writeFileSync(path.join(dir, '.vite', 'storefront-build.json'), JSON.stringify(contents));
    }
    return dir;
  };

  it('when it was built for the API’s Firebase project, then it may', () => {
    const dir = withBuildFile({ firebaseProjectId: 'saraswati-books', authEmulator: false });
    expect(storefrontBuildProblem(dir, 'saraswati-books')).toBeNull();
  });

  it('when it is missing, a demo build, another project’s or unlabelled, then the reason says what to do', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-no-build-'));
    made.push(empty);
    expect(storefrontBuildProblem(empty, 'saraswati-books')).toMatch(/no built storefront .*npm run build/);
    const demo = withBuildFile({ firebaseProjectId: 'demo-bookshop', authEmulator: true });
    expect(storefrontBuildProblem(demo, 'saraswati-books')).toMatch(/demo build .* Auth emulator/);
    const other = withBuildFile({ firebaseProjectId: 'another-shop', authEmulator: false });
    expect(storefrontBuildProblem(other, 'saraswati-books')).toMatch(
      /another-shop, but the API accepts saraswati-books/,
    );
    expect(storefrontBuildProblem(withBuildFile(null), 'saraswati-books')).toMatch(
      /does not say which Firebase project/,
    );
  });

  it('when the build record is asked for over HTTP, then it is not served', async () => {
    fs.mkdirSync(path.join(build.dir, '.vite'));
    fs.writeFileSync(path.join(build.dir, '.vite', 'storefront-build.json'), '{}');
    const res = await request(t.app).get('/.vite/storefront-build.json').set('Accept', 'application/json');
    expect(res.status).toBe(404);
  });
});
