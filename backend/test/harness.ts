import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import sharp from 'sharp';
import request, { type Test } from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../src/app';
import { signAdminToken } from '../src/auth/admin-tokens';
import { createFirebaseVerifier } from '../src/auth/customer-tokens';
import { ownerTokenKey } from '../src/auth/owner-token-key';
import { ensureFirstAdmin } from '../src/auth/service';
import { loadConfig, type Config } from '../src/config';
import { createImageService } from '../src/images/service';
import { createLogger, REDACTED_PATHS } from '../src/logger';
import { createPdfInspector, type PdfInspector } from '../src/print/pdf-inspection';
import type { Book, BookInput, Order, Store } from '../src/store/store';
import { TEST_EMULATOR_HOST, TEST_FIREBASE_PROJECT } from './emulator';
import { ADMIN, bookDefaults, validOrderBody } from './fixtures';
import { openTestStore } from './temp-store';

export interface TestCustomer {
  uid: string;
  /** Empty for an account signed in by phone, which has none. */
  email: string;
  idToken: string;
  /** The number the account signed in with by phone (E.164), when it did. */
  phoneNumber?: string;
}

/** Requests that carry one bearer token. */
export type Caller = Record<'get' | 'post' | 'put' | 'patch' | 'delete', (url: string) => Test>;

export interface TestAppOptions<C extends string, B extends string, O extends string> {
  /** A fresh app for every test (the default), or one for the whole file or describe block. */
  per?: 'test' | 'suite';
  /** Environment over the test defaults; a function is read each time an app is made. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Customers signed up on the Auth emulator once for the file or block, by name. */
  customers?: readonly C[];
  /** Books in every new app's store, by name; fields not given come from bookDefaults. */
  books?: { readonly [name in B]: Partial<BookInput> };
  /** Orders placed through POST /api/orders in every new app, by name. */
  orders?: { readonly [name in O]: { by: NoInfer<C>; books: readonly NoInfer<B>[] } };
  /** What the app runs on in place of the store (a broken disk, say); `store` stays the real one. */
  wrapStore?: (store: Store) => Store;
  /** Keep what the app logs (at info, redacted as in production) for `logs()`. */
  captureLogs?: boolean;
}

/**
 * The real app on a real temporary store. The handle is filled in by vitest's hooks, so read it
 * inside tests and hooks; `customers`, `books` and `orders` hold one object per name for the
 * whole file (refilled when a new app is made), so they may be destructured at the top.
 */
export interface TestApp<C extends string = never, B extends string = never, O extends string = never> {
  readonly app: ReturnType<typeof createApp>;
  /** The store the app writes to, for reading the stored state. */
  readonly store: Store;
  readonly config: Config;
  /** The key this app signs owner tokens with (made by the store, as on a first start). */
  readonly jwtSecret: string;
  /** The owner's token, as POST /api/auth/admin hands it out. */
  readonly adminToken: string;
  readonly ownerId: string;
  readonly customers: Readonly<Record<C, TestCustomer>>;
  readonly books: Readonly<Record<B, Book>>;
  readonly orders: Readonly<Record<O, Order>>;
  /** The app's log lines so far (with `captureLogs`). */
  logs(): string[];
  /** Adds books to the store as the owner would have, each with a stored cover. */
  addBooks(books: Partial<BookInput>[]): Promise<Book[]>;
  /** POST /api/orders as the customer, with an Idempotency-Key when given. */
  placeOrder(customer: TestCustomer, body: unknown, idempotencyKey?: string): Test;
  /** PATCH /api/orders/:id/status as the owner (paid in cash, when collected). */
  moveOrder(id: string, status: string): Test;
  /** Requests as a customer, or with any bearer token. */
  as(who: TestCustomer | string): Caller;
  /** Requests as the owner. */
  asOwner(): Caller;
}

/** The configuration every test app runs with: its own database file, the test owner, no limits in the way. */
function testConfig(databasePath: string, env: Record<string, string>): Config {
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

const TEST_PASSWORD = 'secret-pass-123';

async function callEmulator<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Registers a fresh account on the Auth emulator, as the storefront's sign-up does, and (unless
 * `verified` is false) opens the verification link, signing in again for a token that says so.
 */
export async function signUpCustomer(
  email = `customer-${randomUUID()}@example.in`,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestCustomer> {
  const body = await callEmulator<{ localId: string; email: string; idToken: string }>(
    'accounts:signUp?key=demo-api-key',
    { email, password: TEST_PASSWORD, returnSecureToken: true },
  );
  const customer = { uid: body.localId, email: body.email, idToken: body.idToken };
  return verified ? verifyCustomerEmail(customer) : customer;
}

/** Marks the account's e-mail verified (as its link would) and signs in again for a fresh token. */
export async function verifyCustomerEmail(customer: TestCustomer): Promise<TestCustomer> {
  await callEmulator(
    `projects/${TEST_FIREBASE_PROJECT}/accounts:update`,
    { localId: customer.uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
  const signedIn = await callEmulator<{ idToken: string }>('accounts:signInWithPassword?key=demo-api-key', {
    email: customer.email,
    password: TEST_PASSWORD,
    returnSecureToken: true,
  });
  return { ...customer, idToken: signedIn.idToken };
}

/** A new Indian mobile number for each call, so each phone sign-in is a new account. */
export const freshMobileNumber = () => `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Signs in by phone as the storefront does: the emulator "sends" a code, which it then lists at
 * its verificationCodes endpoint in place of the SMS, and the code signs in (a new account the
 * first time). The token carries `phone_number` and no e-mail.
 */
export async function signInByPhone(phoneNumber = freshMobileNumber()): Promise<TestCustomer> {
  const { sessionInfo } = await callEmulator<{ sessionInfo: string }>(
    'accounts:sendVerificationCode?key=demo-api-key',
    { phoneNumber, recaptchaToken: 'emulator-ignores-it' },
  );
  const listed = await fetch(
    `http://${TEST_EMULATOR_HOST}/emulator/v1/projects/${TEST_FIREBASE_PROJECT}/verificationCodes`,
  );
  const { verificationCodes } = (await listed.json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const sent = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!sent) throw new Error(`the emulator lists no code for ${phoneNumber}`);
  const signedIn = await callEmulator<{ localId: string; idToken: string; phoneNumber: string }>(
    'accounts:signInWithPhoneNumber?key=demo-api-key',
    { sessionInfo, code: sent.code },
  );
  return { uid: signedIn.localId, email: '', idToken: signedIn.idToken, phoneNumber: signedIn.phoneNumber };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** A stored cover plus books in the store, as the owner would have added them. */
async function addBooks(store: Store, books: Partial<BookInput>[]): Promise<Book[]> {
  if (books.length === 0) return [];
  const coverImage = await createImageService(store.images).storeUpload(await pngBytes());
  const created = [];
  for (const [index, overrides] of books.entries()) {
    created.push(await store.books.create({ ...bookDefaults(index + 1), coverImage, ...overrides }));
  }
  return created;
}

function callerFor(app: TestApp['app'], token: string): Caller {
  const as = (method: keyof Caller) => (url: string) => request(app)[method](url).set(bearer(token));
  return { get: as('get'), post: as('post'), put: as('put'), patch: as('patch'), delete: as('delete') };
}

interface Running {
  app: TestApp['app'];
  store: Store;
  config: Config;
  jwtSecret: string;
  adminToken: string;
  ownerId: string;
  logs: string[];
  cleanup(): Promise<void>;
}

async function startApp(options: TestAppOptions<string, string, string>): Promise<Running> {
  const temp = await openTestStore();
  const env = typeof options.env === 'function' ? options.env() : (options.env ?? {});
  const config = testConfig(temp.file, env);
  const jwtSecret = await ownerTokenKey(config.jwtSecret, temp.store.secrets);
  await ensureFirstAdmin(temp.store.admins, config.admin);
  const owner = (await temp.store.admins.findByUsername(ADMIN.username))!;
  const logs: string[] = [];
  const logger = options.captureLogs
    ? pino(
        { level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
        { write: (line: string) => void logs.push(line) },
      )
    : createLogger('silent');
  const app = createApp({
    config,
    jwtSecret,
    store: options.wrapStore ? options.wrapStore(temp.store) : temp.store,
    logger,
    verifyCustomerToken: createFirebaseVerifier(config.firebase),
    pdfInspector: sharedPdfInspector(),
  });
  return {
    app,
    store: temp.store,
    config,
    jwtSecret,
    // The token login signs, without paying for a password check in every test.
    adminToken: signAdminToken(jwtSecret, owner),
    ownerId: owner._id,
    logs,
    cleanup: temp.cleanup,
  };
}

/** The handle's fields that belong to one app, made anew by each set-up. */
const FROM_RUNNING = ['app', 'store', 'config', 'jwtSecret', 'adminToken', 'ownerId'] as const;

/** Puts `value`'s fields into `target`, the one object a test holds for that name. */
function refill<T extends object>(target: T, value: T): void {
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, value);
}

const named = <N extends string, T>(names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, {} as T])) as Record<N, T>;

let pdfInspector: PdfInspector | undefined;
/** One PDF inspector per test file: it starts a worker per file read and holds nothing between. */
const sharedPdfInspector = () => (pdfInspector ??= createPdfInspector());

/**
 * The real app, made and cleaned up by vitest's hooks registered where this is called: for every
 * test (`per: 'test'`, the default) or once for the file or describe block (`per: 'suite'`).
 */
export function useTestApp<C extends string = never, B extends string = never, O extends string = never>(
  options: TestAppOptions<C, B, O> = {},
): TestApp<C, B, O> {
  const customerNames = options.customers ?? [];
  const bookEntries = Object.entries(options.books ?? {}) as [B, Partial<BookInput>][];
  const orderEntries = Object.entries(options.orders ?? {}) as [O, { by: C; books: readonly B[] }][];
  const customers = named<C, TestCustomer>(customerNames);
  const books = named<B, Book>(bookEntries.map(([name]) => name));
  const orders = named<O, Order>(orderEntries.map(([name]) => name));
  let running: Running | undefined;
  const current = (): Running => {
    if (!running) throw new Error('The test app is made by a vitest hook: use it inside a test or hook.');
    return running;
  };

  const methods: Omit<TestApp<C, B, O>, (typeof FROM_RUNNING)[number]> = {
    customers,
    books,
    orders,
    logs: () => [...current().logs],
    addBooks: (list) => addBooks(current().store, list),
    placeOrder(customer, body, idempotencyKey) {
      const req = handle.as(customer).post('/api/orders');
      if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
      return req.send(body as string | object);
    },
    moveOrder: (id, status) =>
      handle
        .asOwner()
        .patch(`/api/orders/${id}/status`)
        // Collecting says how it was paid; tests that care about the payment send their own.
        .send(status === 'collected' ? { status, payment: { method: 'cash' } } : { status }),
    as: (who) => callerFor(current().app, typeof who === 'string' ? who : who.idToken),
    asOwner: () => callerFor(current().app, current().adminToken),
  };
  // The app's own parts are read from whichever app the hooks made last.
  const handle = methods as TestApp<C, B, O>;
  for (const key of FROM_RUNNING) {
    Object.defineProperty(handle, key, { enumerable: true, get: () => current()[key] });
  }

  // vitest runs "before" hooks one after another in the order they are registered.
  beforeAll(async () => {
    const signedUp = await Promise.all(customerNames.map(() => signUpCustomer()));
    customerNames.forEach((name, index) => Object.assign(customers[name], signedUp[index]));
  });

  const setUp = async () => {
    running = await startApp(options);
    const created = await addBooks(
      running.store,
      bookEntries.map(([, book]) => book),
    );
    bookEntries.forEach(([name], index) => refill(books[name], created[index]!));
    for (const [name, order] of orderEntries) {
      const placed = await handle.placeOrder(
        customers[order.by],
        validOrderBody(order.books.map((book) => books[book]._id)),
      );
      if (placed.status !== 201) {
        throw new Error(`order ${name} was refused: ${placed.status} ${placed.text}`);
      }
      refill(orders[name], (await running.store.orders.get(placed.body._id))!);
    }
  };
  const tearDown = async () => {
    await running?.cleanup();
    running = undefined;
  };
  if (options.per === 'suite') {
    beforeAll(setUp);
    afterAll(tearDown);
  } else {
    beforeEach(setUp);
    afterEach(tearDown);
  }
  return handle;
}
