/** The SQLite adapter, as the rest of the backend may use it. */
export { backupSqlite, defaultBackupPath, integrityOf } from './backup';
export { readSqliteSnapshot, type SqliteSnapshot } from './snapshot';
export { createSqliteStore, type SqliteStoreOptions } from './sqlite-store';
