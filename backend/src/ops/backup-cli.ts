import path from 'node:path';
import { loadConfig } from '../config';
import { loadEnvironment } from '../environment';
import { backupSqlite, defaultBackupPath, integrityOf } from '../store/sqlite';

loadEnvironment();
const config = loadConfig();
if (config.mongodbUri) {
  console.error('MONGODB_URI is set: back up MongoDB with mongodump (see docs/operations.md).');
  process.exit(1);
}
const toFlag = process.argv.indexOf('--to');
const destination =
  toFlag > 0 ? path.resolve(process.argv[toFlag + 1] ?? '') : defaultBackupPath(config.databasePath);

try {
  const { pages } = await backupSqlite(config.databasePath, destination);
  const integrity = integrityOf(destination);
  if (integrity !== 'ok') throw new Error(`the copy failed its integrity check: ${integrity}`);
  console.log(`Backed up ${config.databasePath} (${pages} pages) to ${destination}; integrity ok.`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
