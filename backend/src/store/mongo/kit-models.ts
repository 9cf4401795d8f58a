/** School kits as documents: each kit holds its lines, in the list's order. */
import { Schema } from 'mongoose';
import {
  ACADEMIC_YEAR_PATTERN,
  KIT_LINE_QUANTITY_MAX,
  KIT_LINES_MAX,
  KIT_PERCENT_OFF_MAX,
  KIT_PRICING_MODES,
} from '../../contract';
import type { KitPricingRecord, KitRecord } from '../records';

/**
 * `schoolKey` and `classKey` are the school and class folded (store/kit-rules.ts): with the year
 * they are the unique key, so a school's list is one kit whatever its case.
 */
export type KitDoc = { _id: string } & KitRecord<Date> & { schoolKey: string; classKey: string };

const wholeNumber = { validator: Number.isInteger, message: '{PATH} must be a whole number' };

const kitLineSchema = new Schema<KitDoc['lines'][number]>(
  {
    productId: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1, max: KIT_LINE_QUANTITY_MAX, validate: wholeNumber },
    optional: { type: Boolean, required: true },
  },
  { _id: false, strict: 'throw' },
);

/** Which of percent and pricePaise a mode needs; the other is left out. */
const neededFor = (mode: KitPricingRecord['mode']) =>
  function (this: { mode?: string } | undefined) {
    return this?.mode === mode;
  };

const kitPricingSchema = new Schema<KitPricingRecord>(
  {
    mode: { type: String, required: true, enum: [...KIT_PRICING_MODES] },
    percent: { type: Number, min: 0, max: KIT_PERCENT_OFF_MAX, required: neededFor('percentOff') },
    pricePaise: { type: Number, min: 0, validate: wholeNumber, required: neededFor('fixed') },
  },
  { _id: false, strict: 'throw' },
);

export const kitSchema = new Schema<KitDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    school: { type: String, required: true },
    className: { type: String, required: true },
    academicYear: { type: String, required: true, match: ACADEMIC_YEAR_PATTERN },
    schoolKey: { type: String, required: true },
    classKey: { type: String, required: true },
    lines: {
      type: [kitLineSchema],
      required: true,
      validate: {
        validator: (lines: unknown[]) => lines.length >= 1 && lines.length <= KIT_LINES_MAX,
        message: `a kit has 1 to ${KIT_LINES_MAX} lines`,
      },
    },
    pricing: { type: kitPricingSchema, required: true },
    published: { type: Boolean, required: true },
    notes: { type: String, default: '' },
    expectedKits: {
      type: Number,
      default: null,
      min: 1,
      validate: {
        ...wholeNumber,
        validator: (value: number | null) => value === null || Number.isInteger(value),
      },
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'kits', strict: 'throw', versionKey: false, timestamps: false },
);
kitSchema.index({ schoolKey: 1, classKey: 1, academicYear: 1 }, { unique: true });
// The storefront's list reads published kits only.
kitSchema.index({ published: 1, schoolKey: 1 });
