import type Database from 'better-sqlite3';
import type { ImageStore } from '../store';

export function createSqliteImageStore(db: Database.Database): ImageStore {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO images (name, content_type, bytes, created_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare<[string], { name: string; content_type: string; bytes: Buffer }>(
    'SELECT name, content_type, bytes FROM images WHERE name = ?',
  );
  const exists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM images WHERE name = ?');
  return {
    async put(image) {
      insert.run(image.name, image.contentType, image.bytes, new Date().toISOString());
    },
    async get(name) {
      const row = select.get(name);
      return row ? { name: row.name, contentType: row.content_type, bytes: row.bytes } : null;
    },
    async exists(name) {
      return exists.get(name) !== undefined;
    },
  };
}
