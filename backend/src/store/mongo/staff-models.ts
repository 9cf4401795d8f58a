/** The owner's staff, the devices opened as counters and the audit log, as documents. */
import { Schema } from 'mongoose';
import { AUDIT_ACTIONS, STAFF_ROLES, type AuditEntry, type StaffRef } from '../../contract';
import type { CounterDeviceRecord, StaffRecord } from '../records';

export type StaffDoc = { _id: string } & StaffRecord<Date>;

export type CounterDeviceDoc = { _id: string } & CounterDeviceRecord<Date>;

/** Who did something, as a record names them: by id and by the name they had then. */
export const staffRefSchema = new Schema<StaffRef>(
  { id: { type: String, required: true }, name: { type: String, default: '' } },
  { _id: false, strict: 'throw' },
);

/** A record's who, null while it names nobody (and absent on records from before it named anyone). */
export const staffRefOrNull = { type: staffRefSchema, default: null };

export const staffSchema = new Schema<StaffDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, required: true, enum: [...STAFF_ROLES] },
    pinHash: { type: String, required: true },
    username: { type: String, default: null },
    passwordHash: { type: String, default: null },
    active: { type: Boolean, required: true },
    wrongPins: { type: Number, required: true, min: 0 },
    lockedUntil: { type: Date, default: null },
    sessionVersion: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'staff', strict: 'throw', versionKey: false, timestamps: false },
);
// Unique among those who have one; a member without a login has none to clash.
staffSchema.index(
  { username: 1 },
  { unique: true, partialFilterExpression: { username: { $type: 'string' } } },
);

export const counterDeviceSchema = new Schema<CounterDeviceDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    keyHash: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'counterdevices', strict: 'throw', versionKey: false, timestamps: false },
);
counterDeviceSchema.index({ createdAt: -1, _id: -1 });

/** An audit entry, its sequence number as its id; the time a Date. */
export type AuditDoc = Omit<AuditEntry, 'seq' | 'at'> & { _id: number; at: Date };

export const auditSchema = new Schema<AuditDoc>(
  {
    _id: { type: Number, required: true },
    at: { type: Date, required: true },
    actor: {
      type: new Schema(
        {
          id: { type: String, required: true },
          name: { type: String, default: '' },
          role: { type: String, required: true, enum: ['owner', ...STAFF_ROLES] },
        },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
    action: { type: String, required: true, enum: [...AUDIT_ACTIONS] },
    subject: { type: String, default: '' },
    details: { type: Schema.Types.Mixed, default: {} },
    prevHash: { type: String, required: true },
    hash: { type: String, required: true },
  },
  { collection: 'auditlog', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
auditSchema.index({ at: -1 });
auditSchema.index({ 'actor.id': 1, _id: -1 });
