import type Database from 'better-sqlite3';
import { toInvoiceRecord } from '../bills';
import type { InvoiceStore } from '../store';
import { createInvoiceReader } from './invoice-rows';

export function createSqliteInvoiceStore(db: Database.Database): InvoiceStore {
  const reader = createInvoiceReader(db);
  const selectLast = db.prepare<[string], number>('SELECT last FROM invoice_series WHERE series = ?').pluck();
  return {
    async lastSerial(series) {
      return selectLast.get(series) ?? 0;
    },
    async get(number) {
      const bill = reader.get(number);
      return bill ? toInvoiceRecord(bill.number, bill.record) : null;
    },
    async list({ since, until }) {
      return reader
        .between(since.toISOString(), until.toISOString())
        .map((bill) => toInvoiceRecord(bill.number, bill.record));
    },
  };
}
