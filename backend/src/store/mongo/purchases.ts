/**
 * Purchase bills on MongoDB: a bill a document. An item's units and cost move in one guarded
 * update on the on-hand and cost the unit read, so a sale in between makes the line read again;
 * without transactions each such update is given back if the unit fails (docs/decisions/0016).
 */
import type { Category, Unit } from '../../contract';
import type { ItemCost, PurchaseRecord, PurchaseStore, SupplierPaymentRecord } from '../purchase-contract';
import { costsByOrder, purchaseRecipes } from '../recipes/purchases';
import type { ItemCostChange, PurchasePrimitives, Transact } from '../unit-of-work-contract';
import { isDuplicateKey, newDocumentId, type Models } from './models';
import type { MongoUnit } from './unit-of-work';

const COST_FIELDS = ['costPaise', 'lastSupplierId', 'reorderLevel', 'reorderQuantity'] as const;
const COST_PROJECTION = Object.fromEntries(COST_FIELDS.map((field) => [field, 1]));
type CostDoc = { [Field in (typeof COST_FIELDS)[number]]?: ItemCost[Field] };
const costOf = (doc: CostDoc): ItemCost => ({
  costPaise: doc.costPaise ?? null,
  lastSupplierId: doc.lastSupplierId ?? null,
  reorderLevel: doc.reorderLevel ?? null,
  reorderQuantity: doc.reorderQuantity ?? null,
});

type CostFields = { title: string; onHand?: number | null; stock?: number | null; costPaise?: number | null };

/** On hand (and what customers can order) moved by `units`, at `cost`, for a counted item. */
function movedUnits(units: number, change: ItemCostChange) {
  return [
    {
      $set: {
        onHand: {
          $cond: [{ $eq: [{ $ifNull: ['$onHand', null] }, null] }, null, { $add: ['$onHand', units] }],
        },
        stock: {
          $cond: [
            { $eq: [{ $ifNull: ['$onHand', null] }, null] },
            '$stock',
            { $max: [0, { $subtract: [{ $add: ['$onHand', units] }, { $ifNull: ['$committed', 0] }] }] },
          ],
        },
        costPaise: change.costPaise,
        ...(change.supplierId ? { lastSupplierId: change.supplierId } : {}),
      },
    },
  ];
}

export function createMongoPurchasePrimitives(
  { Book, Purchase }: Models,
  unit: MongoUnit,
): PurchasePrimitives {
  const { session } = unit;
  /** The item as `read` saw it: its units and cost unchanged since. */
  const asRead = (productId: string, read: { onHand: number | null; costPaise: number | null }) => ({
    _id: productId,
    onHand: read.onHand,
    costPaise: read.costPaise,
  });
  async function move(
    productId: string,
    units: number,
    change: ItemCostChange,
    read: Parameters<typeof asRead>[1],
  ) {
    const before = await Book.findOneAndUpdate(asRead(productId, read), movedUnits(units, change), {
      session,
      updatePipeline: true,
      projection: { stock: 1, onHand: 1, costPaise: 1, lastSupplierId: 1 },
    }).lean<{
      stock?: number | null;
      onHand?: number | null;
      costPaise?: number | null;
      lastSupplierId?: string | null;
    }>();
    if (!before) return null;
    unit.onUndo(() =>
      Book.updateOne(
        { _id: productId },
        movedUnits(-units, { quantity: 0, costPaise: before.costPaise ?? null }),
        {
          session,
          updatePipeline: true,
        },
      ),
    );
    const after = await Book.findById(productId, { stock: 1 }, { session }).lean<{ stock?: number | null }>();
    return { stockAfter: after?.stock ?? null };
  }
  return {
    async postedBillId(supplierId, financialYear, billKey) {
      const found = await Purchase.findOne(
        { 'supplier._id': supplierId, financialYear, billKey, status: 'posted' },
        { _id: 1 },
        { session },
      ).lean<{ _id: string }>();
      return found?._id ?? null;
    },
    async readItemCost(productId) {
      const doc = await Book.findById(
        productId,
        { title: 1, onHand: 1, stock: 1, costPaise: 1 },
        { session },
      ).lean<CostFields>();
      return doc
        ? {
            title: doc.title,
            onHand: doc.onHand ?? null,
            stock: doc.stock ?? null,
            costPaise: doc.costPaise ?? null,
          }
        : null;
    },
    receiveUnits: (productId, change, read) => move(productId, change.quantity, change, read),
    unreceiveUnits: (productId, change, read) => move(productId, -change.quantity, change, read),
    async insertPurchase(record) {
      try {
        await Purchase.create([record], { session });
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
      unit.stored();
      return true;
    },
    async readPurchase(id) {
      return Purchase.findById(id, undefined, { session }).lean<PurchaseRecord>();
    },
    async markPurchaseCancelled(id, at, by) {
      const marked = await Purchase.updateOne(
        { _id: id, status: 'posted' },
        { $set: { status: 'cancelled', cancelledAt: at, cancelledBy: by } },
        { session },
      );
      if (marked.modifiedCount !== 1) return false;
      unit.onUndo(() =>
        Purchase.updateOne(
          { _id: id },
          { $set: { status: 'posted', cancelledAt: null, cancelledBy: null } },
          { session },
        ),
      );
      return true;
    },
  };
}

export function createMongoPurchaseStore(models: Models, transact: Transact): PurchaseStore {
  const { Book, Purchase } = models;
  const filterOf = (query: { supplierId?: string; from?: string; to?: string }) => ({
    ...(query.supplierId ? { 'supplier._id': query.supplierId } : {}),
    ...(query.from || query.to
      ? { billDate: { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) } }
      : {}),
  });
  const bySupplier = (supplierId?: string) => (supplierId ? { supplierId } : {});
  return {
    ...purchaseRecipes(transact),
    async recordPayment(fields) {
      const payment = { _id: newDocumentId(), ...fields };
      await models.SupplierPayment.create(payment);
      return payment;
    },
    async paymentsTo(supplierId) {
      return models.SupplierPayment.find(bySupplier(supplierId))
        .sort({ date: 1, at: 1, _id: 1 })
        .lean<SupplierPaymentRecord[]>();
    },
    async postedBills(supplierId) {
      return Purchase.find({ status: 'posted', ...(supplierId ? { 'supplier._id': supplierId } : {}) })
        .sort({ billDate: 1, at: 1, _id: 1 })
        .lean<PurchaseRecord[]>();
    },
    async lineCosts(orderIds) {
      const orders = await models.Order.find(
        { _id: { $in: [...orderIds] } },
        { 'lines.bookId': 1, 'lines.costPaise': 1 },
      ).lean<{ _id: string; lines: { bookId?: string; costPaise?: number }[] }[]>();
      return costsByOrder(
        orders.flatMap((order) =>
          order.lines.flatMap((line) =>
            line.bookId && line.costPaise !== undefined
              ? [{ orderId: order._id, bookId: line.bookId, costPaise: line.costPaise }]
              : [],
          ),
        ),
      );
    },
    async stockAtCost() {
      const docs = await Book.find({ onHand: { $gt: 0 } }, { category: 1, onHand: 1, costPaise: 1 })
        .sort({ category: 1, _id: 1 })
        .lean<{ _id: string; category: Category; onHand: number; costPaise?: number | null }[]>();
      return docs.map((doc) => ({
        productId: doc._id,
        category: doc.category,
        onHand: doc.onHand,
        costPaise: doc.costPaise ?? null,
      }));
    },
    async findById(id) {
      return Purchase.findById(id).lean<PurchaseRecord>();
    },
    async list(query) {
      const filter = filterOf(query);
      const [items, total] = await Promise.all([
        Purchase.find(filter)
          .sort({ billDate: -1, at: -1, _id: -1 })
          .skip((query.page - 1) * query.limit)
          .limit(query.limit)
          .lean<PurchaseRecord[]>(),
        Purchase.countDocuments(filter),
      ]);
      return { items, total };
    },
    async costs(productIds) {
      const docs = await Book.find(
        { _id: { $in: [...productIds] }, $or: COST_FIELDS.map((field) => ({ [field]: { $ne: null } })) },
        COST_PROJECTION,
      ).lean<({ _id: string } & CostDoc)[]>();
      return new Map<string, ItemCost>(docs.map((doc) => [doc._id, costOf(doc)]));
    },
    async setReorderLevels(productId, levels) {
      const { matchedCount } = await Book.updateOne({ _id: productId }, { $set: levels });
      return matchedCount === 1;
    },
    async belowReorderLevel() {
      const docs = await Book.find(
        { onHand: { $ne: null }, reorderLevel: { $ne: null }, $expr: { $lte: ['$onHand', '$reorderLevel'] } },
        { title: 1, category: 1, unit: 1, onHand: 1, ...COST_PROJECTION },
      )
        .collation({ locale: 'en', strength: 2 })
        .sort({ title: 1, _id: 1 })
        .lean<
          ({ _id: string; title: string; category: Category; unit?: Unit; onHand: number } & CostDoc)[]
        >();
      return docs.map((doc) => ({
        productId: doc._id,
        title: doc.title,
        category: doc.category,
        unit: doc.unit ?? 'NOS',
        onHand: doc.onHand,
        ...costOf(doc),
        reorderLevel: doc.reorderLevel!,
      }));
    },
  };
}
