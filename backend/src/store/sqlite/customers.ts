/** The customers the shop knows, on SQLite; money kept in paise. */
import type Database from 'better-sqlite3';
import type { Language, ShopCustomer } from '../../contract';
import type { CustomerFields, CustomerStore } from '../customer-contract';
import { newId } from '../ids';
import { toPaise, toRupees } from '../money';
import type { SnapshotCustomer } from '../snapshot';
import { phoneDigitsOf } from '../search-terms';
import { isUniqueViolation, likeText } from './sql';

interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  gstin: string | null;
  address: string | null;
  state: string | null;
  state_code: string | null;
  credit_limit_paise: number;
  language: Language;
  notes: string;
  reminded_at?: string | null;
  created_at: string;
  updated_at: string;
}

const toCustomer = (row: CustomerRow): ShopCustomer => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  gstin: row.gstin,
  address: row.address,
  state: row.state,
  stateCode: row.state_code,
  creditLimit: toRupees(row.credit_limit_paise),
  language: row.language,
  notes: row.notes,
  // Files from before reminders have no such column.
  remindedAt: row.reminded_at ?? null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const rowFields = (fields: CustomerFields) => ({
  name: fields.name,
  phone: fields.phone,
  gstin: fields.gstin,
  address: fields.address,
  state: fields.state,
  state_code: fields.stateCode,
  credit_limit_paise: toPaise(fields.creditLimit),
  language: fields.language,
  notes: fields.notes,
});

/** The customers as a snapshot carries them. */
export function readCustomers(db: Database.Database): SnapshotCustomer[] {
  return db
    .prepare<[], CustomerRow>('SELECT * FROM customers ORDER BY name COLLATE NOCASE, id')
    .all()
    .map((row) => {
      const { _id: id, ...customer } = toCustomer(row);
      return { id, ...customer };
    });
}

export function createSqliteCustomerStore(db: Database.Database): CustomerStore {
  const byId = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE id = ?');
  const byPhone = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE phone = ?');
  const insert = db.prepare(
    `INSERT INTO customers (id, name, phone, gstin, address, state, state_code, credit_limit_paise,
       language, notes, created_at, updated_at)
     VALUES (@id, @name, @phone, @gstin, @address, @state, @state_code, @credit_limit_paise,
       @language, @notes, @at, @at)`,
  );
  const change = db.prepare(
    `UPDATE customers SET name = @name, phone = @phone, gstin = @gstin, address = @address,
       state = @state, state_code = @state_code, credit_limit_paise = @credit_limit_paise,
       language = @language, notes = @notes, updated_at = @at
     WHERE id = @id`,
  );
  const MATCH = `(@q IS NULL OR name LIKE @text ESCAPE '\\' OR gstin LIKE @text ESCAPE '\\'
    OR (@digits IS NOT NULL AND phone LIKE @digits ESCAPE '\\'))`;
  const page = db.prepare<Record<string, unknown>, CustomerRow>(
    `SELECT * FROM customers WHERE ${MATCH} ORDER BY name COLLATE NOCASE, id LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Record<string, unknown>, { total: number }>(
    `SELECT COUNT(*) AS total FROM customers WHERE ${MATCH}`,
  );
  const reminded = db.prepare('UPDATE customers SET reminded_at = ? WHERE id = ?');
  const found = (id: string) => {
    const row = byId.get(id);
    return row ? toCustomer(row) : null;
  };
  const written = (write: () => void): 'phone-taken' | null => {
    try {
      write();
      return null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'phone-taken';
      throw error;
    }
  };

  return {
    async create(fields, at) {
      const id = newId();
      const refused = written(() => insert.run({ id, ...rowFields(fields), at: at.toISOString() }));
      return refused ?? found(id)!;
    },
    async update(id, fields, at) {
      const refused = written(() => change.run({ id, ...rowFields(fields), at: at.toISOString() }));
      return refused ?? found(id);
    },
    async findById(id) {
      return found(id);
    },
    async markReminded(id, at) {
      reminded.run(at.toISOString(), id);
    },
    async findByPhone(phone) {
      const row = byPhone.get(phone);
      return row ? toCustomer(row) : null;
    },
    async search({ q, page: pageNumber, limit }) {
      const digits = phoneDigitsOf(q);
      const params = {
        q,
        text: q ? likeText(q) : null,
        digits: digits ? likeText(digits) : null,
      };
      const items = page.all({ ...params, limit, offset: (pageNumber - 1) * limit }).map(toCustomer);
      return { items, total: count.get(params)!.total };
    },
  };
}
