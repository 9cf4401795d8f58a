/**
 * Purchase bills on SQLite: a bill a row, its supplier, lines and totals as JSON beside the columns
 * it is found by. A unit holds the write lock from its first statement, so an item read stands
 * until it commits.
 */
import type Database from 'better-sqlite3';
import type { PurchaseStatus } from '../../contract';
import type {
  ItemCost,
  PurchaseRecord,
  ReorderLevels,
  ReorderRead,
  PurchaseStore,
  StockAtCost,
} from '../purchase-contract';
import { costsByOrder, purchaseRecipes } from '../recipes/purchases';
import type { SnapshotItemCost, SnapshotPurchase } from '../snapshot';
import type { PurchasePrimitives, Transact } from '../unit-of-work-contract';
import { staffRefOf } from './order-rows';
import { isUniqueViolation } from './sql';
import { createSqliteSupplierPayments } from './supplier-payments';

interface PurchaseRow {
  id: string;
  supplier: string;
  bill_number: string;
  bill_key: string;
  bill_date: string;
  financial_year: string;
  inter_state: number;
  lines: string;
  totals: string;
  status: PurchaseStatus;
  at: string;
  by_id: string | null;
  by_name: string | null;
  cancelled_at: string | null;
  cancelled_by_id: string | null;
  cancelled_by_name: string | null;
  /** Absent in a snapshot of a file from before purchase orders. */
  purchase_order_id?: string | null;
}

const toPurchase = (row: PurchaseRow): PurchaseRecord => ({
  _id: row.id,
  supplier: JSON.parse(row.supplier) as PurchaseRecord['supplier'],
  billNumber: row.bill_number,
  billKey: row.bill_key,
  billDate: row.bill_date,
  financialYear: row.financial_year,
  interState: row.inter_state === 1,
  lines: JSON.parse(row.lines) as PurchaseRecord['lines'],
  totals: JSON.parse(row.totals) as PurchaseRecord['totals'],
  status: row.status,
  purchaseOrderId: row.purchase_order_id ?? null,
  at: new Date(row.at),
  by: staffRefOf(row.by_id, row.by_name),
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  cancelledBy: staffRefOf(row.cancelled_by_id, row.cancelled_by_name),
});

const rowOf = (purchase: PurchaseRecord) => ({
  id: purchase._id,
  supplier_id: purchase.supplier._id,
  supplier: JSON.stringify(purchase.supplier),
  bill_number: purchase.billNumber,
  bill_key: purchase.billKey,
  bill_date: purchase.billDate,
  financial_year: purchase.financialYear,
  inter_state: purchase.interState ? 1 : 0,
  lines: JSON.stringify(purchase.lines),
  totals: JSON.stringify(purchase.totals),
  total_paise: purchase.totals.totalPaise,
  status: purchase.status,
  purchase_order_id: purchase.purchaseOrderId,
  at: purchase.at.toISOString(),
  by_id: purchase.by?.id ?? null,
  by_name: purchase.by?.name ?? null,
  cancelled_at: purchase.cancelledAt?.toISOString() ?? null,
  cancelled_by_id: purchase.cancelledBy?.id ?? null,
  cancelled_by_name: purchase.cancelledBy?.name ?? null,
});

/** The purchases as a snapshot carries them, oldest first. */
export function readPurchases(db: Database.Database): SnapshotPurchase[] {
  return db
    .prepare<[], PurchaseRow>('SELECT * FROM purchases ORDER BY at, id')
    .all()
    .map((row) => {
      const { _id: id, at, cancelledAt, ...purchase } = toPurchase(row);
      return { id, ...purchase, at: at.toISOString(), cancelledAt: cancelledAt?.toISOString() ?? null };
    });
}

/** The items' costs and reorder levels as a snapshot carries them (levels since `withLevels`). */
export function readItemCosts(db: Database.Database, withLevels: boolean): SnapshotItemCost[] {
  const levels = withLevels
    ? 'reorder_level AS reorderLevel, reorder_quantity AS reorderQuantity'
    : 'NULL AS reorderLevel, NULL AS reorderQuantity';
  return db
    .prepare<[], SnapshotItemCost>(
      `SELECT id AS bookId, cost_paise AS costPaise, last_supplier_id AS lastSupplierId, ${levels} FROM books
       WHERE cost_paise IS NOT NULL OR last_supplier_id IS NOT NULL
         ${withLevels ? 'OR reorder_level IS NOT NULL OR reorder_quantity IS NOT NULL' : ''}
       ORDER BY id`,
    )
    .all();
}

export function createSqlitePurchasePrimitives(db: Database.Database): PurchasePrimitives {
  const postedBill = db.prepare<[string, string, string], { id: string }>(
    `SELECT id FROM purchases WHERE supplier_id = ? AND financial_year = ? AND bill_key = ? AND status = 'posted'`,
  );
  const itemCost = db.prepare<
    [string],
    { title: string; onHand: number | null; stock: number | null; costPaise: number | null }
  >('SELECT title, on_hand AS onHand, stock, cost_paise AS costPaise FROM books WHERE id = ?');
  // Right-hand sides read the row as it was: what customers can order follows what is on hand.
  const moveUnits = db.prepare<
    { id: string; units: number; cost: number | null; supplier: string | null },
    { stock: number | null }
  >(
    `UPDATE books SET
       on_hand = CASE WHEN on_hand IS NULL THEN NULL ELSE on_hand + @units END,
       stock = CASE WHEN on_hand IS NULL THEN stock ELSE MAX(0, on_hand + @units - committed) END,
       cost_paise = @cost,
       last_supplier_id = COALESCE(@supplier, last_supplier_id)
     WHERE id = @id RETURNING stock`,
  );
  const insert = db.prepare(
    `INSERT INTO purchases (id, supplier_id, supplier, bill_number, bill_key, bill_date, financial_year,
       inter_state, lines, totals, total_paise, status, purchase_order_id, at, by_id, by_name, cancelled_at,
       cancelled_by_id, cancelled_by_name)
     VALUES (@id, @supplier_id, @supplier, @bill_number, @bill_key, @bill_date, @financial_year,
       @inter_state, @lines, @totals, @total_paise, @status, @purchase_order_id, @at, @by_id, @by_name,
       @cancelled_at, @cancelled_by_id, @cancelled_by_name)`,
  );
  const byId = db.prepare<[string], PurchaseRow>('SELECT * FROM purchases WHERE id = ?');
  const markCancelled = db.prepare(
    `UPDATE purchases SET status = 'cancelled', cancelled_at = ?, cancelled_by_id = ?, cancelled_by_name = ?
     WHERE id = ? AND status = 'posted'`,
  );
  const move = (productId: string, units: number, cost: number | null, supplier?: string) => {
    const after = moveUnits.get({ id: productId, units, cost, supplier: supplier ?? null });
    return after ? { stockAfter: after.stock } : null;
  };
  return {
    async postedBillId(supplierId, financialYear, billKey) {
      return postedBill.get(supplierId, financialYear, billKey)?.id ?? null;
    },
    async readItemCost(productId) {
      return itemCost.get(productId) ?? null;
    },
    async receiveUnits(productId, change) {
      return move(productId, change.quantity, change.costPaise, change.supplierId);
    },
    async unreceiveUnits(productId, change) {
      return move(productId, -change.quantity, change.costPaise);
    },
    async insertPurchase(record) {
      try {
        insert.run(rowOf(record));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async readPurchase(id) {
      const row = byId.get(id);
      return row ? toPurchase(row) : null;
    },
    async markPurchaseCancelled(id, at, by) {
      return markCancelled.run(at.toISOString(), by?.id ?? null, by?.name ?? null, id).changes === 1;
    },
  };
}

export function createSqlitePurchaseStore(db: Database.Database, transact: Transact): PurchaseStore {
  const byId = db.prepare<[string], PurchaseRow>('SELECT * FROM purchases WHERE id = ?');
  const FILTER = `(@supplierId IS NULL OR supplier_id = @supplierId)
    AND (@from IS NULL OR bill_date >= @from) AND (@to IS NULL OR bill_date <= @to)`;
  const page = db.prepare<Record<string, unknown>, PurchaseRow>(
    `SELECT * FROM purchases WHERE ${FILTER} ORDER BY bill_date DESC, at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Record<string, unknown>, { total: number }>(
    `SELECT COUNT(*) AS total FROM purchases WHERE ${FILTER}`,
  );
  const COST_COLUMNS = `cost_paise AS costPaise, last_supplier_id AS lastSupplierId,
    reorder_level AS reorderLevel, reorder_quantity AS reorderQuantity`;
  const costs = db.prepare<[string], { id: string } & ItemCost>(
    `SELECT id, ${COST_COLUMNS} FROM books WHERE id IN (SELECT value FROM json_each(?))`,
  );
  const setLevels = db.prepare<{ id: string } & ReorderLevels>(
    'UPDATE books SET reorder_level = @reorderLevel, reorder_quantity = @reorderQuantity WHERE id = @id',
  );
  const belowLevel = db.prepare<[], ReorderRead>(
    `SELECT id AS productId, title, category, unit, on_hand AS onHand, ${COST_COLUMNS} FROM books
     WHERE on_hand IS NOT NULL AND reorder_level IS NOT NULL AND on_hand <= reorder_level
     ORDER BY title COLLATE NOCASE, id`,
  );
  const onHand = db.prepare<[], StockAtCost>(
    `SELECT id AS productId, category, on_hand AS onHand, cost_paise AS costPaise FROM books
     WHERE on_hand > 0 ORDER BY category, id`,
  );
  const soldCosts = db.prepare<[string], { orderId: string; bookId: string; costPaise: number }>(
    `SELECT order_id AS orderId, book_id AS bookId, cost_paise AS costPaise FROM order_lines
     WHERE order_id IN (SELECT value FROM json_each(?)) AND cost_paise IS NOT NULL`,
  );
  const posted = db.prepare<{ supplierId: string | null }, PurchaseRow>(
    `SELECT * FROM purchases WHERE status = 'posted' AND (@supplierId IS NULL OR supplier_id = @supplierId)
     ORDER BY bill_date, at, id`,
  );
  return {
    ...purchaseRecipes(transact),
    ...createSqliteSupplierPayments(db),
    async postedBills(supplierId) {
      return posted.all({ supplierId: supplierId ?? null }).map(toPurchase);
    },
    async lineCosts(orderIds) {
      return costsByOrder(soldCosts.all(JSON.stringify(orderIds)));
    },
    async stockAtCost() {
      return onHand.all();
    },
    async findById(id) {
      const row = byId.get(id);
      return row ? toPurchase(row) : null;
    },
    async list({ supplierId, from, to, page: pageNumber, limit }) {
      const params = { supplierId: supplierId ?? null, from: from ?? null, to: to ?? null };
      const items = page.all({ ...params, limit, offset: (pageNumber - 1) * limit }).map(toPurchase);
      return { items, total: count.get(params)!.total };
    },
    async costs(productIds) {
      const found = new Map<string, ItemCost>();
      for (const { id, ...cost } of costs.all(JSON.stringify(productIds))) {
        if (Object.values(cost).some((value) => value !== null)) found.set(id, cost);
      }
      return found;
    },
    async setReorderLevels(productId, levels) {
      return setLevels.run({ id: productId, ...levels }).changes === 1;
    },
    async belowReorderLevel() {
      return belowLevel.all();
    },
  };
}
