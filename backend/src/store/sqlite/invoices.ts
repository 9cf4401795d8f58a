import type Database from 'better-sqlite3';
import type { InvoiceStore } from '../store';

// Issue 28 in progress: bills are issued once the invoice tables land.
export function createSqliteInvoiceStore(_db: Database.Database): InvoiceStore {
  return {
    async get() {
      return null;
    },
    async list() {
      return [];
    },
  };
}
