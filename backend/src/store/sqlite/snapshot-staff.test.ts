import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CounterDevice } from '../../contract';
import { toMongoDocuments } from '../mongo/import-documents';
import { createModels } from '../mongo/models';
import { toAuditEntry } from '../mongo/audit';
import { toDevice, toStaff } from '../mongo/staff';
import type { AuditEntry } from '../../contract';
import type { StoredStaff } from '../staff-contract';
import { readSqliteSnapshot } from './snapshot';
import { createSqliteStore } from './sqlite-store';

const AT = new Date('2026-11-02T04:30:00.000Z');
const LATER = new Date('2026-11-02T05:00:00.000Z');

// Never opened: validation needs no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

describe('staff, counter devices and the audit log in the SQLite snapshot and the copy to MongoDB', () => {
  let dir: string;
  let file: string;
  let staff: StoredStaff[];
  let devices: CounterDevice[];
  let audit: AuditEntry[];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-snapshot-staff-'));
    file = path.join(dir, 'shop.db');
    const store = createSqliteStore({ path: file });
    try {
      const asha = await store.staff.create({ name: 'Asha', role: 'cashier', pinHash: 'scrypt$a', at: AT });
      const ravi = await store.staff.create({ name: 'Ravi', role: 'manager', pinHash: 'scrypt$r', at: AT });
      await store.staff.recordWrongPin(asha._id, LATER, { tries: 1, lockMs: 60_000 });
      await store.staff.setLogin(ravi._id, { username: 'ravi', passwordHash: 'scrypt$p' }, AT);
      await store.staff.update(ravi._id, { active: false }, LATER);
      const till = await store.staff.addDevice({ name: 'Front till', keyHash: 'hash-1', at: AT });
      await store.staff.addDevice({ name: 'Phone', keyHash: 'hash-2', at: LATER });
      await store.staff.touchDevice(till._id, LATER);
      await store.staff.revokeDevice(till._id, LATER);
      await store.audit.append({
        at: AT.toISOString(),
        actor: null,
        action: 'wrong-pin',
        subject: asha._id,
        details: {},
      });
      await store.audit.append({
        at: LATER.toISOString(),
        actor: { id: ravi._id, name: 'Ravi', role: 'manager' },
        action: 'approval',
        subject: 'sale-1',
        details: { action: 'void' },
      });
      audit = await store.audit.chain(0, 10);
      staff = await store.staff.list();
      devices = await store.staff.listDevices();
    } finally {
      await store.close();
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the owner has staff and devices, then the snapshot carries their PIN and password hashes, logins, locks, session versions and keys', () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.staff).toEqual([
      expect.objectContaining({
        id: staff[0]!._id,
        name: 'Asha',
        pinHash: 'scrypt$a',
        active: true,
        lockedUntil: new Date(LATER.getTime() + 60_000).toISOString(),
      }),
      expect.objectContaining({
        id: staff[1]!._id,
        name: 'Ravi',
        active: false,
        sessionVersion: 3,
        username: 'ravi',
        passwordHash: 'scrypt$p',
      }),
    ]);
    expect(snapshot.auditLog).toEqual(audit);
    expect(snapshot.counterDevices).toEqual([
      expect.objectContaining({ name: 'Phone', keyHash: 'hash-2', revokedAt: null }),
      expect.objectContaining({ name: 'Front till', keyHash: 'hash-1', revokedAt: LATER.toISOString() }),
    ]);
  });

  it('when the snapshot is copied to MongoDB, then staff and devices validate and read back as SQLite answered them', async () => {
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    const docs = toMongoDocuments(snapshot);
    for (const doc of docs.staff) await expect(new models.Staff(doc).validate()).resolves.toBeUndefined();
    for (const doc of docs.counterDevices) {
      await expect(new models.CounterDevice(doc).validate()).resolves.toBeUndefined();
    }
    expect(docs.staff.map(toStaff)).toEqual(staff);
    expect(docs.counterDevices.map(toDevice)).toEqual(devices);
    expect(docs.counterDevices.map((doc) => doc.keyHash)).toEqual(['hash-2', 'hash-1']);
    for (const doc of docs.auditLog)
      await expect(new models.AuditEntry(doc).validate()).resolves.toBeUndefined();
    expect(docs.auditLog.map(toAuditEntry)).toEqual(audit);
  });

  it('when the file predates staff (v34), then the snapshot has none', () => {
    const db = new Database(file);
    db.exec('DROP TABLE staff; DROP TABLE counter_devices; DROP TABLE audit_log;');
    db.pragma('user_version = 34');
    db.close();
    const snapshot = readSqliteSnapshot(file);
    snapshot.close();
    expect(snapshot.staff).toEqual([]);
    expect(snapshot.counterDevices).toEqual([]);
    expect(snapshot.auditLog).toEqual([]);
  });
});
