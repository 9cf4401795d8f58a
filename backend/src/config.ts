import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  COUNTER_LOCK_MINUTES_DEFAULT,
  CASH_TOLERANCE_DEFAULT,
  LOW_STOCK_THRESHOLD_DEFAULT,
  PICKUP_HOLD_DAYS_DEFAULT,
  PICKUP_READY_HOURS_DEFAULT,
  RECEIPT_WIDTH_MM_DEFAULT,
  RECEIPT_WIDTHS_MM,
  RETURN_DAYS_DEFAULT,
  type ReceiptWidthMm,
  STOCK_MAX,
  UPI_ID_PATTERN,
} from './contract';

const backendRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(backendRoot, '..');
/** Relative paths in configuration mean the repository root, wherever the process runs. */
const fromRepoRoot = (file: string) => path.resolve(repoRoot, file);

/** Values shipped in .env.example and as development defaults; production refuses them. */
export const EXAMPLE_JWT_SECRET = 'change-me-to-a-long-random-string';
export const EXAMPLE_ADMIN_PASSWORD = 'change-me-admin-password';
const DEV_ADMIN_PASSWORD = 'shopkeeper-dev-123';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const positiveInt = z.coerce.number().int().positive();

/**
 * Express's 'trust proxy': a number is how many proxies stand in front (a hop count), true and
 * false are booleans, anything else is a list of addresses or subnets ('loopback', '10.0.0.0/8').
 * Passed on as a string, "1" would be read as the address 0.0.0.1 and trust no proxy at all.
 */
export type TrustProxy = boolean | number | string;
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((value): TrustProxy => {
    if (/^\d+$/.test(value)) return Number(value);
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    return value;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  DATABASE_PATH: z
    .string()
    .min(1)
    .default(path.join(backendRoot, 'data', 'shop.db')),
  MONGODB_URI: z.string().optional(),
  MONGODB_CONNECT_ATTEMPTS: positiveInt.default(5),
  MONGODB_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
  JWT_SECRET: z.string().min(1).optional(),
  ADMIN_USERNAME: z.string().min(3).max(64).default('owner'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_DISPLAY_NAME: z.string().min(1).max(80).default('Shop Owner'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-bookshop'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  CORS_ORIGINS: csv.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
  STATIC_DIR: z.string().optional(),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  LOGIN_RATE_WINDOW_MINUTES: positiveInt.default(15),
  COUNTER_LOCK_MINUTES: z.coerce.number().int().min(1).max(240).default(COUNTER_LOCK_MINUTES_DEFAULT),
  ORDER_RATE_LIMIT: positiveInt.default(20),
  ORDER_RATE_WINDOW_MINUTES: positiveInt.default(10),
  PRINT_UPLOAD_RATE_LIMIT: positiveInt.default(20),
  PRINT_UPLOAD_RATE_WINDOW_MINUTES: positiveInt.default(60),
  PRINT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  TRUST_PROXY: trustProxy.default('loopback'),
  HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(5_000),
  MAX_CONNECTIONS: positiveInt.default(1_000),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(STOCK_MAX).default(LOW_STOCK_THRESHOLD_DEFAULT),
  PICKUP_HOLD_DAYS: z.coerce.number().int().min(0).max(60).default(PICKUP_HOLD_DAYS_DEFAULT),
  PICKUP_READY_HOURS: z.coerce.number().int().min(1).max(168).default(PICKUP_READY_HOURS_DEFAULT),
  RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(RETURN_DAYS_DEFAULT),
  CASH_TOLERANCE: z.coerce
    .number()
    .min(0)
    .max(100_000)
    .refine((rupees) => Number.isInteger(rupees * 100), 'must be rupees with at most 2 decimals')
    .default(CASH_TOLERANCE_DEFAULT),
  RECEIPT_WIDTH_MM: z.coerce
    .number()
    .refine((width) => (RECEIPT_WIDTHS_MM as readonly number[]).includes(width), 'must be 58 or 80')
    .default(RECEIPT_WIDTH_MM_DEFAULT)
    .transform((width) => width as ReceiptWidthMm),
  SHOP_UPI_ID: z
    .string()
    .trim()
    .regex(UPI_ID_PATTERN, 'must be a UPI address such as shopname@okaxis')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHOP_UPI_NAME: z.string().trim().max(60).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).optional(),
  // Read here as well as by the storefront's build: the chat widget's origin goes into the CSP.
  VITE_CHAT_WIDGET_SRC: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) URL of the chat widget script' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHOP_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address the storefront is reached at' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHOP_NAME: z.string().default('Saraswati Books & Stationery'),
  SHOP_ADDRESS: z.string().default('12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001'),
  SHOP_EMAIL: z.string().default('hello@saraswati-stationery.example'),
  SHOP_PHONE: z.string().default('+91 98765 43210'),
  SHOP_MAPS_URL: z.string().default('https://www.google.com/maps/search/?api=1&query=MG+Road+Nagpur'),
  SHOP_FACEBOOK_URL: z.string().default('https://www.facebook.com/'),
  SHOP_INSTAGRAM_URL: z.string().default('https://www.instagram.com/'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  databasePath: string;
  /** When set, the store is MongoDB and databasePath is unused. */
  mongodbUri?: string;
  mongodbConnect: { attempts: number; timeoutMs: number };
  /** Unset outside production: the store then keeps a key of its own (auth/owner-token-key.ts). */
  jwtSecret?: string;
  admin: { username: string; password: string; displayName: string };
  firebase: { projectId: string; authEmulatorHost?: string };
  corsOrigins: string[];
  staticDir?: string;
  seedOnStart: boolean;
  trustProxy: TrustProxy;
  /** Counted items at or below this many units are low on stock. */
  lowStockThreshold: number;
  /** Days the files of collected or cancelled print orders are kept. */
  printRetentionDays: number;
  /** How many days after it is ready an order is held (to the end of that day, India time). */
  pickupHoldDays: number;
  /** How many days after collection an order may be returned. */
  returnDays: number;
  /** Rupees the drawer's count may be off by without a note. */
  cashTolerance: number;
  /** Idle minutes after which a counter device locks until a PIN is typed again. */
  counterLockMinutes: number;
  /** The shop's UPI address and payee name, when customers may pay by UPI at the counter. */
  upi?: { id: string; name: string };
  /** The origin of the storefront's chat widget script (VITE_CHAT_WIDGET_SRC), which the CSP allows. */
  chatWidgetOrigin?: string;
  /** Where notices are delivered; without it they wait in the outbox for the owner to see. */
  mail: { smtpUrl?: string; from: string };
  /** Limits on each connection, so slow or idle clients cannot hold the server's sockets. */
  server: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
  rateLimits: {
    login: { limit: number; windowMs: number };
    orders: { limit: number; windowMs: number };
    printUploads: { limit: number; windowMs: number };
  };
  shop: {
    name: string;
    address: string;
    email: string;
    phone: string;
    mapsUrl: string;
    /** PICKUP_READY_HOURS */
    readyHours: number;
    /** RECEIPT_WIDTH_MM: the counter's receipt roll. */
    receiptWidthMm: ReceiptWidthMm;
    /** SHOP_URL: where customers reach the storefront, for links in notices; unset, notices name the page. */
    url?: string;
    socialLinks: { facebook: string; instagram: string };
  };
}

export class ConfigError extends Error {}

/** Parses the environment once; every other module receives the resulting object. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) assertSafeForProduction(env);
  return {
    env: env.NODE_ENV,
    isProduction,
    // Outside production only this machine can reach the shop unless HOST says otherwise: the
    // development defaults (a known owner password, the emulator) must not face a shop's Wi-Fi.
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    databasePath: env.DATABASE_PATH === ':memory:' ? env.DATABASE_PATH : fromRepoRoot(env.DATABASE_PATH),
    mongodbUri: env.MONGODB_URI || undefined,
    mongodbConnect: { attempts: env.MONGODB_CONNECT_ATTEMPTS, timeoutMs: env.MONGODB_CONNECT_TIMEOUT_MS },
    // The example value is public, so outside production (which refuses it) it counts as unset.
    jwtSecret: env.JWT_SECRET === EXAMPLE_JWT_SECRET ? undefined : env.JWT_SECRET,
    admin: {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
      displayName: env.ADMIN_DISPLAY_NAME,
    },
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    },
    corsOrigins: env.CORS_ORIGINS,
    staticDir: env.STATIC_DIR ? fromRepoRoot(env.STATIC_DIR) : undefined,
    seedOnStart: env.SEED_ON_START === 'true',
    trustProxy: env.TRUST_PROXY,
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
    printRetentionDays: env.PRINT_RETENTION_DAYS,
    pickupHoldDays: env.PICKUP_HOLD_DAYS,
    returnDays: env.RETURN_DAYS,
    cashTolerance: env.CASH_TOLERANCE,
    counterLockMinutes: env.COUNTER_LOCK_MINUTES,
    upi: env.SHOP_UPI_ID ? { id: env.SHOP_UPI_ID, name: env.SHOP_UPI_NAME || env.SHOP_NAME } : undefined,
    chatWidgetOrigin: env.VITE_CHAT_WIDGET_SRC ? new URL(env.VITE_CHAT_WIDGET_SRC).origin : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `"${env.SHOP_NAME}" <${env.SHOP_EMAIL}>` },
    server: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
    },
    rateLimits: {
      login: { limit: env.LOGIN_RATE_LIMIT, windowMs: env.LOGIN_RATE_WINDOW_MINUTES * 60_000 },
      orders: { limit: env.ORDER_RATE_LIMIT, windowMs: env.ORDER_RATE_WINDOW_MINUTES * 60_000 },
      printUploads: {
        limit: env.PRINT_UPLOAD_RATE_LIMIT,
        windowMs: env.PRINT_UPLOAD_RATE_WINDOW_MINUTES * 60_000,
      },
    },
    shop: {
      name: env.SHOP_NAME,
      address: env.SHOP_ADDRESS,
      email: env.SHOP_EMAIL,
      phone: env.SHOP_PHONE,
      mapsUrl: env.SHOP_MAPS_URL,
      readyHours: env.PICKUP_READY_HOURS,
      receiptWidthMm: env.RECEIPT_WIDTH_MM,
      url: env.SHOP_URL?.replace(/\/+$/, ''),
      socialLinks: { facebook: env.SHOP_FACEBOOK_URL, instagram: env.SHOP_INSTAGRAM_URL },
    },
  };
}

function assertSafeForProduction(env: Env): void {
  const problems: string[] = [];
  if (!env.JWT_SECRET || env.JWT_SECRET === EXAMPLE_JWT_SECRET || env.JWT_SECRET.length < 32) {
    problems.push('JWT_SECRET must be set to a random string of at least 32 characters');
  }
  if (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD === EXAMPLE_ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD must be set and must not be the example value');
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    // The emulator issues unsigned tokens, and firebase-admin accepts forged ones while this is set.
    problems.push('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  }
  if (env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    problems.push('FIREBASE_PROJECT_ID must name a real Firebase project in production');
  }
  if (problems.length) {
    throw new ConfigError(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
  }
}
