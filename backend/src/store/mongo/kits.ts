import type { ClientSession } from 'mongoose';
import type { Kit, KitInput } from '../../contract';
import { DuplicateKitError, KitGoneError, type KitKey, type KitStore } from '../kit-contract';
import {
  firstRepeatedKey,
  kitFilterKeys,
  kitKeyOf,
  kitsMatching,
  toKitPricing,
  toKitPricingRecord,
} from '../kit-rules';
import type { SnapshotKit } from '../snapshot';
import type { KitDoc } from './kit-models';
import { isDuplicateKey, newDocumentId, type Models } from './models';
import type { Transactions } from './transactions';

export const toKit = (doc: KitDoc): Kit => ({
  _id: doc._id,
  title: doc.title,
  school: doc.school,
  className: doc.className,
  academicYear: doc.academicYear,
  lines: doc.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    optional: line.optional,
  })),
  pricing: toKitPricing(doc.pricing),
  published: doc.published,
  notes: doc.notes ?? '',
  expectedKits: doc.expectedKits ?? null,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** Everything a kit's write sets but its id and creation time. */
export const toKitFields = (input: KitInput, now: Date): Omit<KitDoc, '_id' | 'createdAt'> => ({
  title: input.title,
  school: input.school,
  className: input.className,
  ...kitKeyOf(input),
  lines: input.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    optional: line.optional,
  })),
  pricing: toKitPricingRecord(input.pricing),
  published: input.published,
  notes: input.notes,
  expectedKits: input.expectedKits,
  updatedAt: now,
});

/** A kit as a snapshot keeps it (its pricing in paise), as the adapter keeps it, with its folded key. */
export const toKitDocument = (
  { id, createdAt: _created, updatedAt: _updated, ...kit }: SnapshotKit,
  times: Pick<KitDoc, 'createdAt' | 'updatedAt'>,
): KitDoc => ({
  _id: id,
  ...kit,
  ...kitKeyOf(kit),
  lines: kit.lines.map(({ productId, quantity, optional }) => ({ productId, quantity, optional })),
  pricing: { ...kit.pricing },
  ...times,
});

/** Runs a write; the key's unique index refusing it becomes the contract's error. */
async function guardKey<T>(key: KitKey, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw new DuplicateKitError(key);
    throw error;
  }
}

export function createMongoKitStore({ Kit }: Models, transactions: Transactions): KitStore {
  async function createOne(input: KitInput, now: Date, session?: ClientSession): Promise<KitDoc> {
    const doc: KitDoc = { _id: newDocumentId(), ...toKitFields(input, now), createdAt: now };
    await guardKey(input, () => Kit.create([doc], { session }));
    return doc;
  }

  return {
    async list(filter) {
      const docs = await Kit.find({
        ...kitFilterKeys(filter),
        ...(filter.publishedOnly ? { published: true } : {}),
      }).lean<KitDoc[]>();
      return kitsMatching(docs, filter.q).map(toKit);
    },
    async get(id) {
      const doc = await Kit.findById(id).lean<KitDoc>();
      return doc ? toKit(doc) : null;
    },
    async getMany(ids) {
      const unique = [...new Set(ids)];
      const docs = await Kit.find({ _id: { $in: unique } }).lean<KitDoc[]>();
      const byId = new Map(docs.map((doc) => [doc._id, toKit(doc)]));
      return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    },
    async findByKey(key) {
      const doc = await Kit.findOne(kitKeyOf(key)).lean<KitDoc>();
      return doc ? toKit(doc) : null;
    },
    async create(input) {
      return toKit(await createOne(input, new Date()));
    },
    async update(id, input) {
      const doc = await guardKey(input, () =>
        Kit.findOneAndUpdate(
          { _id: id },
          { $set: toKitFields(input, new Date()) },
          { returnDocument: 'after', runValidators: true },
        ).lean<KitDoc>(),
      );
      return doc ? toKit(doc) : null;
    },
    async remove(id) {
      return (await Kit.deleteOne({ _id: id })).deletedCount > 0;
    },
    async importMany(writes) {
      // Checked before any write: without a transaction (a standalone server) a batch refused
      // halfway would stay half written. The unique index still guards against another writer.
      const repeated = firstRepeatedKey(
        writes.flatMap((write) => (write.action === 'create' ? [write.input] : [])),
      );
      if (repeated) throw new DuplicateKitError(repeated);
      const replaced = writes.flatMap((write) => (write.action === 'replace' ? [write.id] : []));
      const present = new Set(
        (await Kit.find({ _id: { $in: replaced } }, { _id: 1 }).lean<{ _id: string }[]>()).map(
          (doc) => doc._id,
        ),
      );
      const gone = replaced.find((id) => !present.has(id));
      if (gone) throw new KitGoneError(gone);
      for (const write of writes) {
        if (write.action !== 'create') continue;
        const existing = await Kit.exists(kitKeyOf(write.input));
        if (existing) throw new DuplicateKitError(write.input);
      }

      const docs = await transactions.run(async (session) => {
        const now = new Date();
        const written: KitDoc[] = [];
        for (const write of writes) {
          if (write.action === 'create') {
            written.push(await createOne(write.input, now, session));
            continue;
          }
          const lines = write.lines.map(({ productId, quantity, optional }) => ({
            productId,
            quantity,
            optional,
          }));
          const doc = await Kit.findOneAndUpdate(
            { _id: write.id },
            { $set: { lines, updatedAt: now } },
            { returnDocument: 'after', runValidators: true, session },
          ).lean<KitDoc>();
          if (!doc) throw new KitGoneError(write.id);
          written.push(doc);
        }
        return written;
      });
      return docs.map(toKit);
    },
  };
}
