/**
 * The owner's staff and counter devices on MongoDB. A wrong PIN is counted by one pipeline
 * update, so PINs typed at once on two counters are each counted and the lock falls once.
 */
import type { CounterDevice } from '../../contract';
import type { StaffStore, StoredStaff } from '../staff-contract';
import { isDuplicateKey, newDocumentId, type Models } from './models';
import type { CounterDeviceDoc, StaffDoc } from './staff-models';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toStaff = (doc: StaffDoc): StoredStaff => ({
  _id: doc._id,
  name: doc.name,
  role: doc.role,
  active: doc.active,
  lockedUntil: iso(doc.lockedUntil),
  username: doc.username ?? null,
  createdAt: doc.createdAt.toISOString(),
  pinHash: doc.pinHash,
  passwordHash: doc.passwordHash ?? null,
  wrongPins: doc.wrongPins,
  sessionVersion: doc.sessionVersion,
  updatedAt: doc.updatedAt.toISOString(),
});

export const toDevice = (doc: CounterDeviceDoc): CounterDevice => ({
  _id: doc._id,
  name: doc.name,
  createdAt: doc.createdAt.toISOString(),
  lastUsedAt: iso(doc.lastUsedAt),
  revokedAt: iso(doc.revokedAt),
});

export function createMongoStaffStore({ Staff, CounterDevice }: Models): StaffStore {
  const found = async (id: string) => {
    const doc = await Staff.findById(id).lean<StaffDoc>();
    return doc ? toStaff(doc) : null;
  };
  return {
    async list() {
      const docs = await Staff.find().collation({ locale: 'en', strength: 2 }).sort({ name: 1, _id: 1 });
      return docs.map((doc) => toStaff(doc.toObject<StaffDoc>()));
    },
    findById: found,
    async create({ name, role, pinHash, at }) {
      const doc: StaffDoc = {
        _id: newDocumentId(),
        name,
        role,
        pinHash,
        username: null,
        passwordHash: null,
        active: true,
        wrongPins: 0,
        lockedUntil: null,
        sessionVersion: 1,
        createdAt: at,
        updatedAt: at,
      };
      await Staff.create(doc);
      return toStaff(doc);
    },
    async update(id, { name, role, active }, at) {
      const endsSessions = [
        ...(active === false ? [{ $eq: ['$active', true] }] : []),
        ...(role ? [{ $ne: ['$role', role] }] : []),
      ];
      await Staff.updateOne({ _id: id }, [
        {
          $set: {
            sessionVersion: {
              $add: ['$sessionVersion', { $cond: [{ $or: [false, ...endsSessions] }, 1, 0] }],
            },
            ...(name === undefined ? {} : { name: { $literal: name } }),
            ...(role === undefined ? {} : { role: { $literal: role } }),
            ...(active === undefined ? {} : { active: { $literal: active } }),
            updatedAt: { $literal: at },
          },
        },
      ]);
      return found(id);
    },
    async findByUsername(username) {
      const doc = await Staff.findOne({ username: username.toLowerCase() }).lean<StaffDoc>();
      return doc ? toStaff(doc) : null;
    },
    async setLogin(id, login, at) {
      try {
        await Staff.updateOne(
          { _id: id },
          {
            $set: {
              username: login?.username ?? null,
              passwordHash: login?.passwordHash ?? null,
              updatedAt: at,
            },
            $inc: { sessionVersion: 1 },
          },
        );
      } catch (error) {
        if (isDuplicateKey(error)) return 'username-taken';
        throw error;
      }
      return found(id);
    },
    async setPin(id, pinHash, at) {
      await Staff.updateOne(
        { _id: id },
        { $set: { pinHash, wrongPins: 0, lockedUntil: null, updatedAt: at } },
      );
      return found(id);
    },
    async recordWrongPin(id, at, { tries, lockMs }) {
      const locks = { $gte: [{ $add: ['$wrongPins', 1] }, tries] };
      const doc = await Staff.findOneAndUpdate(
        { _id: id },
        [
          {
            $set: {
              lockedUntil: { $cond: [locks, { $literal: new Date(at.getTime() + lockMs) }, '$lockedUntil'] },
              wrongPins: { $cond: [locks, 0, { $add: ['$wrongPins', 1] }] },
            },
          },
        ],
        { new: true },
      ).lean<StaffDoc>();
      return { wrongPins: doc?.wrongPins ?? 0, lockedUntil: iso(doc?.lockedUntil ?? null) };
    },
    async clearWrongPins(id) {
      await Staff.updateOne({ _id: id }, { $set: { wrongPins: 0 } });
    },

    async addDevice({ name, keyHash, at }) {
      const doc: CounterDeviceDoc = {
        _id: newDocumentId(),
        name,
        keyHash,
        createdAt: at,
        lastUsedAt: null,
        revokedAt: null,
      };
      await CounterDevice.create(doc);
      return toDevice(doc);
    },
    async listDevices() {
      const docs = await CounterDevice.find().sort({ createdAt: -1, _id: -1 }).lean<CounterDeviceDoc[]>();
      return docs.map(toDevice);
    },
    async findDeviceByKeyHash(keyHash) {
      const doc = await CounterDevice.findOne({ keyHash, revokedAt: null }).lean<CounterDeviceDoc>();
      return doc ? toDevice(doc) : null;
    },
    async touchDevice(id, at) {
      await CounterDevice.updateOne({ _id: id }, { $set: { lastUsedAt: at } });
    },
    async revokeDevice(id, at) {
      await CounterDevice.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at } });
      const doc = await CounterDevice.findById(id).lean<CounterDeviceDoc>();
      return doc ? toDevice(doc) : null;
    },
  };
}
