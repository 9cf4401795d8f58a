/**
 * The production road: `npm run build`, then `NODE_ENV=production npm start` with production
 * dependencies only. The build is laid out as on a server after `npm ci --omit=dev`: the built
 * files, and a node_modules holding the packages package-lock.json does not mark as dev, copied,
 * outside this checkout so nothing resolves from its full node_modules. Run by `npm test`.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
const app = path.join(work, 'app');
const PROJECT = 'shop-production-check';
after(() => fs.rmSync(work, { recursive: true, force: true }));

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): void {
  const result = spawnSync(command, args, { ...options, stdio: 'inherit' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed`);
}

function copyInto(target: string, ...files: string[]): void {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(target, file));
  }
}

/** What `npm ci --omit=dev` would install, from the lock file, as hard links where the disk allows. */
function installProductionPackages(target: string): void {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; link?: boolean }>;
  };
  const topLevel = /^(?:(?:backend|frontend)\/)?node_modules\/(?:@[^/]+\/)?[^/]+$/;
  for (const [where, entry] of Object.entries(lock.packages)) {
    // Nested packages come with their parent; optional ones for other platforms are absent.
    if (!topLevel.test(where) || entry.dev || entry.link || !fs.existsSync(path.join(root, where))) continue;
    const destination = path.join(target, where);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    const linked = spawnSync('cp', ['-al', path.join(root, where), destination]);
    if (linked.status !== 0) fs.cpSync(path.join(root, where), destination, { recursive: true });
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The environment of a configured production server, over a PATH and nothing else of this machine's. */
const productionEnv = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: work,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_PATH: path.join(work, 'shop.db'),
  JWT_SECRET: 'production-check-secret-that-is-long-enough',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'production-check-owner-password',
  FIREBASE_PROJECT_ID: PROJECT,
  ...overrides,
});

/** `npm start` as npm runs it: `node scripts/start.mjs` from the root of the copy. */
function startShop(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: app, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilAnswering(url: string, shop: ReturnType<typeof startShop>): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    if (shop.child.exitCode !== null) throw new Error(`the shop stopped:\n${shop.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not answer:\n${shop.output()}`);
}

describe('the built shop with production dependencies only', () => {
  before(() => {
    run(process.execPath, ['backend/scripts/build.mjs', path.join(app, 'backend', 'dist')], { cwd: root });
    run(
      'npx',
      [
        'vite',
        'build',
        '--outDir',
        path.join(app, 'frontend', 'dist'),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: path.join(root, 'frontend'),
        env: {
          ...process.env,
          DEMO_BUILD: '',
          VITE_FIREBASE_API_KEY: 'AIzaProductionCheckKey',
          VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
          VITE_FIREBASE_PROJECT_ID: PROJECT,
          VITE_API_BASE_URL: '',
        },
      },
    );
    copyInto(app, 'package.json', 'scripts/start.mjs', 'backend/package.json', 'backend/run-built.mjs');
    installProductionPackages(app);
    assert.ok(!fs.existsSync(path.join(app, 'node_modules', 'tsx')), 'a dev dependency was copied');
  });

  it('when started with NODE_ENV=production, then it serves the storefront and the API, and a backup restores', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const env = productionEnv({ PORT: new URL(url).port });
    let shop = startShop(env);
    const stop = async () => {
      shop.child.kill('SIGTERM');
      assert.equal(await shop.exited, 0, shop.output());
    };
    try {
      await waitUntilAnswering(url, shop);
      const page = await fetch(`${url}/all-products`, { headers: { Accept: 'text/html' } });
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, /<div id="root">/);
      const script = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
      assert.ok(script, 'the page loads no script');
      assert.equal((await fetch(`${url}${script}`)).status, 200);

      const books = (await (await fetch(`${url}/api/books?limit=5`)).json()) as { _id: string }[];
      assert.equal(books.length, 5, 'the seeded catalogue is served');
      const login = await fetch(`${url}/api/auth/admin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: 'production-check-owner-password' }),
      });
      assert.equal(login.status, 200);
      const { token } = (await login.json()) as { token: string };

      // docs/operations.md's backup, taken beside the running shop with the owner's tool...
      const backupFile = path.join(work, 'backup.db');
      const backup = spawnSync(process.execPath, ['backend/run-built.mjs', 'backup', '--to', backupFile], {
        cwd: app,
        env,
        encoding: 'utf8',
      });
      assert.equal(backup.status, 0, backup.stderr);
      assert.match(backup.stdout, /integrity ok/);

      // ...then an item lost after it, and its restore: stop, copy the backup over, start.
      const lost = books[0]!._id;
      const removed = await fetch(`${url}/api/books/${lost}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(removed.status, 204);
      await stop();
      const database = env.DATABASE_PATH!;
      for (const walFile of [`${database}-wal`, `${database}-shm`]) fs.rmSync(walFile, { force: true });
      fs.copyFileSync(backupFile, database);
      shop = startShop(env);
      await waitUntilAnswering(url, shop);
      assert.equal((await fetch(`${url}/api/books/${lost}`)).status, 200, 'the restored item is back');
    } finally {
      if (shop.child.exitCode === null) await stop();
    }
  });

  it('when the storefront is a demo build for the Auth emulator, then production refuses to start', async () => {
    const demo = path.join(work, 'demo-storefront');
    fs.cpSync(path.join(app, 'frontend', 'dist'), demo, { recursive: true });
    fs.writeFileSync(
      path.join(demo, '.vite', 'storefront-build.json'),
      JSON.stringify({ firebaseProjectId: 'demo-bookshop', authEmulator: true }),
    );
    const shop = startShop(productionEnv({ STATIC_DIR: demo, PORT: String(await freePort()) }));
    assert.equal(await shop.exited, 1);
    assert.match(shop.output(), /Refusing to start in production:\s+The storefront in .* is a demo build/);
  });

  it('when there is no build, then production refuses to start and says to build', async () => {
    const bare = path.join(work, 'bare');
    copyInto(bare, 'package.json', 'scripts/start.mjs', 'backend/package.json', 'backend/run-built.mjs');
    fs.symlinkSync(path.join(app, 'node_modules'), path.join(bare, 'node_modules'));
    const refused = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: bare,
      env: productionEnv(),
      encoding: 'utf8',
    });
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /The API has not been built: run `npm run build` first/);

    const noStorefront = startShop(
      productionEnv({ STATIC_DIR: path.join(work, 'nothing-here'), PORT: String(await freePort()) }),
    );
    assert.equal(await noStorefront.exited, 1);
    assert.match(
      noStorefront.output(),
      /There is no built storefront in .*nothing-here: run `npm run build` first/,
    );
  });

  it('when started outside production without the dev dependencies, then it says what is missing', () => {
    const env = productionEnv({ NODE_ENV: 'development' });
    const refused = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: app, env, encoding: 'utf8' });
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /needs the dev dependencies \(npm install\).*set NODE_ENV=production/);
  });
});
