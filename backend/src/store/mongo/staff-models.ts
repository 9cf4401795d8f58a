/** The owner's staff and the devices opened as counters, as documents. */
import { Schema } from 'mongoose';
import { STAFF_ROLES } from '../../contract';
import type { CounterDeviceRecord, StaffRecord } from '../records';

export type StaffDoc = { _id: string } & StaffRecord<Date>;

export type CounterDeviceDoc = { _id: string } & CounterDeviceRecord<Date>;

export const staffSchema = new Schema<StaffDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, required: true, enum: [...STAFF_ROLES] },
    pinHash: { type: String, required: true },
    active: { type: Boolean, required: true },
    wrongPins: { type: Number, required: true, min: 0 },
    lockedUntil: { type: Date, default: null },
    sessionVersion: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'staff', strict: 'throw', versionKey: false, timestamps: false },
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
