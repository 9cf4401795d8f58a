import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API: other
 * processes keep reading and writing while it runs, and the copy is one point in time.
 */
export async function backupSqlite(source: string, destination: string): Promise<{ pages: number }> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}.`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const result = await db.backup(destination);
    return { pages: result.totalPages };
  } finally {
    db.close();
  }
}

export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

export const defaultBackupPath = (databasePath: string, now = new Date()): string =>
  path.join(path.dirname(databasePath), 'backups', `shop-${now.toISOString().replace(/[:.]/g, '-')}.db`);
