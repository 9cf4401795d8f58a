/** The customers the shop knows, as documents: the credit limit in paise. */
import { Schema } from 'mongoose';
import { ACCOUNT_ENTRY_KINDS, LANGUAGES, PAYMENT_METHODS, type ShopCustomer } from '../../contract';
import type { AccountEntryRecord } from '../account-contract';

export type CustomerDoc = { _id: string } & Omit<
  ShopCustomer,
  '_id' | 'creditLimit' | 'createdAt' | 'updatedAt' | 'remindedAt'
> & {
    creditLimitPaise: number;
    /** Absent on customers never reminded. */
    remindedAt?: Date | null;
    /** Moves with every entry of the account: an entry written on an older read is refused. */
    ledgerVersion?: number;
    createdAt: Date;
    updatedAt: Date;
  };

/** An entry of a customer's account; the balance is the sum of a customer's `amountPaise`. */
export type AccountEntryDoc = AccountEntryRecord;

export const customerSchema = new Schema<CustomerDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true, unique: true },
    gstin: { type: String, default: null },
    address: { type: String, default: null },
    state: { type: String, default: null },
    stateCode: { type: String, default: null },
    creditLimitPaise: { type: Number, required: true, min: 0 },
    language: { type: String, required: true, enum: [...LANGUAGES] },
    notes: { type: String, default: '' },
    ledgerVersion: { type: Number, default: 0 },
    remindedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'customers', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
customerSchema.index({ name: 1, _id: 1 }, { collation: { locale: 'en', strength: 2 } });

const staffRef = {
  type: new Schema(
    { id: { type: String, required: true }, name: { type: String, default: '' } },
    {
      _id: false,
      strict: 'throw',
    },
  ),
  default: null,
};

export const accountEntrySchema = new Schema<AccountEntryDoc>(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true },
    kind: { type: String, required: true, enum: [...ACCOUNT_ENTRY_KINDS] },
    amountPaise: { type: Number, required: true, validate: Number.isInteger },
    at: { type: Date, required: true },
    date: { type: String, required: true },
    document: { type: String, default: null },
    orderId: { type: String, default: null },
    method: { type: String, default: null, enum: [...PAYMENT_METHODS, null] },
    reference: { type: String, default: null },
    note: { type: String, default: null },
    advance: { type: Boolean, default: false },
    by: staffRef,
  },
  { collection: 'account_entries', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
accountEntrySchema.index({ customerId: 1, at: 1, _id: 1 });
accountEntrySchema.index({ at: 1 });
// A receipt's number is given once.
accountEntrySchema.index({ document: 1 }, { unique: true, partialFilterExpression: { kind: 'payment' } });
