/** The owner's staff and counter devices on SQLite. */
import type Database from 'better-sqlite3';
import type { CounterDevice, StaffRole } from '../../contract';
import { newId } from '../ids';
import { isUniqueViolation } from './sql';
import type { SnapshotCounterDevice, SnapshotStaff } from '../snapshot';
import type { StaffStore, StoredStaff } from '../staff-contract';

interface StaffRow {
  id: string;
  name: string;
  role: StaffRole;
  pin_hash: string;
  username: string | null;
  password_hash: string | null;
  active: 0 | 1;
  wrong_pins: number;
  locked_until: string | null;
  session_version: number;
  created_at: string;
  updated_at: string;
}

interface DeviceRow {
  id: string;
  name: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const toStaff = (row: StaffRow): StoredStaff => ({
  _id: row.id,
  name: row.name,
  role: row.role,
  active: row.active === 1,
  lockedUntil: row.locked_until,
  // A file from before dashboard logins (read for a snapshot, unmigrated) has no such columns.
  username: row.username ?? null,
  createdAt: row.created_at,
  pinHash: row.pin_hash,
  passwordHash: row.password_hash ?? null,
  wrongPins: row.wrong_pins,
  sessionVersion: row.session_version,
  updatedAt: row.updated_at,
});

const toDevice = (row: DeviceRow): CounterDevice => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

/** The staff and counter devices as a snapshot carries them. */
export function readStaffRecords(db: Database.Database) {
  const staff = db
    .prepare<[], StaffRow>('SELECT * FROM staff ORDER BY name COLLATE NOCASE, id')
    .all()
    .map((row): SnapshotStaff => {
      const { _id: id, ...member } = toStaff(row);
      return { id, ...member };
    });
  const counterDevices = db
    .prepare<[], DeviceRow>('SELECT * FROM counter_devices ORDER BY created_at DESC, id DESC')
    .all()
    .map((row): SnapshotCounterDevice => {
      const { _id: id, ...device } = toDevice(row);
      return { id, ...device, keyHash: row.key_hash };
    });
  return { staff, counterDevices };
}

export function createSqliteStaffStore(db: Database.Database): StaffStore {
  const byId = db.prepare<[string], StaffRow>('SELECT * FROM staff WHERE id = ?');
  const all = db.prepare<[], StaffRow>('SELECT * FROM staff ORDER BY name COLLATE NOCASE, id');
  const insert = db.prepare(
    `INSERT INTO staff (id, name, role, pin_hash, active, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)`,
  );
  const change = db.prepare<
    [{ name: string | null; role: StaffRole | null; active: number | null; at: string; id: string }]
  >(
    `UPDATE staff SET
       session_version = session_version
         + CASE WHEN (@active = 0 AND active = 1) OR (@role IS NOT NULL AND @role <> role) THEN 1 ELSE 0 END,
       name = coalesce(@name, name), role = coalesce(@role, role), active = coalesce(@active, active),
       updated_at = @at
     WHERE id = @id`,
  );
  const newPin = db.prepare<[string, string, string]>(
    'UPDATE staff SET pin_hash = ?, wrong_pins = 0, locked_until = NULL, updated_at = ? WHERE id = ?',
  );
  const wrongPin = db.prepare<
    [{ tries: number; until: string; id: string }],
    Pick<StaffRow, 'wrong_pins' | 'locked_until'>
  >(
    `UPDATE staff SET
       wrong_pins = CASE WHEN wrong_pins + 1 >= @tries THEN 0 ELSE wrong_pins + 1 END,
       locked_until = CASE WHEN wrong_pins + 1 >= @tries THEN @until ELSE locked_until END
     WHERE id = @id RETURNING wrong_pins, locked_until`,
  );
  const byUsername = db.prepare<[string], StaffRow>('SELECT * FROM staff WHERE username = ?');
  const login = db.prepare<[string | null, string | null, string, string]>(
    `UPDATE staff SET username = ?, password_hash = ?, session_version = session_version + 1,
       updated_at = ? WHERE id = ?`,
  );
  const rightPin = db.prepare<[string]>('UPDATE staff SET wrong_pins = 0 WHERE id = ?');

  const deviceById = db.prepare<[string], DeviceRow>('SELECT * FROM counter_devices WHERE id = ?');
  const devices = db.prepare<[], DeviceRow>(
    'SELECT * FROM counter_devices ORDER BY created_at DESC, id DESC',
  );
  const deviceByKey = db.prepare<[string], DeviceRow>(
    'SELECT * FROM counter_devices WHERE key_hash = ? AND revoked_at IS NULL',
  );
  const insertDevice = db.prepare(
    'INSERT INTO counter_devices (id, name, key_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const touch = db.prepare<[string, string]>('UPDATE counter_devices SET last_used_at = ? WHERE id = ?');
  const revoke = db.prepare<[string, string]>(
    'UPDATE counter_devices SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?',
  );

  const found = (id: string) => {
    const row = byId.get(id);
    return row ? toStaff(row) : null;
  };

  return {
    async list() {
      return all.all().map(toStaff);
    },
    async findById(id) {
      return found(id);
    },
    async create({ name, role, pinHash, at }) {
      const id = newId();
      insert.run(id, name, role, pinHash, at.toISOString(), at.toISOString());
      return found(id)!;
    },
    async update(id, { name, role, active }, at) {
      const activeFlag = active === undefined ? null : active ? 1 : 0;
      change.run({ name: name ?? null, role: role ?? null, active: activeFlag, at: at.toISOString(), id });
      return found(id);
    },
    async findByUsername(username) {
      const row = byUsername.get(username.toLowerCase());
      return row ? toStaff(row) : null;
    },
    async setLogin(id, credentials, at) {
      try {
        login.run(credentials?.username ?? null, credentials?.passwordHash ?? null, at.toISOString(), id);
      } catch (error) {
        if (isUniqueViolation(error)) return 'username-taken';
        throw error;
      }
      return found(id);
    },
    async setPin(id, pinHash, at) {
      newPin.run(pinHash, at.toISOString(), id);
      return found(id);
    },
    async recordWrongPin(id, at, { tries, lockMs }) {
      const row = wrongPin.get({ tries, until: new Date(at.getTime() + lockMs).toISOString(), id });
      return { wrongPins: row?.wrong_pins ?? 0, lockedUntil: row?.locked_until ?? null };
    },
    async clearWrongPins(id) {
      rightPin.run(id);
    },

    async addDevice({ name, keyHash, at }) {
      const id = newId();
      insertDevice.run(id, name, keyHash, at.toISOString());
      return toDevice(deviceById.get(id)!);
    },
    async listDevices() {
      return devices.all().map(toDevice);
    },
    async findDeviceByKeyHash(keyHash) {
      const row = deviceByKey.get(keyHash);
      return row ? toDevice(row) : null;
    },
    async touchDevice(id, at) {
      touch.run(at.toISOString(), id);
    },
    async revokeDevice(id, at) {
      revoke.run(at.toISOString(), id);
      const row = deviceById.get(id);
      return row ? toDevice(row) : null;
    },
  };
}
