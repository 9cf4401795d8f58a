/** The billing part's documents: bills and credit notes (lines embedded) and each series' last serial. */
import { Schema } from 'mongoose';
import {
  DOCUMENT_TITLES,
  GST_MODES,
  GST_RATES,
  INDIA_DAY_PATTERN,
  INVOICE_KINDS,
  ORDER_CHANNELS,
  PAYMENT_METHODS,
  TENDER_METHODS,
  UNITS,
} from '../../contract';
import type { BillLineRecord, BillRecord } from '../records';

/** A bill as kept; `_id` is its number. */
export type InvoiceDoc = { _id: string } & BillRecord<Date>;

/** The last serial a series gave out; `_id` is the series ("SB/25-26/"). */
export interface InvoiceSeriesDoc {
  _id: string;
  last: number;
}

/** What an order carries of its bill, so every read of an order has it without a second query. */
export interface InvoiceRefDoc {
  number: string;
  date: string;
  kind: string;
  /** Absent from what an order stored before headings were kept (invoiceRefOf fills it in). */
  title?: string;
  cancelled: boolean;
}

const text = { type: String, required: true };
const textOrEmpty = { type: String, default: '' };
const paise = { type: Number, required: true, min: 0, validate: Number.isInteger };
const nullable = { type: String, default: null };
const day = { type: String, required: true, match: INDIA_DAY_PATTERN };
const strict = { _id: false, strict: 'throw' } as const;

const lineSchema = new Schema<BillLineRecord>(
  {
    productId: nullable,
    title: text,
    quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
    // Null on a line billed before units were kept.
    unit: { type: String, default: null, enum: [...UNITS, null] },
    pricePaise: paise,
    amountPaise: paise,
    hsn: text,
    rate: { type: Number, required: true, enum: [...GST_RATES] },
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
  },
  strict,
);

export const invoiceSchema = new Schema<InvoiceDoc>(
  {
    _id: text,
    series: text,
    serial: { type: Number, required: true, min: 1, validate: Number.isInteger },
    kind: { type: String, required: true, enum: [...INVOICE_KINDS] },
    // Absent from bills stored before headings were kept; the upgrade sets them (upgrades.ts).
    title: { type: String, enum: [...DOCUMENT_TITLES] },
    at: { type: Date, required: true },
    date: day,
    cancelled: { type: Boolean, required: true },
    orderId: text,
    returnId: nullable,
    customerUid: text,
    channel: { type: String, required: true, enum: [...ORDER_CHANNELS] },
    paymentMethod: { type: String, default: null, enum: [...PAYMENT_METHODS, null] },
    paymentParts: {
      type: [
        new Schema(
          {
            method: { type: String, required: true, enum: [...TENDER_METHODS] },
            amountPaise: { type: Number, required: true, min: 0 },
            reference: { type: String, default: null },
          },
          { _id: false, strict: 'throw' },
        ),
      ],
      default: null,
    },
    seller: {
      type: new Schema<InvoiceDoc['seller']>(
        {
          legalName: textOrEmpty,
          address: textOrEmpty,
          gstin: textOrEmpty,
          gstMode: { type: String, enum: [...GST_MODES] },
        },
        strict,
      ),
      required: true,
    },
    buyer: {
      type: new Schema<InvoiceDoc['buyer']>(
        // Bills stored before addresses were kept have none (read as null).
        { name: textOrEmpty, gstin: nullable, address: nullable, state: nullable, stateCode: nullable },
        strict,
      ),
      required: true,
    },
    lines: { type: [lineSchema], required: true },
    totals: {
      type: new Schema<InvoiceDoc['totals']>(
        { amountPaise: paise, taxablePaise: paise, cgstPaise: paise, sgstPaise: paise },
        strict,
      ),
      required: true,
    },
    original: { type: new Schema({ number: text, date: day }, strict), default: null },
  },
  { collection: 'invoices', strict: 'throw', versionKey: false, timestamps: false },
);
// No serial is given twice in a series, whatever two processes do.
invoiceSchema.index({ series: 1, serial: 1 }, { unique: true });
// One bill per sale (returnId null) and one credit note per return.
invoiceSchema.index({ orderId: 1, returnId: 1 }, { unique: true });
invoiceSchema.index({ at: 1, _id: 1 });

export const invoiceSeriesSchema = new Schema<InvoiceSeriesDoc>(
  { _id: text, last: { type: Number, required: true, min: 0, validate: Number.isInteger } },
  { collection: 'invoiceseries', strict: 'throw', versionKey: false, timestamps: false },
);

export const invoiceRefSchema = new Schema<InvoiceRefDoc>(
  {
    number: text,
    date: day,
    kind: { type: String, required: true, enum: [...INVOICE_KINDS] },
    title: { type: String, enum: [...DOCUMENT_TITLES] },
    cancelled: { type: Boolean, default: false },
  },
  strict,
);
