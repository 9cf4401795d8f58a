import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_ADMIN_PASSWORD, EXAMPLE_JWT_SECRET, loadConfig } from '../src/config';
import { loadEnvironment } from '../src/environment';

const safeProduction = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(48),
  ADMIN_PASSWORD: 'a-real-owner-password',
  FIREBASE_PROJECT_ID: 'real-shop-project',
};

describe('loadConfig', () => {
  it('when nothing is set, then development defaults run the shop locally on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, seedOnStart: true });
    expect(config.databasePath).toMatch(/backend[/\\]data[/\\]shop\.db$/);
    expect(config.firebase.projectId).toBe('demo-bookshop');
  });

  it('when a relative database path is given, then it is taken from the repository root', () => {
    const config = loadConfig({ DATABASE_PATH: 'backend/data/other.db' });
    expect(config.databasePath).toBe(path.resolve(import.meta.dirname, '..', 'data', 'other.db'));
  });

  it('when CORS_ORIGINS lists origins, then each is trimmed into the allow-list', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.in , https://b.in' }).corsOrigins).toEqual([
      'https://a.in',
      'https://b.in',
    ]);
  });

  it('when TRUST_PROXY is a number or true/false, then Express gets a hop count or a boolean', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(loadConfig({}).trustProxy).toBe('loopback');
  });

  it('when HOST is not set, then the shop listens on loopback, and on every address only in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(safeProduction).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('when nothing is set, then slow headers, slow bodies and idle sockets are cut off and connections capped', () => {
    expect(loadConfig({}).server).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_000,
    });
  });

  it('when JWT_SECRET is unset or the public example outside production, then none is configured (the store makes one)', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: EXAMPLE_JWT_SECRET }).jwtSecret).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
  });

  it('when PRINT_RETENTION_DAYS is unset, then print files of ended orders are kept 7 days; a bad value names it', () => {
    expect(loadConfig({}).printRetentionDays).toBe(7);
    expect(loadConfig({ PRINT_RETENTION_DAYS: '30' }).printRetentionDays).toBe(30);
    expect(() => loadConfig({ PRINT_RETENTION_DAYS: '0' })).toThrow(/PRINT_RETENTION_DAYS/);
  });

  it('when CASH_TOLERANCE is unset, then a count may be ₹50 off without a note; a bad value names it', () => {
    expect(loadConfig({}).cashTolerance).toBe(50);
    expect(loadConfig({ CASH_TOLERANCE: '12.5' }).cashTolerance).toBe(12.5);
    expect(() => loadConfig({ CASH_TOLERANCE: '-1' })).toThrow(/CASH_TOLERANCE/);
    expect(() => loadConfig({ CASH_TOLERANCE: '0.001' })).toThrow(/CASH_TOLERANCE/);
  });

  it('when a value is malformed, then a ConfigError names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('when VITE_CHAT_WIDGET_SRC is a script URL, then its origin is kept; anything else names the variable', () => {
    expect(loadConfig({ VITE_CHAT_WIDGET_SRC: 'https://embed.chat.example/w/1.js' }).chatWidgetOrigin).toBe(
      'https://embed.chat.example',
    );
    expect(loadConfig({ VITE_CHAT_WIDGET_SRC: '' }).chatWidgetOrigin).toBeUndefined();
    expect(() => loadConfig({ VITE_CHAT_WIDGET_SRC: "javascript:alert('x')" })).toThrow(
      /VITE_CHAT_WIDGET_SRC/,
    );
  });

  it('when production is fully configured, then it starts', () => {
    expect(loadConfig(safeProduction).isProduction).toBe(true);
  });

  it.each([
    ['a missing JWT secret', { JWT_SECRET: undefined }, /JWT_SECRET/],
    ['the example JWT secret', { JWT_SECRET: EXAMPLE_JWT_SECRET }, /JWT_SECRET/],
    ['a short JWT secret', { JWT_SECRET: 'short' }, /JWT_SECRET/],
    ['a missing admin password', { ADMIN_PASSWORD: undefined }, /ADMIN_PASSWORD/],
    ['the example admin password', { ADMIN_PASSWORD: EXAMPLE_ADMIN_PASSWORD }, /ADMIN_PASSWORD/],
    ['the Auth emulator', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST/],
    ['a demo Firebase project', { FIREBASE_PROJECT_ID: 'demo-bookshop' }, /FIREBASE_PROJECT_ID/],
  ])('when production has %s, then it refuses to start', (_case, change, message) => {
    const env = { ...safeProduction, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadEnvironment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('when a variable is set in the shell and in .env, then the shell wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'SHOP_TEST_FROM_SHELL=file\nSHOP_TEST_FROM_FILE=file\n');
    process.env.SHOP_TEST_FROM_SHELL = 'shell';
    loadEnvironment(file);
    expect(process.env.SHOP_TEST_FROM_SHELL).toBe('shell');
    expect(process.env.SHOP_TEST_FROM_FILE).toBe('file');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('choosing the store', () => {
  it('when MONGODB_URI is set, then it is kept with the connection retry settings', () => {
    const config = loadConfig({ MONGODB_URI: 'mongodb://db:27017/shop', MONGODB_CONNECT_ATTEMPTS: '3' });
    expect(config.mongodbUri).toBe('mongodb://db:27017/shop');
    expect(config.mongodbConnect).toEqual({ attempts: 3, timeoutMs: 5000 });
  });

  it('when MONGODB_URI is empty, then SQLite stays the store', () => {
    expect(loadConfig({ MONGODB_URI: '' }).mongodbUri).toBeUndefined();
  });
});
