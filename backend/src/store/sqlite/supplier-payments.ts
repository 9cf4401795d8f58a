/** Payments to suppliers on SQLite: a payment a row. What is owed is the posted bills less these. */
import type Database from 'better-sqlite3';
import type { SupplierPaymentMethod } from '../../contract';
import { newId } from '../ids';
import type { PurchaseStore, SupplierPaymentRecord } from '../purchase-contract';
import type { SnapshotSupplierPayment } from '../snapshot';
import { staffRefOf } from './order-rows';

interface PaymentRow {
  id: string;
  supplier_id: string;
  amount_paise: number;
  method: SupplierPaymentMethod;
  reference: string | null;
  date: string;
  at: string;
  by_id: string | null;
  by_name: string | null;
}

const toPayment = (row: PaymentRow): SupplierPaymentRecord => ({
  _id: row.id,
  supplierId: row.supplier_id,
  amountPaise: row.amount_paise,
  method: row.method,
  reference: row.reference,
  date: row.date,
  at: new Date(row.at),
  by: staffRefOf(row.by_id, row.by_name),
});

/** The payments to suppliers as a snapshot carries them, oldest first. */
export function readSupplierPayments(db: Database.Database): SnapshotSupplierPayment[] {
  return db
    .prepare<[], PaymentRow>('SELECT * FROM supplier_payments ORDER BY date, at, id')
    .all()
    .map((row) => {
      const { _id: id, at, ...payment } = toPayment(row);
      return { id, ...payment, at: at.toISOString() };
    });
}

export function createSqliteSupplierPayments(
  db: Database.Database,
): Pick<PurchaseStore, 'recordPayment' | 'paymentsTo'> {
  const insertPayment = db.prepare(
    `INSERT INTO supplier_payments (id, supplier_id, amount_paise, method, reference, date, at, by_id, by_name)
     VALUES (@id, @supplierId, @amountPaise, @method, @reference, @date, @at, @byId, @byName)`,
  );
  const payments = db.prepare<{ supplierId: string | null }, PaymentRow>(
    `SELECT * FROM supplier_payments WHERE @supplierId IS NULL OR supplier_id = @supplierId
     ORDER BY date, at, id`,
  );
  return {
    async recordPayment(fields) {
      const payment = { _id: newId(), ...fields };
      insertPayment.run({
        id: payment._id,
        supplierId: payment.supplierId,
        amountPaise: payment.amountPaise,
        method: payment.method,
        reference: payment.reference,
        date: payment.date,
        at: payment.at.toISOString(),
        byId: payment.by?.id ?? null,
        byName: payment.by?.name ?? null,
      });
      return payment;
    },
    async paymentsTo(supplierId) {
      return payments.all({ supplierId: supplierId ?? null }).map(toPayment);
    },
  };
}
