import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import {
  DEFAULT_LANGUAGE,
  HSN_PATTERN,
  INDIA_DAY_PATTERN,
  isGstRate,
  ORDER_CHANNELS,
  LANGUAGES,
  DEFAULT_UNIT,
  UNITS,
} from '../../contract';
import {
  CATEGORIES,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  ORDER_STATUSES,
  NOTICE_KINDS,
  NOTICE_STATES,
  TENDER_METHODS,
  STOCK_REASONS,
  type Address,
} from '../store';
import type {
  AdminRecord,
  BackInStockRecord,
  BookRecord,
  NoticeRecord,
  OrderLineRecord,
  OrderRecord,
  PaymentRecord,
  ReturnLineRecord,
  ReturnRecord,
  SaleRecord,
  StatusChangeRecord,
  StockMovementRecord,
} from '../records';
import { invoiceRefSchema, invoiceSchema, invoiceSeriesSchema, type InvoiceRefDoc } from './invoice-models';
import { printJobLineSchema, printJobSchema, printRatesSchema } from './print-models';
import { cashMovementSchema, drawerDaySchema } from './drawer-models';
import { kitSchema } from './kit-models';
import { auditSchema, counterDeviceSchema, staffRefOrNull, staffSchema } from './staff-models';
import { accountEntrySchema, customerSchema } from './customer-models';
import {
  purchaseOrderSchema,
  purchaseSchema,
  supplierPaymentSchema,
  supplierSchema,
} from './supplier-models';

/**
 * Books written before stock existed have no `stock` (read as null), those before a book's
 * details none of `author`, `publisher`, `language`, those before barcodes no `barcode`, and
 * those before an item's own tax no `hsn` or `gstRate` (each read as null); `unitsSold` is absent until the first upgrade has counted it, `onHand` and
 * `committed` until the fourth.
 */
export type BookDoc = { _id: string } & BookRecord<Date> & {
    /** Absent on items never bought on a purchase bill. */
    costPaise?: number | null;
    lastSupplierId?: string | null;
    /** Absent until the owner sets when to reorder the item. */
    reorderLevel?: number | null;
    reorderQuantity?: number | null;
    /** Folded words of the title (store/search-terms.ts), for ranking title matches first. */
    titleWords?: string[];
    /** Folded words of the title, description and details, searched by prefix; absent before the upgrade. */
    searchWords?: string[];
  };

/** Lines written before quantities existed have none, and were one unit each. */
export type OrderLineDoc = OrderLineRecord;

/** Changes from before the history named who made them have no `by`. */
export type StatusChangeDoc = Omit<StatusChangeRecord<Date>, 'by'> &
  Partial<Pick<StatusChangeRecord<Date>, 'by'>>;

/**
 * Orders written before counter sales have no `channel` (read as online) and no `sale` (read as
 * null); those before phone sign-in no `verifiedPhone` (read as null) and no `locale` (read as
 * English). `returned` (units per item handed back so far) is absent until an order's first return:
 * the one document a return and a void both update under a guard, so no more units come back than
 * were sold and a sale with returns is never voided, with or without a transaction.
 */
export type OrderDoc = { _id: string } & Omit<OrderRecord<Date>, OlderOrderField | 'statusHistory'> &
  Partial<Pick<OrderRecord<Date>, OlderOrderField>> & {
    statusHistory: StatusChangeDoc[];
    returned?: Record<string, number>;
    /** Its bill, set in the write that issues it; absent or null before (and before bills). */
    invoice?: InvoiceRefDoc | null;
  };

/** Absent from orders stored before each was kept (customerId: before customers' accounts). */
type OlderOrderField = 'channel' | 'sale' | 'verifiedPhone' | 'locale' | 'customerId';

/**
 * Sales from before sales named who made and voided them have no `cashier`, `by` or `approvedBy`;
 * those from before they named a price's approver no `priceApprovedBy`.
 */
export type SaleDoc = Omit<SaleRecord<Date>, 'cashier' | 'priceApprovedBy' | 'voided'> &
  Partial<Pick<SaleRecord<Date>, 'cashier' | 'priceApprovedBy'>> & {
    voided:
      | (Omit<NonNullable<SaleRecord<Date>['voided']>, 'by' | 'approvedBy'> &
          Partial<Pick<NonNullable<SaleRecord<Date>['voided']>, 'by' | 'approvedBy'>>)
      | null;
  };

/** `creditNote` is absent on returns from before bills, `by` and `approvedBy` on those from before they were named. */
export type ReturnDoc = { _id: string } & Omit<ReturnRecord<Date>, 'by' | 'approvedBy'> &
  Partial<Pick<ReturnRecord<Date>, 'by' | 'approvedBy'>> & { creditNote?: { number: string } | null };

/** The last number a counter day's series gave out; `_id` is the India day (YYYY-MM-DD). */
export interface CounterDayDoc {
  _id: string;
  last: number;
}

export type PaymentDoc = PaymentRecord<Date>;

/** Notices from before a notice could name several items have no `bookIds`: they name their `bookId`. */
export type NoticeDoc = { _id: string } & Omit<NoticeRecord<Date>, 'bookIds'> & {
    bookIds?: string[];
    /** Until when a sender holds the notice, so no other process sends it meanwhile. */
    leaseUntil: Date | null;
  };

/**
 * A customer waiting for an item; `waitingKey` (item and customer) only while they wait. Requests
 * from before verified numbers were told apart have no `phoneVerified` (read as false: typed).
 */
export type BackInStockDoc = { _id: string } & Omit<BackInStockRecord<Date>, 'phoneVerified'> & {
    phoneVerified?: boolean;
    waitingKey?: string;
  };

export type AdminDoc = { _id: string } & AdminRecord<Date> & {
    /** Lowercased username: the unique key, so 'Owner' and 'owner' are one account. */
    usernameKey: string;
  };

export interface IdempotencyKeyDoc {
  _id: string;
  customerUid: string;
  key: string;
  fingerprint: string;
  orderId: string;
  createdAt: Date;
}

/** Movements from before movements named anyone have no `by`. */
export type StockMovementDoc = { _id: string } & Omit<StockMovementRecord<Date>, 'by'> &
  Partial<Pick<StockMovementRecord<Date>, 'by'>>;

/** `_id` is the rate-limit key. */
export interface RateLimitDoc {
  _id: string;
  count: number;
  resetAt: Date;
}

/** The owner's settings, one document per name ("tax"), saved whole. */
export interface SettingDoc {
  _id: string;
  value: Record<string, unknown>;
  updatedAt: Date;
}

/** Named counters; 'catalogue' is bumped after every book write, 'schema' counts the upgrades run. */
export interface CounterDoc {
  _id: string;
  value: number;
}

/** `_id` is the secret's name. */
export interface SecretDoc {
  _id: string;
  value: string;
  createdAt: Date;
}

/** Sorting and filtering compare titles this way, like SQLite's NOCASE. */
export const TITLE_COLLATION = { locale: 'en', strength: 2 } as const;

/**
 * ObjectId hex: 24 characters like newId(), but it grows with time and, within one process, with a
 * counter, so sorting by `_id` breaks createdAt ties in insertion order, as SQLite's rowid does.
 */
export const newDocumentId = (): string => new mongoose.Types.ObjectId().toHexString();

/** A unique index refused the write. */
export const isDuplicateKey = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;

const id = { type: String, required: true };
const text = { type: String, required: true };
const date = { type: Date, required: true };
const paise = {
  type: Number,
  required: true,
  min: 0,
  validate: { validator: Number.isInteger, message: '{PATH} must be whole paise' },
};
const paiseOrNull = {
  type: Number,
  default: null,
  min: 0,
  validate: {
    validator: (value: unknown) => value === null || Number.isInteger(value),
    message: '{PATH} must be whole paise',
  },
};
const wholeUnits = { type: Number, required: true, min: 1, validate: Number.isInteger };
const options = (collection: string) =>
  ({ collection, strict: 'throw', versionKey: false, timestamps: false }) as const;

const bookSchema = new Schema<BookDoc>(
  {
    _id: id,
    title: text,
    description: text,
    category: { type: String, required: true, enum: [...CATEGORIES] },
    trending: { type: Boolean, required: true },
    oldPricePaise: paise,
    newPricePaise: paise,
    coverImage: text,
    unitsSold: { type: Number, required: true, min: 0, default: 0 },
    stock: {
      type: Number,
      default: null,
      min: 0,
      validate: {
        validator: (value: unknown) => value === null || Number.isInteger(value),
        message: 'stock must be whole units',
      },
    },
    onHand: { type: Number, default: null, min: 0 },
    committed: { type: Number, default: 0, min: 0 },
    // What a unit cost the shop (the weighted average of its purchases) and who sold it last.
    costPaise: { type: Number, default: null, min: 0 },
    lastSupplierId: { type: String, default: null },
    reorderLevel: { type: Number, default: null, min: 0 },
    reorderQuantity: { type: Number, default: null, min: 1 },
    sku: { type: String, default: null },
    barcode: { type: String, default: null },
    author: { type: String, default: null },
    publisher: { type: String, default: null },
    language: { type: String, default: null },
    hsn: { type: String, default: null, match: HSN_PATTERN },
    gstRate: {
      type: Number,
      default: null,
      validate: {
        validator: (value: unknown) => value === null || (typeof value === 'number' && isGstRate(value)),
        message: 'gstRate must be a GST rate',
      },
    },
    unit: { type: String, default: DEFAULT_UNIT, enum: [...UNITS] },
    titleWords: { type: [String], default: undefined },
    searchWords: { type: [String], default: undefined },
    createdAt: date,
    updatedAt: date,
  },
  options('books'),
);
// A prefix search (/^term/) on each word reads a range of this multikey index.
bookSchema.index({ searchWords: 1 });
bookSchema.index({ category: 1, createdAt: -1, _id: -1 });
bookSchema.index({ trending: 1, createdAt: -1, _id: -1 });
bookSchema.index({ createdAt: -1, _id: -1 });
bookSchema.index({ newPricePaise: 1, _id: 1 });
bookSchema.index({ title: 1, _id: 1 }, { collation: TITLE_COLLATION });
bookSchema.index({ unitsSold: -1, createdAt: -1, _id: -1 });
bookSchema.index({ category: 1, unitsSold: -1, createdAt: -1, _id: -1 });
// Unique whatever its case, and only where set: many books have no SKU.
bookSchema.index(
  { sku: 1 },
  { unique: true, collation: TITLE_COLLATION, partialFilterExpression: { sku: { $type: 'string' } } },
);
// Unique where set, as the SKU; digits only, so no collation. The counter finds an item by it.
bookSchema.index({ barcode: 1 }, { unique: true, partialFilterExpression: { barcode: { $type: 'string' } } });

/**
 * Required of an online order only: a counter sale has no address, and its buyer's name and phone
 * only when the owner asked. `this` is the order or its address (whose owner is the order); an
 * update's validators give none, and the field stays required.
 */
function requiredOnline(this: unknown): boolean {
  const validated = this as { ownerDocument?(): { get(path: string): unknown } } | undefined;
  return validated?.ownerDocument?.().get('channel') !== 'counter';
}
const onlineText = { type: String, default: '', required: requiredOnline };

/** An online order's e-mail is required, unless its customer signed in by phone and has none. */
function requiredEmail(this: unknown): boolean {
  const order = this as { get?(path: string): unknown } | undefined;
  return requiredOnline.call(this) && !order?.get?.('verifiedPhone');
}

const addressSchema = new Schema<Address>(
  {
    // Orders copied from before SQLite kept the street line have an empty one.
    street: { type: String, default: '' },
    city: onlineText,
    state: onlineText,
    country: onlineText,
    zipcode: onlineText,
  },
  { _id: false, strict: 'throw' },
);

/** The kit an order's book line came from, as it was when ordered. */
const lineKitSchema = new Schema<NonNullable<OrderLineDoc['kit']>>(
  {
    _id: { type: String, required: true },
    title: text,
    school: text,
    className: text,
    kits: wholeUnits,
    group: { type: Number, required: true, min: 0, validate: Number.isInteger },
  },
  { _id: false, strict: 'throw' },
);

const lineSchema = new Schema<OrderLineDoc>(
  {
    // Every line is a book or a print job.
    bookId: {
      type: String,
      required(this: OrderLineDoc) {
        return !this.printJob;
      },
    },
    title: text,
    pricePaise: paise,
    coverImage: { type: String, default: '' },
    quantity: { type: Number, required: true, min: 1, default: 1, validate: Number.isInteger },
    printJob: { type: printJobLineSchema, required: false },
    kit: { type: lineKitSchema, required: false },
    // What a unit cost the shop when it was sold; absent before costs were kept, or without one.
    costPaise: { type: Number, required: false, min: 0 },
  },
  { _id: false, strict: 'throw' },
);

const statusChangeSchema = new Schema<StatusChangeDoc>(
  { status: { type: String, required: true, enum: [...ORDER_STATUSES] }, at: date, by: staffRefOrNull },
  { _id: false, strict: 'throw' },
);

const paymentSchema = new Schema<PaymentDoc>(
  {
    method: { type: String, required: true, enum: [...TENDER_METHODS] },
    reference: { type: String, default: null },
    at: date,
    parts: {
      type: [
        new Schema(
          {
            method: { type: String, required: true, enum: [...TENDER_METHODS] },
            amountPaise: paise,
            reference: { type: String, default: null },
          },
          { _id: false, strict: 'throw' },
        ),
      ],
      default: undefined,
    },
  },
  { _id: false, strict: 'throw' },
);

const saleSchema = new Schema<SaleDoc>(
  {
    number: wholeUnits,
    day: { type: String, required: true, match: INDIA_DAY_PATTERN },
    tenderedPaise: paiseOrNull,
    changePaise: paiseOrNull,
    cashier: staffRefOrNull,
    priceApprovedBy: staffRefOrNull,
    voided: {
      type: new Schema<NonNullable<SaleDoc['voided']>>(
        { reason: { type: String, default: '' }, at: date, by: staffRefOrNull, approvedBy: staffRefOrNull },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
  },
  { _id: false, strict: 'throw' },
);

const orderSchema = new Schema<OrderDoc>(
  {
    _id: id,
    channel: { type: String, enum: [...ORDER_CHANNELS], default: 'online' },
    customerUid: text,
    email: { type: String, default: '', required: requiredEmail },
    emailVerified: { type: Boolean, default: false },
    verifiedPhone: { type: String, default: null },
    locale: { type: String, enum: [...LANGUAGES], default: DEFAULT_LANGUAGE },
    name: onlineText,
    phone: onlineText,
    address: { type: addressSchema, required: true },
    lines: { type: [lineSchema], required: true },
    totalPaise: paise,
    status: { type: String, required: true, enum: [...ORDER_STATUSES] },
    statusHistory: { type: [statusChangeSchema], required: true },
    pickupCode: text,
    holdUntil: { type: Date, default: null },
    payment: { type: paymentSchema, default: null },
    customerId: { type: String, default: null },
    sale: { type: saleSchema, default: null },
    invoice: { type: invoiceRefSchema, default: null },
    returned: { type: Map, of: Number, default: undefined },
    createdAt: date,
    updatedAt: date,
  },
  options('orders'),
);
orderSchema.index({ email: 1, createdAt: -1, _id: -1 });
orderSchema.index({ customerUid: 1, createdAt: -1, _id: -1 });
orderSchema.index({ createdAt: -1, _id: -1 });
orderSchema.index({ status: 1 });
orderSchema.index({ pickupCode: 1 }, { unique: true });
orderSchema.index({ status: 1, holdUntil: 1 });
// The drawer's reports sum the payments taken between two moments.
orderSchema.index({ 'payment.at': 1 }, { partialFilterExpression: { 'payment.at': { $type: 'date' } } });
// One sale per number of a day's series, whatever two processes do; a day's sales are found by it too.
orderSchema.index(
  { 'sale.day': 1, 'sale.number': 1 },
  { unique: true, partialFilterExpression: { 'sale.day': { $exists: true } } },
);

const returnLineSchema = new Schema<ReturnLineRecord>(
  { productId: text, title: text, quantity: wholeUnits, pricePaise: paise },
  { _id: false, strict: 'throw' },
);

const returnSchema = new Schema<ReturnDoc>(
  {
    _id: id,
    orderId: text,
    at: date,
    items: { type: [returnLineSchema], required: true },
    refund: {
      type: new Schema<ReturnDoc['refund']>(
        {
          method: { type: String, required: true, enum: [...TENDER_METHODS] },
          reference: { type: String, default: null },
        },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
    amountPaise: paise,
    reason: { type: String, default: '' },
    by: staffRefOrNull,
    approvedBy: staffRefOrNull,
    creditNote: {
      type: new Schema<{ number: string }>({ number: text }, { _id: false, strict: 'throw' }),
      default: null,
    },
  },
  options('order_returns'),
);
returnSchema.index({ orderId: 1, at: 1, _id: 1 });
// A day's refunds, and the takings since a moment.
returnSchema.index({ at: 1 });

const counterDaySchema = new Schema<CounterDayDoc>(
  { _id: id, last: { type: Number, required: true, min: 0, validate: Number.isInteger } },
  options('counterdays'),
);

const adminSchema = new Schema<AdminDoc>(
  { _id: id, username: text, usernameKey: text, displayName: text, passwordHash: text, createdAt: date },
  options('admins'),
);
adminSchema.index({ usernameKey: 1 }, { unique: true });

const idempotencyKeySchema = new Schema<IdempotencyKeyDoc>(
  { _id: id, customerUid: text, key: text, fingerprint: text, orderId: text, createdAt: date },
  options('idempotency_keys'),
);
idempotencyKeySchema.index({ customerUid: 1, key: 1 }, { unique: true });
idempotencyKeySchema.index({ createdAt: 1 }, { expireAfterSeconds: IDEMPOTENCY_KEY_LIFETIME_MS / 1000 });

const rateLimitSchema = new Schema<RateLimitDoc>(
  { _id: id, count: { type: Number, required: true, min: 0 }, resetAt: date },
  options('rate_limits'),
);
// Expires each window at its resetAt; hit() treats a passed resetAt as expired before the sweep runs.
rateLimitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

const counterSchema = new Schema<CounterDoc>(
  { _id: id, value: { type: Number, required: true } },
  options('counters'),
);

const settingSchema = new Schema<SettingDoc>(
  { _id: id, value: { type: Schema.Types.Mixed, required: true }, updatedAt: date },
  options('settings'),
);

const secretSchema = new Schema<SecretDoc>({ _id: id, value: text, createdAt: date }, options('secrets'));

const stockMovementSchema = new Schema<StockMovementDoc>(
  {
    _id: id,
    bookId: text,
    at: date,
    change: { type: Number, required: true, validate: Number.isInteger },
    reason: { type: String, required: true, enum: [...STOCK_REASONS] },
    stockAfter: { type: Number, default: null },
    orderId: { type: String, default: null },
    ownerId: { type: String, default: null },
    by: staffRefOrNull,
    // Only on the movements of a purchase bill and its cancel.
    purchaseId: { type: String },
  },
  options('stock_movements'),
);
stockMovementSchema.index({ bookId: 1, at: -1, _id: -1 });
// A cancel reads what its order took from a count.
stockMovementSchema.index({ orderId: 1 }, { partialFilterExpression: { orderId: { $type: 'string' } } });

const noticeSchema = new Schema<NoticeDoc>(
  {
    _id: id,
    orderId: { type: String, default: null },
    bookId: { type: String, default: null },
    bookIds: { type: [String], default: undefined },
    phone: { type: String, default: null },
    kind: { type: String, required: true, enum: [...NOTICE_KINDS] },
    recipient: text,
    subject: text,
    text,
    state: { type: String, required: true, enum: [...NOTICE_STATES] },
    attempts: { type: Number, required: true, min: 0 },
    lastError: { type: String, default: null },
    createdAt: date,
    sentAt: { type: Date, default: null },
    nextAttemptAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: null },
  },
  options('notices'),
);
noticeSchema.index({ createdAt: -1, _id: -1 });
noticeSchema.index({ state: 1, nextAttemptAt: 1 });
// The back-in-stock notices to a number, read before another is written to it.
noticeSchema.index({ phone: 1 }, { partialFilterExpression: { phone: { $type: 'string' } } });

const backInStockSchema = new Schema<BackInStockDoc>(
  {
    _id: id,
    bookId: text,
    customerUid: text,
    email: text,
    emailVerified: { type: Boolean, required: true },
    phone: { type: String, default: null },
    phoneVerified: { type: Boolean, default: false },
    createdAt: date,
    notifiedAt: { type: Date, default: null },
    waitingKey: { type: String },
  },
  options('backinstockrequests'),
);
// One waiting request per customer and item; a notified one gives up its key.
backInStockSchema.index(
  { waitingKey: 1 },
  { unique: true, partialFilterExpression: { waitingKey: { $type: 'string' } } },
);
backInStockSchema.index({ createdAt: 1, _id: 1 });
// A customer's waiting requests, counted against the limit on typed numbers; those on a number, told at once.
backInStockSchema.index({ customerUid: 1 }, { partialFilterExpression: { waitingKey: { $type: 'string' } } });
backInStockSchema.index({ phone: 1 }, { partialFilterExpression: { waitingKey: { $type: 'string' } } });

/** Every model's schema, by the model's name; each schema names its collection. */
export const schemas = {
  Book: bookSchema,
  Order: orderSchema,
  Admin: adminSchema,
  IdempotencyKey: idempotencyKeySchema,
  RateLimit: rateLimitSchema,
  Counter: counterSchema,
  Secret: secretSchema,
  Setting: settingSchema,
  StockMovement: stockMovementSchema,
  Notice: noticeSchema,
  BackInStock: backInStockSchema,
  Return: returnSchema,
  CounterDay: counterDaySchema,
  DrawerDay: drawerDaySchema,
  CashMovement: cashMovementSchema,
  Invoice: invoiceSchema,
  InvoiceSeries: invoiceSeriesSchema,
  PrintRates: printRatesSchema,
  PrintJob: printJobSchema,
  Kit: kitSchema,
  Staff: staffSchema,
  CounterDevice: counterDeviceSchema,
  AuditEntry: auditSchema,
  Customer: customerSchema,
  AccountEntry: accountEntrySchema,
  Supplier: supplierSchema,
  Purchase: purchaseSchema,
  SupplierPayment: supplierPaymentSchema,
  PurchaseOrder: purchaseOrderSchema,
};

/** A schema's documents. */
type DocOf<S> = S extends Schema<infer Doc> ? Doc : never;

/** The models the store uses, by name: one per schema above, typed by its documents. */
export type Models = { [Name in keyof typeof schemas]: Model<DocOf<(typeof schemas)[Name]>> };

/** Models bound to one connection, so several stores (tests, databases) never share state. */
export function createModels(connection: Connection): Models {
  const models = Object.entries(schemas).map(([name, schema]) => [name, connection.model(name, schema)]);
  return Object.fromEntries(models) as Models;
}

/** Builds every index before the first write; the unique ones carry the store's atomicity. */
export async function ensureIndexes(models: Models): Promise<void> {
  await Promise.all(Object.values(models).map((model) => model.init()));
}
