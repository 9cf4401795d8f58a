/**
 * Copies a shop from its SQLite file (DATABASE_PATH, or --from <file>) into MONGODB_URI:
 *   npm run migrate:sqlite-to-mongo                        (from the repository root)
 *   npm run migrate:sqlite-to-mongo -- -- --from <file>    (root: npm eats the first --)
 * Stop the shop first so no order arrives mid-copy. Every write is an upsert by id, so a run cut
 * short can simply be repeated; a rerun after the shop has switched to MongoDB would overwrite
 * newer MongoDB changes with the SQLite rows, so do not rerun after the cut-over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { loadEnvironment } from '../environment';
import { describeHosts, importIntoMongo, type Copied } from '../store/mongo';
import { readSqliteSnapshot } from '../store/sqlite';

interface Plan {
  source: string;
  uri: string;
  connect: { attempts: number; timeoutMs: number };
}

function planFromEnvironment(): Plan {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  loadEnvironment();
  const config = loadConfig();
  if (!config.mongodbUri) {
    throw new Error(
      'MONGODB_URI is not set. Set it (in .env or the shell) to the MongoDB the shop should move to, e.g.\n' +
        '  MONGODB_URI=mongodb://localhost:27017/shop npm run migrate:sqlite-to-mongo',
    );
  }
  // npm runs workspace scripts inside backend/; INIT_CWD is where the operator typed the command.
  const source = values.from
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
    : config.databasePath;
  if (!fs.existsSync(source)) {
    throw new Error(`No SQLite database at ${source}. Set DATABASE_PATH or pass --from <file>.`);
  }
  return { source, uri: config.mongodbUri, connect: config.mongodbConnect };
}

const report = (collection: string, { total, added }: Copied) =>
  console.log(`  ${collection}: ${total} copied (${added} new, ${total - added} already there)`);

async function migrate(plan: Plan): Promise<void> {
  const target = `MongoDB at ${describeHosts(plan.uri)}`;
  const snapshot = readSqliteSnapshot(plan.source);
  try {
    console.log(`Reading SQLite at ${plan.source} (schema v${snapshot.schemaVersion})`);
    console.log(`Writing to ${target}`);
    const { database } = await importIntoMongo(
      { uri: plan.uri, attempts: plan.connect.attempts, serverSelectionTimeoutMS: plan.connect.timeoutMs },
      snapshot,
      report,
    );
    console.log(`  (database ${database})`);
  } finally {
    snapshot.close();
  }
  console.log(`Done: the shop in ${plan.source} is now in ${target}. Rerunning before the cut-over is safe.`);
}

const fail = (error: unknown, hint?: string) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  if (hint) console.error(hint);
  process.exitCode = 1;
};

let plan: Plan | undefined;
try {
  plan = planFromEnvironment();
} catch (error) {
  fail(error);
}
if (plan) {
  await migrate(plan).catch((error: unknown) =>
    fail(
      error,
      'Nothing needs undoing: every write is an upsert, so running it again once the cause is fixed is safe.',
    ),
  );
}
