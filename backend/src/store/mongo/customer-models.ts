/** The customers the shop knows, as documents: the credit limit in paise. */
import { Schema } from 'mongoose';
import { LANGUAGES, type ShopCustomer } from '../../contract';

export type CustomerDoc = { _id: string } & Omit<
  ShopCustomer,
  '_id' | 'creditLimit' | 'createdAt' | 'updatedAt'
> & {
    creditLimitPaise: number;
    createdAt: Date;
    updatedAt: Date;
  };

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
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'customers', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
customerSchema.index({ name: 1, _id: 1 }, { collation: { locale: 'en', strength: 2 } });
