import mongoose, { type Connection } from 'mongoose';
import type { ImageStore, StoredImage } from '../store';

const BUCKET = 'covers';

interface CoverFile {
  filename: string;
  metadata?: { contentType?: string };
}

/**
 * Covers live in GridFS, so every API instance serves the same bytes and none depends on
 * its own disk. Names are content hashes: if two instances upload the same cover at once,
 * both files hold identical bytes and either one answers.
 */
export function createMongoImageStore(connection: Connection): ImageStore {
  const bucket = () => {
    if (!connection.db) throw new Error('MongoDB connection is not open');
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: BUCKET });
  };
  const findFile = async (name: string) =>
    (await bucket().find({ filename: name }).sort({ uploadDate: 1 }).limit(1).next()) as CoverFile | null;

  return {
    async put(image) {
      if (await findFile(image.name)) return;
      await new Promise<void>((resolve, reject) => {
        const upload = bucket().openUploadStream(image.name, {
          metadata: { contentType: image.contentType },
        });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(image.bytes);
      });
    },
    async get(name): Promise<StoredImage | null> {
      const file = await findFile(name);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStreamByName(name)) chunks.push(chunk as Buffer);
      return {
        name,
        contentType: file.metadata?.contentType ?? 'application/octet-stream',
        bytes: Buffer.concat(chunks),
      };
    },
    async exists(name) {
      return (await findFile(name)) !== null;
    },
  };
}
