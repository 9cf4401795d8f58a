import mongoose, { Schema, type Connection } from 'mongoose';
import type { PrintRates } from '../../contract';
import { toPaise, toRupees } from '../money';
import type { PrintJob, PrintStore } from '../store';
import { newDocumentId } from './models';

const BUCKET = 'printFiles';

interface RatesDoc {
  _id: 'rates';
  /** Paise, as every amount the store keeps. */
  bwSingle: number;
  bwDouble: number;
  colourSingle: number;
  colourDouble: number;
  binding: { none: number; staple: number; spiral: number };
}

interface JobDoc {
  _id: string;
  customerUid: string;
  fileName: string;
  pages: number;
  bytes: number;
  createdAt: Date;
  orderId: string | null;
  /** The GridFS file holding the bytes; null once deleted. */
  fileId: mongoose.Types.ObjectId | null;
}

const ratesSchema = new Schema<RatesDoc>(
  {
    _id: { type: String },
    bwSingle: Number,
    bwDouble: Number,
    colourSingle: Number,
    colourDouble: Number,
    binding: { none: Number, staple: Number, spiral: Number },
  },
  { versionKey: false },
);

const jobSchema = new Schema<JobDoc>(
  {
    _id: { type: String },
    customerUid: { type: String, required: true },
    fileName: { type: String, required: true },
    pages: { type: Number, required: true },
    bytes: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    orderId: { type: String, default: null },
    fileId: { type: Schema.Types.ObjectId, default: null },
  },
  { versionKey: false },
);
jobSchema.index({ customerUid: 1, orderId: 1 });
jobSchema.index({ createdAt: 1 }, { partialFilterExpression: { orderId: null } });

const toJob = (doc: JobDoc): PrintJob => ({
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

/**
 * Print files live in GridFS, like covers: every API instance reads the same bytes. The quota
 * is read, then the file written: two uploads by one customer in the same instant could both
 * pass it, by one file at most each, which the upload rate limit keeps rare; SQLite's write lock
 * makes it exact there.
 */
export function createMongoPrintStore(connection: Connection): PrintStore {
  const Rates = connection.model<RatesDoc>('PrintRates', ratesSchema, 'printrates');
  const Job = connection.model<JobDoc>('PrintJob', jobSchema, 'printjobs');
  const bucket = () => {
    if (!connection.db) throw new Error('MongoDB connection is not open');
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: BUCKET });
  };
  const deleteFiles = async (jobs: Pick<JobDoc, 'fileId'>[]) => {
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
      const fileId = await new Promise<mongoose.Types.ObjectId>((resolve, reject) => {
        const upload = bucket().openUploadStream(id, { metadata: { contentType: 'application/pdf' } });
        upload.once('finish', () => resolve(upload.id as mongoose.Types.ObjectId));
        upload.once('error', reject);
        upload.end(Buffer.from(input.data));
      });
      const doc: JobDoc = {
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
    async usage() {
      const [usage] = await Job.aggregate<{ files: number; bytes: number }>([
        { $match: { fileId: { $ne: null } } },
        { $group: { _id: null, files: { $sum: 1 }, bytes: { $sum: '$bytes' } } },
      ]);
      return { files: usage?.files ?? 0, bytes: usage?.bytes ?? 0 };
    },
  };
}
