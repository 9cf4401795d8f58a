import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../src/app';
import { createFirebaseVerifier } from '../src/auth/customer-tokens';
import { ownerTokenKey } from '../src/auth/owner-token-key';
import { createAdminAuthService } from '../src/auth/service';
import { loadConfig, type Config } from '../src/config';
import { createImageService } from '../src/images/service';
import { createLogger } from '../src/logger';
import type { BookInput, Store } from '../src/store/store';
import { TEST_EMULATOR_HOST, TEST_FIREBASE_PROJECT } from './emulator';
import { openTestStore } from './temp-store';

export const ADMIN = { username: 'owner', password: 'correct-horse-battery' };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: Store;
  config: Config;
  /** The key this app signs owner tokens with (made by the store, as on a first start). */
  jwtSecret: string;
  adminToken(): Promise<string>;
  cleanup(): Promise<void>;
}

/** The configuration every test app runs with: its own database file, the test owner, no limits in the way. */
export function testConfig(databasePath: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_PATH: databasePath,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    LOGIN_RATE_LIMIT: '1000',
    ORDER_RATE_LIMIT: '1000',
    ...env,
  });
}

/** The real app on a real temporary SQLite file, verifying tokens with the real Auth emulator. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const temp = await openTestStore();
  const config = testConfig(temp.file, env);
  const jwtSecret = await ownerTokenKey(config.jwtSecret, temp.store.secrets);
  await createAdminAuthService({ admins: temp.store.admins, jwtSecret }).ensureFirstAdmin(config.admin);
  const app = createApp({
    config,
    jwtSecret,
    store: temp.store,
    logger: createLogger('silent'),
    verifyCustomerToken: createFirebaseVerifier(config.firebase),
  });
  let token: string | undefined;
  return {
    app,
    store: temp.store,
    config,
    jwtSecret,
    async adminToken() {
      token ??= (
        await createAdminAuthService({ admins: temp.store.admins, jwtSecret }).login(
          ADMIN.username,
          ADMIN.password,
        )
      ).token;
      return token;
    },
    cleanup: temp.cleanup,
  };
}

export interface TestCustomer {
  uid: string;
  email: string;
  idToken: string;
}

/** Registers a fresh account on the Auth emulator, as the storefront's sign-up does. */
export async function signUpCustomer(email = `customer-${randomUUID()}@example.in`): Promise<TestCustomer> {
  const response = await fetch(
    `http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-pass-123', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; email: string; idToken: string };
  return { uid: body.localId, email: body.email, idToken: body.idToken };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** A stored cover plus books in the store, as the owner would have added them. */
export async function addBooks(store: Store, books: Partial<BookInput>[]) {
  const coverImage = await createImageService(store.images).storeUpload(await pngBytes());
  const created = [];
  for (const [index, overrides] of books.entries()) {
    created.push(
      await store.books.create({
        title: `Item ${index + 1}`,
        description: `Description of item ${index + 1}`,
        category: 'penandpencil',
        trending: false,
        oldPrice: 100,
        newPrice: 80,
        coverImage,
        ...overrides,
      }),
    );
  }
  return created;
}

/**
 * The real app for every test of the file (or, with `per: 'file'`, one for the whole file), made
 * and cleaned up by vitest's hooks. The handle is filled in by the hook, so read it inside tests.
 */
export function useTestApp(options: { env?: Record<string, string>; per?: 'test' | 'file' } = {}): TestApp {
  const handle = {} as TestApp;
  const [setUp, tearDown] = options.per === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  setUp(async () => {
    Object.assign(handle, await createTestApp(options.env));
  });
  tearDown(() => handle.cleanup());
  return handle;
}

/** A customer signed up on the Auth emulator once for the file; read it inside tests. */
export function useCustomer(): TestCustomer {
  const customer = {} as TestCustomer;
  beforeAll(async () => {
    Object.assign(customer, await signUpCustomer());
  });
  return customer;
}
