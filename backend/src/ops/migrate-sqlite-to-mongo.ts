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
import type { Connection, Model } from 'mongoose';
import { loadConfig } from '../config';
import { loadEnvironment } from '../environment';
import { connectWithRetry, describeHosts } from '../store/mongo/connection';
import { createGridFsImageStore } from '../store/mongo/images';
import { createModels, ensureIndexes, isDuplicateKey, type Models } from '../store/mongo/models';
import { inBatches, toMongoDocuments, toUpserts } from './migrate-documents';
import { readSqliteSnapshot, type SqliteSnapshot } from './sqlite-snapshot';

interface Copied {
  total: number;
  added: number;
}

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

async function upsertAll<T extends { _id: string }>(model: Model<T>, docs: T[]): Promise<Copied> {
  let added = 0;
  for (const batch of inBatches(toUpserts(docs))) {
    // The replacement keeps its _id on purpose; the driver's type only allows it to be omitted.
    const writes = batch as unknown as Parameters<Model<T>['bulkWrite']>[0];
    added += (await model.bulkWrite(writes)).upsertedCount;
  }
  return { total: docs.length, added };
}

async function copyImages(connection: Connection, snapshot: SqliteSnapshot): Promise<Copied> {
  const images = createGridFsImageStore(connection);
  let added = 0;
  for (const image of snapshot.images()) {
    if (await images.exists(image.name)) continue;
    await images.put(image);
    added++;
  }
  return { total: snapshot.imageNames.length, added };
}

const report = (collection: string, { total, added }: Copied) =>
  console.log(`  ${collection}: ${total} copied (${added} new, ${total - added} already there)`);

async function copyRecords(models: Models, snapshot: SqliteSnapshot): Promise<void> {
  const docs = toMongoDocuments(snapshot);
  report('books', await upsertAll(models.Book, docs.books));
  try {
    report('admins', await upsertAll(models.Admin, docs.admins));
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    throw new Error(
      'an admin username in SQLite already belongs to another admin in MongoDB (was the shop started ' +
        'on MongoDB before this copy?). Remove that admin from the admins collection and rerun.',
      { cause: error },
    );
  }
  report('orders', await upsertAll(models.Order, docs.orders));
  // Idempotency keys and rate-limit windows are not copied: keys only guard checkout retries for a
  // day and windows last minutes, so after a stopped-shop cut-over they have nothing left to protect.
}

async function migrate(plan: Plan): Promise<void> {
  const target = `MongoDB at ${describeHosts(plan.uri)}`;
  const snapshot = readSqliteSnapshot(plan.source);
  try {
    console.log(`Reading SQLite at ${plan.source} (schema v${snapshot.schemaVersion})`);
    const connection = await connectWithRetry({
      uri: plan.uri,
      attempts: plan.connect.attempts,
      serverSelectionTimeoutMS: plan.connect.timeoutMs,
    });
    try {
      console.log(`Writing to ${target} (database ${connection.name})`);
      const models = createModels(connection);
      await ensureIndexes(models);
      await copyRecords(models, snapshot);
      report('images', await copyImages(connection, snapshot));
    } finally {
      await connection.close();
    }
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
