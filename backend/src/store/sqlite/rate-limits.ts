import type Database from 'better-sqlite3';
import type { RateLimitStore } from '../store';

export function createSqliteRateLimitStore(db: Database.Database): RateLimitStore {
  const select = db.prepare<[string], { count: number; reset_at: number }>(
    'SELECT count, reset_at FROM rate_limits WHERE key = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at`,
  );
  const decrement = db.prepare('UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE key = ?');
  const remove = db.prepare('DELETE FROM rate_limits WHERE key = ?');
  const hit = db.transaction((key: string, windowMs: number) => {
    const now = Date.now();
    const row = select.get(key);
    const fresh = !row || row.reset_at <= now;
    const count = fresh ? 1 : row.count + 1;
    const resetAt = fresh ? now + windowMs : row.reset_at;
    upsert.run(key, count, resetAt);
    return { count, resetAt: new Date(resetAt) };
  });
  return {
    async hit(key, windowMs) {
      return hit.immediate(key, windowMs);
    },
    async undo(key) {
      decrement.run(key);
    },
    async reset(key) {
      remove.run(key);
    },
  };
}
