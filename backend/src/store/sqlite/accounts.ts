/**
 * Customers' accounts on SQLite: one row an entry, the balance their sum. A unit holds the write
 * lock from its first statement, so the balance it reads stands until it commits.
 */
import type Database from 'better-sqlite3';
import type { AccountEntryKind, PaymentMethod } from '../../contract';
import type { AccountEntryRecord, AccountStore } from '../account-contract';
import { asPaise } from '../money';
import { accountRecipes } from '../recipes/accounts';
import type { SnapshotAccountEntry } from '../snapshot';
import type { AccountPrimitives, Transact } from '../unit-of-work-contract';
import { staffRefOf } from './order-rows';

interface EntryRow {
  id: string;
  customer_id: string;
  kind: AccountEntryKind;
  amount_paise: number;
  at: string;
  date: string;
  document: string | null;
  order_id: string | null;
  method: PaymentMethod | null;
  reference: string | null;
  note: string | null;
  advance: number;
  by_id: string | null;
  by_name: string | null;
}

const toEntry = (row: EntryRow): AccountEntryRecord => ({
  _id: row.id,
  customerId: row.customer_id,
  kind: row.kind,
  amountPaise: asPaise(row.amount_paise),
  at: new Date(row.at),
  date: row.date,
  document: row.document,
  orderId: row.order_id,
  method: row.method,
  reference: row.reference,
  note: row.note,
  advance: row.advance === 1,
  by: staffRefOf(row.by_id, row.by_name),
});

const ORDER = 'ORDER BY at, rowid';

/** Every entry as a snapshot carries it, oldest first. */
export function readAccountEntries(db: Database.Database): SnapshotAccountEntry[] {
  return db
    .prepare<[], EntryRow>(`SELECT * FROM account_entries ${ORDER}`)
    .all()
    .map((row) => {
      const { _id: id, at, ...entry } = toEntry(row);
      return { id, ...entry, at: at.toISOString() };
    });
}

export function createSqliteAccountPrimitives(db: Database.Database): AccountPrimitives {
  const read = db.prepare<[string], { limit: number; balance: number }>(
    `SELECT c.credit_limit_paise AS "limit",
       (SELECT COALESCE(SUM(amount_paise), 0) FROM account_entries WHERE customer_id = c.id) AS balance
     FROM customers c WHERE c.id = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO account_entries (id, customer_id, kind, amount_paise, at, date, document, order_id, method,
       reference, note, advance, by_id, by_name)
     VALUES (@id, @customerId, @kind, @amountPaise, @at, @date, @document, @orderId, @method, @reference,
       @note, @advance, @byId, @byName)`,
  );
  const setDocument = db.prepare('UPDATE account_entries SET document = ? WHERE id = ?');
  return {
    async setEntryDocument(entryId, document) {
      setDocument.run(document, entryId);
    },
    async readAccount(customerId) {
      const row = read.get(customerId);
      return row
        ? { creditLimitPaise: asPaise(row.limit), balancePaise: asPaise(row.balance), version: 0 }
        : null;
    },
    async postEntry(entry) {
      insert.run({
        id: entry._id,
        customerId: entry.customerId,
        kind: entry.kind,
        amountPaise: entry.amountPaise,
        at: entry.at.toISOString(),
        date: entry.date,
        document: entry.document,
        orderId: entry.orderId,
        method: entry.method,
        reference: entry.reference,
        note: entry.note,
        advance: entry.advance ? 1 : 0,
        byId: entry.by?.id ?? null,
        byName: entry.by?.name ?? null,
      });
      return true;
    },
  };
}

export function createSqliteAccountStore(db: Database.Database, transact: Transact): AccountStore {
  const entriesOf = db.prepare<[string, string], EntryRow>(
    `SELECT * FROM account_entries WHERE customer_id = ? AND at <= ? ${ORDER}`,
  );
  const open = db.prepare<[], EntryRow>(
    `SELECT * FROM account_entries WHERE customer_id IN
       (SELECT customer_id FROM account_entries GROUP BY customer_id HAVING SUM(amount_paise) <> 0)
     ${ORDER}`,
  );
  const paymentsIn = db.prepare<[string, string], { method: PaymentMethod; paise: number; count: number }>(
    `SELECT method, SUM(amount_paise) AS paise, COUNT(*) AS count FROM account_entries
     WHERE kind = 'payment' AND at >= ? AND at <= ? GROUP BY method`,
  );
  return {
    ...accountRecipes(transact),
    async entriesOf(customerId, until) {
      return entriesOf.all(customerId, until ? until.toISOString() : '9999-12-31T23:59:59.999Z').map(toEntry);
    },
    async openEntries() {
      return open.all().map(toEntry);
    },
    async balances(customerIds) {
      if (customerIds.length === 0) return new Map();
      const rows = db
        .prepare<string[], { id: string; balance: number }>(
          `SELECT customer_id AS id, SUM(amount_paise) AS balance FROM account_entries
           WHERE customer_id IN (${customerIds.map(() => '?').join(',')}) GROUP BY customer_id`,
        )
        .all(...customerIds);
      return new Map(rows.map((row) => [row.id, asPaise(row.balance)]));
    },
    async paymentsIn(window) {
      return paymentsIn
        .all(window.since.toISOString(), window.until.toISOString())
        .map((row) => ({ method: row.method, amountPaise: asPaise(-row.paise), count: row.count }));
    },
    async entriesIn(window, kinds) {
      const ofKinds = kinds ? `AND kind IN (${kinds.map(() => '?').join(',')})` : '';
      return db
        .prepare<string[], EntryRow>(
          `SELECT * FROM account_entries WHERE at >= ? AND at <= ? ${ofKinds} ${ORDER}`,
        )
        .all(window.since.toISOString(), window.until.toISOString(), ...(kinds ?? []))
        .map(toEntry);
    },
  };
}
