/**
 * The counter's cash drawer as documents. `CounterDay` is the sales' number series; these are the
 * drawer's days (DrawerDay) and the cash put in and taken out (CashMovement).
 */
import { Schema } from 'mongoose';
import { CASH_MOVEMENT_TYPES, INDIA_DAY_PATTERN } from '../../contract';
import type { CashMovementRecord, DrawerDayRecord } from '../records';
import { staffRefOrNull } from './staff-models';

/**
 * `openKey` is 'open' while the day is open and absent once closed: its unique index allows one
 * open day. Days opened before days named who opened them have no `openedBy`.
 */
export type DrawerDayDoc = { _id: string } & Omit<DrawerDayRecord<Date>, 'openedBy'> &
  Partial<Pick<DrawerDayRecord<Date>, 'openedBy'>> & { openKey?: 'open' };

/** Movements from before movements named anyone have no `by`. */
export type CashMovementDoc = { _id: string } & Omit<CashMovementRecord<Date>, 'by'> &
  Partial<Pick<CashMovementRecord<Date>, 'by'>>;

const wholePaise = (min: number) => ({
  type: Number,
  min,
  validate: { validator: (value: unknown) => value === null || Number.isInteger(value) },
});

export const drawerDaySchema = new Schema<DrawerDayDoc>(
  {
    _id: { type: String, required: true },
    date: { type: String, required: true, match: INDIA_DAY_PATTERN },
    openedAt: { type: Date, required: true },
    floatPaise: { ...wholePaise(0), required: true },
    closedAt: { type: Date, default: null },
    countedPaise: { ...wholePaise(0), default: null },
    report: { type: Schema.Types.Mixed, default: null },
    openedBy: staffRefOrNull,
    openKey: { type: String, enum: ['open'] },
  },
  { collection: 'drawerdays', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
drawerDaySchema.index(
  { openKey: 1 },
  { unique: true, partialFilterExpression: { openKey: { $type: 'string' } } },
);
drawerDaySchema.index({ date: -1, openedAt: -1 });
drawerDaySchema.index({ closedAt: -1 }, { partialFilterExpression: { closedAt: { $type: 'date' } } });

export const cashMovementSchema = new Schema<CashMovementDoc>(
  {
    _id: { type: String, required: true },
    dayId: { type: String, required: true },
    at: { type: Date, required: true },
    type: { type: String, required: true, enum: [...CASH_MOVEMENT_TYPES] },
    amountPaise: { ...wholePaise(1), required: true },
    reason: { type: String, required: true },
    by: staffRefOrNull,
  },
  { collection: 'cashmovements', strict: 'throw', versionKey: false, timestamps: false },
);
cashMovementSchema.index({ dayId: 1, at: 1, _id: 1 });
