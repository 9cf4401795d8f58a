import type { Model } from 'mongoose';
import type { SnapshotImage, SnapshotRecords } from '../snapshot';
import { connectWithRetry, type ConnectOptions } from './connection';
import { createGridFsImageStore } from './images';
import { inBatches, toMongoDocuments, toUpserts } from './import-documents';
import { createModels, ensureIndexes, isDuplicateKey, type Models } from './models';

export interface ImportSource extends SnapshotRecords {
  imageNames: readonly string[];
  /** One image per step, so the covers never sit in memory all at once. */
  images(): Iterable<SnapshotImage>;
}

export interface Copied {
  total: number;
  added: number;
}

/** Told after each collection is written: how many records, and how many were new. */
export type ImportReport = (collection: string, copied: Copied) => void;

async function upsertAll<T extends { _id: string }>(model: Model<T>, docs: T[]): Promise<Copied> {
  let added = 0;
  for (const batch of inBatches(toUpserts(docs))) {
    // The replacement keeps its _id on purpose; the driver's type only allows it to be omitted.
    const writes = batch as unknown as Parameters<Model<T>['bulkWrite']>[0];
    added += (await model.bulkWrite(writes)).upsertedCount;
  }
  return { total: docs.length, added };
}

async function copyRecords(models: Models, source: ImportSource, report: ImportReport): Promise<void> {
  const docs = toMongoDocuments(source);
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
  report('secrets', await upsertAll(models.Secret, docs.secrets));
  report('stock movements', await upsertAll(models.StockMovement, docs.stockMovements));
  report('notices', await upsertAll(models.Notice, docs.notices));
  // Idempotency keys and rate-limit windows are not copied: keys only guard checkout retries for a
  // day and windows last minutes, so after a stopped-shop cut-over they have nothing left to protect.
}

/**
 * Writes a store's records and images into the MongoDB at `options.uri`, as the MongoDB adapter
 * keeps them. Every write is an upsert by id (images are skipped when present), so a run cut short
 * can simply be repeated.
 */
export async function importIntoMongo(
  options: ConnectOptions,
  source: ImportSource,
  report: ImportReport,
): Promise<{ database: string }> {
  const connection = await connectWithRetry(options);
  try {
    const models = createModels(connection);
    await ensureIndexes(models);
    await copyRecords(models, source, report);
    const images = createGridFsImageStore(connection);
    let added = 0;
    for (const image of source.images()) {
      if (await images.exists(image.name)) continue;
      await images.put(image);
      added++;
    }
    report('images', { total: source.imageNames.length, added });
    return { database: connection.name };
  } finally {
    await connection.close();
  }
}
