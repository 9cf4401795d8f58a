import type Database from 'better-sqlite3';
import { newId } from '../ids';
import type { AdminStore } from '../store';

interface AdminRow {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  created_at: string;
}

export function createSqliteAdminStore(db: Database.Database): AdminStore {
  const byUsername = db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE username = ?');
  const byId = db.prepare<[string], AdminRow>('SELECT * FROM admins WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO admins (id, username, display_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const toAdmin = (row: AdminRow) => ({
    _id: row.id,
    username: row.username,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
  });
  return {
    async findByUsername(username) {
      const row = byUsername.get(username);
      return row ? toAdmin(row) : null;
    },
    async findById(id) {
      const row = byId.get(id);
      return row ? toAdmin(row) : null;
    },
    async create(input) {
      const id = newId();
      insert.run(id, input.username, input.displayName, input.passwordHash, new Date().toISOString());
      return toAdmin(byUsername.get(input.username)!);
    },
  };
}
