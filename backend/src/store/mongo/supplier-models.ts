/** The suppliers the shop buys from and their purchase bills, as documents. */
import { Schema } from 'mongoose';
import {
  GST_RATES,
  PURCHASE_ORDER_STATUSES,
  PURCHASE_STATUSES,
  SUPPLIER_PAYMENT_METHODS,
  UNITS,
  type Supplier,
} from '../../contract';
import type { PurchaseRecord, SupplierPaymentRecord } from '../purchase-contract';
import type { PurchaseOrderRecord } from '../purchase-order-contract';
import { staffRefOrNull } from './staff-models';

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

/** A purchase bill: its lines and totals in paise, as the store keeps them. */
export type PurchaseDoc = PurchaseRecord;

const paise = { type: Number, required: true, validate: Number.isInteger };

const purchaseLineSchema = new Schema(
  {
    productId: { type: String, required: true },
    title: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    unit: { type: String, required: true, enum: [...UNITS] },
    hsn: { type: String, required: true },
    gstRate: { type: Number, required: true, enum: [...GST_RATES] },
    unitCostPaise: paise,
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    amountPaise: paise,
    landedCostPaise: paise,
    costBeforePaise: { type: Number, default: null },
    costAfterPaise: paise,
  },
  { _id: false, strict: 'throw' },
);

export const purchaseSchema = new Schema<PurchaseDoc>(
  {
    _id: { type: String, required: true },
    supplier: {
      type: new Schema(
        {
          _id: { type: String, required: true },
          name: { type: String, required: true },
          gstin: { type: String, default: null },
          state: { type: String, required: true },
          stateCode: { type: String, required: true },
        },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
    billNumber: { type: String, required: true },
    billKey: { type: String, required: true },
    billDate: { type: String, required: true },
    financialYear: { type: String, required: true },
    interState: { type: Boolean, required: true },
    lines: { type: [purchaseLineSchema], required: true },
    totals: {
      type: new Schema(
        {
          taxablePaise: paise,
          cgstPaise: paise,
          sgstPaise: paise,
          igstPaise: paise,
          itcPaise: paise,
          otherChargesPaise: paise,
          roundOffPaise: paise,
          totalPaise: paise,
        },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
    status: { type: String, required: true, enum: [...PURCHASE_STATUSES] },
    purchaseOrderId: { type: String, default: null },
    at: { type: Date, required: true },
    by: staffRefOrNull,
    cancelledAt: { type: Date, default: null },
    cancelledBy: staffRefOrNull,
  },
  { collection: 'purchases', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
// A supplier's bill number is theirs once a financial year, among the bills not cancelled.
purchaseSchema.index(
  { 'supplier._id': 1, financialYear: 1, billKey: 1 },
  { unique: true, partialFilterExpression: { status: 'posted' } },
);
purchaseSchema.index({ billDate: -1, at: -1, _id: -1 });

/** A payment to a supplier, its money in paise. */
export type SupplierPaymentDoc = SupplierPaymentRecord;

export const supplierPaymentSchema = new Schema<SupplierPaymentDoc>(
  {
    _id: { type: String, required: true },
    supplierId: { type: String, required: true },
    amountPaise: { type: Number, required: true, min: 1, validate: Number.isInteger },
    method: { type: String, required: true, enum: [...SUPPLIER_PAYMENT_METHODS] },
    reference: { type: String, default: null },
    date: { type: String, required: true },
    at: { type: Date, required: true },
    by: staffRefOrNull,
  },
  { collection: 'supplier_payments', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
supplierPaymentSchema.index({ supplierId: 1, date: 1, at: 1, _id: 1 });

/** A purchase order: its lines, how much of each came in, and its status. */
export type PurchaseOrderDoc = PurchaseOrderRecord;

const purchaseOrderLineSchema = new Schema(
  {
    productId: { type: String, required: true },
    title: { type: String, required: true },
    unit: { type: String, required: true, enum: [...UNITS] },
    quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
    unitCostPaise: { type: Number, default: null, min: 0 },
    receivedQuantity: { type: Number, required: true, min: 0, validate: Number.isInteger },
  },
  { _id: false, strict: 'throw' },
);

export const purchaseOrderSchema = new Schema<PurchaseOrderDoc>(
  {
    _id: { type: String, required: true },
    number: { type: String, required: true },
    financialYear: { type: String, required: true },
    supplier: {
      type: new Schema(
        {
          _id: { type: String, required: true },
          name: { type: String, required: true },
          gstin: { type: String, default: null },
          phone: { type: String, default: null },
        },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
    date: { type: String, required: true },
    lines: { type: [purchaseOrderLineSchema], required: true },
    note: { type: String, default: '' },
    status: { type: String, required: true, enum: [...PURCHASE_ORDER_STATUSES] },
    at: { type: Date, required: true },
    by: staffRefOrNull,
    closedAt: { type: Date, default: null },
    closedBy: staffRefOrNull,
  },
  { collection: 'purchase_orders', strict: 'throw', versionKey: false, timestamps: false, minimize: false },
);
purchaseOrderSchema.index({ number: 1 }, { unique: true });
purchaseOrderSchema.index({ at: -1, _id: -1 });
purchaseOrderSchema.index({ 'supplier._id': 1, at: -1 });
purchaseOrderSchema.index({ status: 1, at: -1 });
