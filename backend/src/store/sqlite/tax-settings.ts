import type Database from 'better-sqlite3';
import { taxSettingsWithDefaults, type TaxSettings } from '../../contract';
import type { TaxSettingsStore } from '../store';

const NAME = 'tax';

/** The settings are one JSON document: the owner saves them whole from one page. */
export function createSqliteTaxSettingsStore(db: Database.Database): TaxSettingsStore {
  const select = db.prepare<[string], string>('SELECT value FROM shop_settings WHERE name = ?').pluck();
  const upsert = db.prepare(
    `INSERT INTO shop_settings (name, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const read = (): TaxSettings => {
    const value = select.get(NAME);
    return taxSettingsWithDefaults(value ? (JSON.parse(value) as Partial<TaxSettings>) : null);
  };
  return {
    async get() {
      return read();
    },
    async put(settings) {
      upsert.run(NAME, JSON.stringify(settings), new Date().toISOString());
      return read();
    },
  };
}
