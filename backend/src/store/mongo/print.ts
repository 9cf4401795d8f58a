import mongoose, { type Connection } from 'mongoose';
import type { PrintRates } from '../../contract';
import { toPaise, toRupees } from '../money';
import type { PrintJob, PrintStore } from '../store';
import { newDocumentId, type Models, type OrderDoc } from './models';
import type { PrintJobDoc } from './print-models';

const BUCKET = 'printFiles';

const toJob = (doc: PrintJobDoc): PrintJob => ({
  _id: doc._id,
  customerUid: doc.customerUid,
  fileName: doc.fileName,
  pages: doc.pages,
  bytes: doc.bytes,
  createdAt: doc.createdAt.toISOString(),
  orderId: doc.orderId,
});

const mapRates = (rates: PrintRates, convert: (amount: number) => number): PrintRates => ({
  bwSingle: convert(rates.bwSingle),
  bwDouble: convert(rates.bwDouble),
  colourSingle: convert(rates.colourSingle),
  colourDouble: convert(rates.colourDouble),
  binding: {
    none: convert(rates.binding.none),
    staple: convert(rates.binding.staple),
    spiral: convert(rates.binding.spiral),
  },
});

const printFilesBucket = (connection: Connection) => {
  if (!connection.db) throw new Error('MongoDB connection is not open');
  return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: BUCKET });
};

/** Writes a print file to GridFS, named by its job; answers the file's id for the job to keep. */
export function uploadPrintFile(
  connection: Connection,
  jobId: string,
  data: Uint8Array,
): Promise<mongoose.Types.ObjectId> {
  return new Promise((resolve, reject) => {
    const upload = printFilesBucket(connection).openUploadStream(jobId, {
      metadata: { contentType: 'application/pdf' },
    });
    upload.once('finish', () => resolve(upload.id as mongoose.Types.ObjectId));
    upload.once('error', reject);
    upload.end(Buffer.from(data));
  });
}

/**
 * Print files live in GridFS, like covers: every API instance reads the same bytes. The quota
 * is read, then the file written: two uploads by one customer in the same instant could both
 * pass it, by one file at most each, which the upload rate limit keeps rare; SQLite's write lock
 * makes it exact there.
 */
export function createMongoPrintStore(connection: Connection, models: Models): PrintStore {
  const { PrintRates: Rates, PrintJob: Job } = models;
  const bucket = () => printFilesBucket(connection);
  const deleteFiles = async (jobs: Pick<PrintJobDoc, 'fileId'>[]) => {
    for (const job of jobs)
      if (job.fileId)
        await bucket()
          .delete(job.fileId)
          .catch(() => undefined);
  };

  return {
    async getRates() {
      const doc = await Rates.findById('rates').lean();
      return doc ? mapRates(doc, toRupees) : null;
    },
    async setRates(rates) {
      await Rates.replaceOne(
        { _id: 'rates' },
        { _id: 'rates', ...mapRates(rates, toPaise) },
        { upsert: true },
      );
      return mapRates(mapRates(rates, toPaise), toRupees);
    },
    async createJob(input, quota, now) {
      const [usage] = await Job.aggregate<{ waiting: number; bytes: number }>([
        { $match: { customerUid: input.customerUid, fileId: { $ne: null } } },
        {
          $group: {
            _id: null,
            waiting: { $sum: { $cond: [{ $eq: ['$orderId', null] }, 1, 0] } },
            bytes: { $sum: '$bytes' },
          },
        },
      ]);
      if ((usage?.waiting ?? 0) >= quota.waitingFilesMax) return { outcome: 'over_quota', limit: 'files' };
      if ((usage?.bytes ?? 0) + input.data.byteLength > quota.bytesMax) {
        return { outcome: 'over_quota', limit: 'bytes' };
      }
      const id = newDocumentId();
      const fileId = await uploadPrintFile(connection, id, input.data);
      const doc: PrintJobDoc = {
        _id: id,
        customerUid: input.customerUid,
        fileName: input.fileName,
        pages: input.pages,
        bytes: input.data.byteLength,
        createdAt: now,
        orderId: null,
        fileId,
      };
      await Job.create(doc);
      return { outcome: 'created', job: toJob(doc) };
    },
    async getJob(id) {
      const doc = await Job.findById(id).lean();
      return doc ? toJob(doc) : null;
    },
    async readFile(id) {
      const doc = await Job.findById(id).lean();
      if (!doc?.fileId) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(doc.fileId)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async deleteUnorderedBefore(before) {
      const expired = await Job.find({ orderId: null, createdAt: { $lt: before } }, { fileId: 1 }).lean();
      await deleteFiles(expired);
      await Job.deleteMany({ _id: { $in: expired.map((job) => job._id) } });
      return expired.length;
    },
    async deleteFilesOfOrdersEndedBefore(before) {
      const ended = await models.Order.find(
        {
          status: { $in: ['collected', 'cancelled'] },
          updatedAt: { $lt: before },
          'lines.printJob': { $exists: true },
        },
        { 'lines.printJob.jobId': 1 },
      ).lean<Pick<OrderDoc, 'lines'>[]>();
      const jobIds = ended.flatMap((order) => order.lines.flatMap((line) => line.printJob?.jobId ?? []));
      const withFiles = await Job.find({ _id: { $in: jobIds }, fileId: { $ne: null } }, { fileId: 1 }).lean();
      await deleteFiles(withFiles);
      await Job.updateMany({ _id: { $in: withFiles.map((job) => job._id) } }, { $set: { fileId: null } });
      return withFiles.length;
    },
    async usage() {
      const [usage] = await Job.aggregate<{ files: number; bytes: number }>([
        { $match: { fileId: { $ne: null } } },
        { $group: { _id: null, files: { $sum: 1 }, bytes: { $sum: '$bytes' } } },
      ]);
      return { files: usage?.files ?? 0, bytes: usage?.bytes ?? 0 };
    },
  };
}
