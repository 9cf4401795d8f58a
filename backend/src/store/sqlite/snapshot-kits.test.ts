import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kit, KitInput } from '../../contract';
import { toMongoDocuments } from '../mongo/import-documents';
import { toKit } from '../mongo/kits';
import { createModels } from '../mongo/models';
import { readSqliteSnapshot } from './snapshot';
import { createSqliteStore } from './sqlite-store';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const kit = (overrides: Partial<KitInput> = {}): KitInput => ({
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [
    { productId: 'a'.repeat(24), quantity: 9, optional: false },
    { productId: 'b'.repeat(24), quantity: 2, optional: false },
    { productId: 'c'.repeat(24), quantity: 1, optional: true },
  ],
  pricing: { mode: 'fixed', price: 799.99 },
  published: true,
  notes: 'Brown covers',
  expectedKits: 40,
  ...overrides,
});

// Never opened: validation needs no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

describe('school kits in the SQLite snapshot and the copy to MongoDB', () => {
  let dir: string;
  let file: string;
  let kits: Kit[];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-snapshot-kits-'));
    file = path.join(dir, 'shop.db');
    const store = createSqliteStore({ path: file });
    try {
      kits = [
        await store.kits.create(kit()),
        await store.kits.create(
          kit({ className: 'Class 6', pricing: { mode: 'percentOff', percent: 12.5 }, published: false }),
        ),
        await store.kits.create(kit({ className: 'Class 7', pricing: { mode: 'sum' }, notes: '' })),
      ];
    } finally {
      await store.close();
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the owner made kits, then the snapshot carries each with its lines in order, its price in paise and its times, oldest first', () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.kits).toHaveLength(3);
    expect(snapshot.kits[0]).toEqual({
      id: kits[0]!._id,
      title: "Class 5, St. Xavier's 2026-27",
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      lines: kit().lines,
      pricing: { mode: 'fixed', pricePaise: 79999 },
      published: true,
      notes: 'Brown covers',
      expectedKits: 40,
      createdAt: kits[0]!.createdAt,
      updatedAt: kits[0]!.updatedAt,
    });
    expect(snapshot.kits[0]!.createdAt).toMatch(ISO);
    expect(snapshot.kits.map((one) => [one.className, one.pricing, one.published])).toEqual([
      ['Class 5', { mode: 'fixed', pricePaise: 79999 }, true],
      ['Class 6', { mode: 'percentOff', percent: 12.5 }, false],
      ['Class 7', { mode: 'sum' }, true],
    ]);
  });

  it('when the snapshot is copied to MongoDB, then every kit validates and reads back exactly as SQLite answered it', async () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    const docs = toMongoDocuments(snapshot).kits;
    for (const doc of docs) await expect(new models.Kit(doc).validate()).resolves.toBeUndefined();
    expect(docs.map(toKit)).toEqual(kits);
    expect(docs[0]).toMatchObject({ schoolKey: "st. xavier's", classKey: 'class 5' });
  });

  it('when the file predates kits (v27), then the snapshot has none', () => {
    const db = new Database(file);
    db.exec('DROP TABLE kit_lines; DROP TABLE kits;');
    db.pragma('user_version = 27');
    db.close();
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.kits).toEqual([]);
  });
});
