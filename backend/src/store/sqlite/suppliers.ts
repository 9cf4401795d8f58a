/** The suppliers the shop buys from, on SQLite. */
import type Database from 'better-sqlite3';
import type { Supplier } from '../../contract';
import { newId } from '../ids';
import type { SnapshotSupplier } from '../snapshot';
import type { SupplierFields, SupplierStore } from '../supplier-contract';
import { isUniqueViolation, likeText } from './sql';

interface SupplierRow {
  id: string;
  name: string;
  gstin: string | null;
  address: string;
  state: string;
  state_code: string;
  phone: string | null;
  payment_terms_days: number;
  created_at: string;
  updated_at: string;
}

const toSupplier = (row: SupplierRow): Supplier => ({
  _id: row.id,
  name: row.name,
  gstin: row.gstin,
  address: row.address,
  state: row.state,
  stateCode: row.state_code,
  phone: row.phone,
  paymentTermsDays: row.payment_terms_days,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const rowFields = (fields: SupplierFields) => ({
  name: fields.name,
  gstin: fields.gstin,
  address: fields.address,
  state: fields.state,
  state_code: fields.stateCode,
  phone: fields.phone,
  payment_terms_days: fields.paymentTermsDays,
});

/** The suppliers as a snapshot carries them. */
export function readSuppliers(db: Database.Database): SnapshotSupplier[] {
  return db
    .prepare<[], SupplierRow>('SELECT * FROM suppliers ORDER BY name COLLATE NOCASE, id')
    .all()
    .map((row) => {
      const { _id: id, ...supplier } = toSupplier(row);
      return { id, ...supplier };
    });
}

export function createSqliteSupplierStore(db: Database.Database): SupplierStore {
  const byId = db.prepare<[string], SupplierRow>('SELECT * FROM suppliers WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO suppliers (id, name, gstin, address, state, state_code, phone, payment_terms_days,
       created_at, updated_at)
     VALUES (@id, @name, @gstin, @address, @state, @state_code, @phone, @payment_terms_days, @at, @at)`,
  );
  const change = db.prepare(
    `UPDATE suppliers SET name = @name, gstin = @gstin, address = @address, state = @state,
       state_code = @state_code, phone = @phone, payment_terms_days = @payment_terms_days, updated_at = @at
     WHERE id = @id`,
  );
  const MATCH = `(@text IS NULL OR name LIKE @text ESCAPE '\\' OR gstin LIKE @text ESCAPE '\\')`;
  const page = db.prepare<Record<string, unknown>, SupplierRow>(
    `SELECT * FROM suppliers WHERE ${MATCH} ORDER BY name COLLATE NOCASE, id LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Record<string, unknown>, { total: number }>(
    `SELECT COUNT(*) AS total FROM suppliers WHERE ${MATCH}`,
  );
  const found = (id: string) => {
    const row = byId.get(id);
    return row ? toSupplier(row) : null;
  };
  const written = (write: () => void): 'gstin-taken' | null => {
    try {
      write();
      return null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'gstin-taken';
      throw error;
    }
  };

  return {
    async create(fields, at) {
      const id = newId();
      return written(() => insert.run({ id, ...rowFields(fields), at: at.toISOString() })) ?? found(id)!;
    },
    async update(id, fields, at) {
      return written(() => change.run({ id, ...rowFields(fields), at: at.toISOString() })) ?? found(id);
    },
    async findById(id) {
      return found(id);
    },
    async search({ q, page: pageNumber, limit }) {
      const params = { text: q ? likeText(q) : null };
      const items = page.all({ ...params, limit, offset: (pageNumber - 1) * limit }).map(toSupplier);
      return { items, total: count.get(params)!.total };
    },
  };
}
