/** The owner's settings in a SQLite snapshot: each document as it was saved, under its name. */
import type Database from 'better-sqlite3';
import type { SnapshotSetting } from '../snapshot';

export function readSettings(db: Database.Database): SnapshotSetting[] {
  return db
    .prepare<[], { name: string; value: string; updatedAt: string }>(
      'SELECT name, value, updated_at AS updatedAt FROM shop_settings ORDER BY name',
    )
    .all()
    .map((row) => ({ ...row, value: JSON.parse(row.value) as Record<string, unknown> }));
}
