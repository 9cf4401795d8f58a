import type { Model } from 'mongoose';
import type { Connection } from 'mongoose';
import type { SnapshotImage, SnapshotPrintFile, SnapshotRecords } from '../snapshot';
import { connectWithRetry, type ConnectOptions } from './connection';
import { createMongoImageStore } from './images';
import { inBatches, toMongoDocuments, toUpserts } from './import-documents';
import type { InvoiceSeriesDoc } from './invoice-models';
import { createModels, ensureIndexes, isDuplicateKey, type CounterDayDoc, type Models } from './models';
import { uploadPrintFile } from './print';

export interface ImportSource extends SnapshotRecords {
  imageNames: readonly string[];
  /** One image per step, so the covers never sit in memory all at once. */
  images(): Iterable<SnapshotImage>;
  /** One print file per step, likewise. */
  printFiles(): Iterable<SnapshotPrintFile>;
}

export interface Copied {
  total: number;
  added: number;
}

/** Told after each collection is written: how many records, and how many were new. */
export type ImportReport = (collection: string, copied: Copied) => void;

async function upsertAll<T extends { _id: string | number }>(model: Model<T>, docs: T[]): Promise<Copied> {
  let added = 0;
  for (const batch of inBatches(toUpserts(docs))) {
    // The replacement keeps its _id on purpose; the driver's type only allows it to be omitted.
    const writes = batch as unknown as Parameters<Model<T>['bulkWrite']>[0];
    added += (await model.bulkWrite(writes)).upsertedCount;
  }
  return { total: docs.length, added };
}

/**
 * Each counter day's series goes on from at least its highest copied number: a day's counter is
 * only ever raised, so a rerun never lowers one that sales in MongoDB have moved on.
 */
async function raiseCounterDays(models: Models, days: CounterDayDoc[]): Promise<Copied> {
  let added = 0;
  for (const batch of inBatches(days)) {
    const writes = batch.map((day) => ({
      updateOne: { filter: { _id: day._id }, update: { $max: { last: day.last } }, upsert: true },
    }));
    added += (await models.CounterDay.bulkWrite(writes)).upsertedCount;
  }
  return { total: days.length, added };
}

/** Each bill series goes on from at least its copied last serial, never lowered, as the counter days. */
async function raiseInvoiceSeries(models: Models, series: InvoiceSeriesDoc[]): Promise<Copied> {
  let added = 0;
  for (const batch of inBatches(series)) {
    const writes = batch.map((doc) => ({
      updateOne: { filter: { _id: doc._id }, update: { $max: { last: doc.last } }, upsert: true },
    }));
    added += (await models.InvoiceSeries.bulkWrite(writes)).upsertedCount;
  }
  return { total: series.length, added };
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
  report('returns', await upsertAll(models.Return, docs.returns));
  report('counter days', await raiseCounterDays(models, docs.counterDays));
  report('drawer days', await upsertAll(models.DrawerDay, docs.drawerDays));
  report('cash movements', await upsertAll(models.CashMovement, docs.cashMovements));
  report('invoices', await upsertAll(models.Invoice, docs.invoices));
  report('invoice series', await raiseInvoiceSeries(models, docs.invoiceSeries));
  report('secrets', await upsertAll(models.Secret, docs.secrets));
  report('stock movements', await upsertAll(models.StockMovement, docs.stockMovements));
  report('notices', await upsertAll(models.Notice, docs.notices));
  report('back-in-stock requests', await upsertAll(models.BackInStock, docs.backInStock));
  report('print rates', await upsertAll(models.PrintRates, docs.printRates));
  report('settings', await upsertAll(models.Setting, docs.settings));
  report('kits', await upsertAll(models.Kit, docs.kits));
  report('staff', await upsertAll(models.Staff, docs.staff));
  report('counter devices', await upsertAll(models.CounterDevice, docs.counterDevices));
  report('audit entries', await upsertAll(models.AuditEntry, docs.auditLog));
  report('customers', await upsertAll(models.Customer, docs.customers));
  report('account entries', await upsertAll(models.AccountEntry, docs.accountEntries));
  report('suppliers', await upsertAll(models.Supplier, docs.suppliers));
  report('purchase orders', await upsertAll(models.PurchaseOrder, docs.purchaseOrders));
  report('purchases', await upsertAll(models.Purchase, docs.purchases));
  report('supplier payments', await upsertAll(models.SupplierPayment, docs.supplierPayments));
  // Idempotency keys and rate-limit windows are not copied: keys only guard checkout retries for a
  // day and windows last minutes, so after a stopped-shop cut-over they have nothing left to protect.
}

/**
 * Print jobs and their files. A job already holding its file in MongoDB keeps it, so a rerun
 * uploads no file twice; the others get theirs uploaded, or none when the sweep had deleted it.
 */
export async function copyPrintJobs(
  connection: Connection,
  models: Pick<Models, 'PrintJob'>,
  source: Pick<ImportSource, 'printJobs' | 'printFiles'>,
): Promise<Copied> {
  const jobs = toMongoDocuments({ printJobs: source.printJobs }).printJobs;
  const existing = await models.PrintJob.find({}, { fileId: 1 }).lean();
  const stored = new Map(existing.map((job) => [job._id, job.fileId]));
  for (const job of jobs) {
    await models.PrintJob.updateOne(
      { _id: job._id },
      { $set: job, $setOnInsert: { fileId: null } },
      { upsert: true },
    );
  }
  for (const file of source.printFiles()) {
    if (stored.get(file.jobId)) continue;
    const fileId = await uploadPrintFile(connection, file.jobId, file.bytes);
    await models.PrintJob.updateOne({ _id: file.jobId }, { $set: { fileId } });
  }
  return { total: jobs.length, added: jobs.filter((job) => !stored.has(job._id)).length };
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
    const images = createMongoImageStore(connection);
    let added = 0;
    for (const image of source.images()) {
      if (await images.exists(image.name)) continue;
      await images.put(image);
      added++;
    }
    report('images', { total: source.imageNames.length, added });
    report('print jobs', await copyPrintJobs(connection, models, source));
    return { database: connection.name };
  } finally {
    await connection.close();
  }
}
