/** The print part's documents: the owner's rate card and uploaded print jobs (their bytes are in GridFS). */
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import { PRINT_BINDINGS, PRINT_COLOURS, PRINT_SIDES } from '../../contract';
import type { PrintJobLineRecord, PrintJobRecord, PrintRatesRecord } from '../records';

/** Paise, as every amount the store keeps. */
export type PrintRatesDoc = { _id: 'rates' } & PrintRatesRecord;

export type PrintJobDoc = { _id: string } & PrintJobRecord<Date> & {
    /** The GridFS file holding the bytes; null once deleted. */
    fileId: mongoose.Types.ObjectId | null;
  };

export const printRatesSchema = new Schema<PrintRatesDoc>(
  {
    _id: { type: String },
    bwSingle: Number,
    bwDouble: Number,
    colourSingle: Number,
    colourDouble: Number,
    binding: { none: Number, staple: Number, spiral: Number },
  },
  { collection: 'printrates', versionKey: false },
);

export const printJobSchema = new Schema<PrintJobDoc>(
  {
    _id: { type: String },
    customerUid: { type: String, required: true },
    fileName: { type: String, required: true },
    pages: { type: Number, required: true },
    bytes: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    orderId: { type: String, default: null },
    fileId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'printjobs', versionKey: false },
);
printJobSchema.index({ customerUid: 1, orderId: 1 });
printJobSchema.index({ createdAt: 1 }, { partialFilterExpression: { orderId: null } });

export type PrintJobLineDoc = PrintJobLineRecord;

const count = { type: Number, required: true, min: 1, validate: Number.isInteger };

export const printJobLineSchema = new Schema<PrintJobLineDoc>(
  {
    jobId: { type: String, required: true },
    colour: { type: String, required: true, enum: [...PRINT_COLOURS] },
    sides: { type: String, required: true, enum: [...PRINT_SIDES] },
    copies: count,
    range: { type: String, default: '' },
    binding: { type: String, required: true, enum: [...PRINT_BINDINGS] },
    fileName: { type: String, required: true },
    documentPages: count,
    pages: count,
    printedSides: count,
    sheets: count,
    printed: { type: Boolean, required: true, default: false },
  },
  { _id: false, strict: 'throw' },
);
