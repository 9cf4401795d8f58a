/**
 * Purchase orders on MongoDB: an order a document. A receipt writes the order's lines only while
 * they are as the unit read them; without transactions it is given back if the unit fails.
 */
import type { PurchaseOrderStatus } from '../../contract';
import type { PurchaseOrderRecord, PurchaseOrderStore } from '../purchase-order-contract';
import { dueOf, purchaseOrderRecipes } from '../recipes/purchase-orders';
import type { PurchaseOrderPrimitives, Transact } from '../unit-of-work-contract';
import type { Models } from './models';
import type { MongoUnit } from './unit-of-work';

const OPEN = { status: { $in: ['open', 'part_received'] as PurchaseOrderStatus[] } };

export function createMongoPurchaseOrderPrimitives(
  { PurchaseOrder }: Models,
  unit: MongoUnit,
): PurchaseOrderPrimitives {
  const { session } = unit;
  return {
    async insertPurchaseOrder(record) {
      await PurchaseOrder.create([record], { session });
      unit.stored();
    },
    async readPurchaseOrder(id) {
      return PurchaseOrder.findById(id, undefined, { session }).lean<PurchaseOrderRecord>();
    },
    async receiveOnOrder(read, lines, status) {
      const written = await PurchaseOrder.updateOne(
        { _id: read._id, lines: read.lines, status: read.status },
        { $set: { lines, status } },
        { session },
      );
      if (written.modifiedCount !== 1) return false;
      unit.onUndo(() =>
        PurchaseOrder.updateOne(
          { _id: read._id },
          { $set: { lines: read.lines, status: read.status } },
          { session },
        ),
      );
      return true;
    },
  };
}

export function createMongoPurchaseOrderStore(models: Models, transact: Transact): PurchaseOrderStore {
  const { PurchaseOrder } = models;
  return {
    ...purchaseOrderRecipes(transact),
    async findById(id) {
      return PurchaseOrder.findById(id).lean<PurchaseOrderRecord>();
    },
    async list({ supplierId, openOnly, page, limit }) {
      const filter = { ...(supplierId ? { 'supplier._id': supplierId } : {}), ...(openOnly ? OPEN : {}) };
      const [items, total] = await Promise.all([
        PurchaseOrder.find(filter)
          .sort({ at: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<PurchaseOrderRecord[]>(),
        PurchaseOrder.countDocuments(filter),
      ]);
      return { items, total };
    },
    async close(id, at, by) {
      const closed = await PurchaseOrder.findOneAndUpdate(
        { _id: id, ...OPEN },
        { $set: { status: 'closed', closedAt: at, closedBy: by } },
        { returnDocument: 'after' },
      ).lean<PurchaseOrderRecord>();
      if (closed) return { outcome: 'closed', order: closed };
      const order = await PurchaseOrder.findById(id).lean<PurchaseOrderRecord>();
      return order ? { outcome: 'not_open', order } : { outcome: 'not_found' };
    },
    async dueByItem() {
      const open = await PurchaseOrder.find(OPEN, { lines: 1 }).lean<Pick<PurchaseOrderRecord, 'lines'>[]>();
      return dueOf(open.flatMap((order) => order.lines));
    },
  };
}
