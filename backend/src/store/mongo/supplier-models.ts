/** The suppliers the shop buys from, as documents. */
import { Schema } from 'mongoose';
import type { Supplier } from '../../contract';

export type SupplierDoc = { _id: string } & Omit<Supplier, '_id' | 'createdAt' | 'updatedAt'> & {
    createdAt: Date;
    updatedAt: Date;
  };

export const supplierSchema = new Schema<SupplierDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    gstin: { type: String, default: null },
    address: { type: String, required: true },
    state: { type: String, required: true },
    stateCode: { type: String, required: true },
    phone: { type: String, default: null },
    paymentTermsDays: { type: Number, required: true, min: 0 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'suppliers', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
// One supplier a GSTIN; unregistered suppliers (null) are many.
supplierSchema.index({ gstin: 1 }, { unique: true, partialFilterExpression: { gstin: { $type: 'string' } } });
supplierSchema.index({ name: 1, _id: 1 }, { collation: { locale: 'en', strength: 2 } });
