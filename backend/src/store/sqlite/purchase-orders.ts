/**
 * Purchase orders on SQLite: an order a row, its supplier and lines as JSON beside the columns it
 * is found by. A unit holds the write lock from its first statement, so an order read stands.
 */
import type Database from 'better-sqlite3';
import type { PurchaseOrderStatus } from '../../contract';
import type {
  PurchaseOrderLineRecord,
  PurchaseOrderRecord,
  PurchaseOrderStore,
} from '../purchase-order-contract';
import { dueOf, purchaseOrderRecipes } from '../recipes/purchase-orders';
import type { SnapshotPurchaseOrder } from '../snapshot';
import type { PurchaseOrderPrimitives, Transact } from '../unit-of-work-contract';
import { staffRefOf } from './order-rows';

interface OrderRow {
  id: string;
  number: string;
  financial_year: string;
  supplier: string;
  date: string;
  lines: string;
  note: string;
  status: PurchaseOrderStatus;
  at: string;
  by_id: string | null;
  by_name: string | null;
  closed_at: string | null;
  closed_by_id: string | null;
  closed_by_name: string | null;
}

const toOrder = (row: OrderRow): PurchaseOrderRecord => ({
  _id: row.id,
  number: row.number,
  financialYear: row.financial_year,
  supplier: JSON.parse(row.supplier) as PurchaseOrderRecord['supplier'],
  date: row.date,
  lines: JSON.parse(row.lines) as PurchaseOrderLineRecord[],
  note: row.note,
  status: row.status,
  at: new Date(row.at),
  by: staffRefOf(row.by_id, row.by_name),
  closedAt: row.closed_at ? new Date(row.closed_at) : null,
  closedBy: staffRefOf(row.closed_by_id, row.closed_by_name),
});

const rowOf = (order: PurchaseOrderRecord) => ({
  id: order._id,
  number: order.number,
  financial_year: order.financialYear,
  supplier_id: order.supplier._id,
  supplier: JSON.stringify(order.supplier),
  date: order.date,
  lines: JSON.stringify(order.lines),
  note: order.note,
  status: order.status,
  at: order.at.toISOString(),
  by_id: order.by?.id ?? null,
  by_name: order.by?.name ?? null,
  closed_at: order.closedAt?.toISOString() ?? null,
  closed_by_id: order.closedBy?.id ?? null,
  closed_by_name: order.closedBy?.name ?? null,
});

/** The purchase orders as a snapshot carries them, oldest first. */
export function readPurchaseOrders(db: Database.Database): SnapshotPurchaseOrder[] {
  return db
    .prepare<[], OrderRow>('SELECT * FROM purchase_orders ORDER BY at, id')
    .all()
    .map((row) => {
      const { _id: id, at, closedAt, ...order } = toOrder(row);
      return { id, ...order, at: at.toISOString(), closedAt: closedAt?.toISOString() ?? null };
    });
}

export function createSqlitePurchaseOrderPrimitives(db: Database.Database): PurchaseOrderPrimitives {
  const insert = db.prepare(
    `INSERT INTO purchase_orders (id, number, financial_year, supplier_id, supplier, date, lines, note,
       status, at, by_id, by_name, closed_at, closed_by_id, closed_by_name)
     VALUES (@id, @number, @financial_year, @supplier_id, @supplier, @date, @lines, @note, @status, @at,
       @by_id, @by_name, @closed_at, @closed_by_id, @closed_by_name)`,
  );
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM purchase_orders WHERE id = ?');
  const receive = db.prepare<{
    id: string;
    lines: string;
    status: string;
    before: string;
    statusBefore: string;
  }>(
    `UPDATE purchase_orders SET lines = @lines, status = @status
     WHERE id = @id AND lines = @before AND status = @statusBefore`,
  );
  return {
    async insertPurchaseOrder(record) {
      insert.run(rowOf(record));
    },
    async readPurchaseOrder(id) {
      const row = byId.get(id);
      return row ? toOrder(row) : null;
    },
    async receiveOnOrder(read, lines, status) {
      const changed = receive.run({
        id: read._id,
        lines: JSON.stringify(lines),
        status,
        before: JSON.stringify(read.lines),
        statusBefore: read.status,
      });
      return changed.changes === 1;
    },
  };
}

export function createSqlitePurchaseOrderStore(
  db: Database.Database,
  transact: Transact,
): PurchaseOrderStore {
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM purchase_orders WHERE id = ?');
  const FILTER = `(@supplierId IS NULL OR supplier_id = @supplierId)
    AND (@openOnly = 0 OR status IN ('open','part_received'))`;
  const page = db.prepare<Record<string, unknown>, OrderRow>(
    `SELECT * FROM purchase_orders WHERE ${FILTER} ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Record<string, unknown>, { total: number }>(
    `SELECT COUNT(*) AS total FROM purchase_orders WHERE ${FILTER}`,
  );
  const close = db.prepare(
    `UPDATE purchase_orders SET status = 'closed', closed_at = ?, closed_by_id = ?, closed_by_name = ?
     WHERE id = ? AND status IN ('open','part_received')`,
  );
  const open = db.prepare<[], Pick<OrderRow, 'lines'>>(
    `SELECT lines FROM purchase_orders WHERE status IN ('open','part_received')`,
  );
  return {
    ...purchaseOrderRecipes(transact),
    async findById(id) {
      const row = byId.get(id);
      return row ? toOrder(row) : null;
    },
    async list({ supplierId, openOnly, page: pageNumber, limit }) {
      const params = { supplierId: supplierId ?? null, openOnly: openOnly ? 1 : 0 };
      const items = page.all({ ...params, limit, offset: (pageNumber - 1) * limit }).map(toOrder);
      return { items, total: count.get(params)!.total };
    },
    async close(id, at, by) {
      const changed = close.run(at.toISOString(), by?.id ?? null, by?.name ?? null, id).changes === 1;
      const row = byId.get(id);
      if (!row) return { outcome: 'not_found' };
      return changed
        ? { outcome: 'closed', order: toOrder(row) }
        : { outcome: 'not_open', order: toOrder(row) };
    },
    async dueByItem() {
      return dueOf(open.all().flatMap((row) => JSON.parse(row.lines) as PurchaseOrderLineRecord[]));
    },
  };
}
