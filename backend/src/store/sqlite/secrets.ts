import type Database from 'better-sqlite3';
import type { SecretStore } from '../store';

export function createSqliteSecretStore(db: Database.Database): SecretStore {
  const insert = db.prepare('INSERT OR IGNORE INTO secrets (name, value, created_at) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { value: string }>('SELECT value FROM secrets WHERE name = ?');
  return {
    async getOrCreate(name, create) {
      const existing = select.get(name);
      if (existing) return existing.value;
      // Another process may insert first; OR IGNORE keeps theirs and both read the same value.
      insert.run(name, create(), new Date().toISOString());
      return select.get(name)!.value;
    },
  };
}
