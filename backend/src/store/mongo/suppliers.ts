/** The suppliers the shop buys from, on MongoDB. */
import type { Supplier } from '../../contract';
import type { SupplierStore } from '../supplier-contract';
import { escapeRegExp } from './customers';
import { isDuplicateKey, newDocumentId, type Models } from './models';
import type { SupplierDoc } from './supplier-models';

export const toSupplier = ({ createdAt, updatedAt, ...rest }: SupplierDoc): Supplier => ({
  ...rest,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

function matching(q: string | null) {
  if (!q) return {};
  const text = new RegExp(escapeRegExp(q), 'i');
  return { $or: [{ name: text }, { gstin: text }] };
}

export function createMongoSupplierStore({ Supplier: Suppliers }: Models): SupplierStore {
  const found = async (id: string) => {
    const doc = await Suppliers.findById(id).lean<SupplierDoc>();
    return doc ? toSupplier(doc) : null;
  };
  const written = async (write: () => Promise<unknown>): Promise<'gstin-taken' | null> => {
    try {
      await write();
      return null;
    } catch (error) {
      if (isDuplicateKey(error)) return 'gstin-taken';
      throw error;
    }
  };
  return {
    async create(fields, at) {
      const doc: SupplierDoc = { _id: newDocumentId(), ...fields, createdAt: at, updatedAt: at };
      return (await written(() => Suppliers.create(doc))) ?? toSupplier(doc);
    },
    async update(id, fields, at) {
      const refused = await written(() =>
        Suppliers.updateOne({ _id: id }, { $set: { ...fields, updatedAt: at } }),
      );
      return refused ?? found(id);
    },
    findById: found,
    async search({ q, page, limit }) {
      const filter = matching(q);
      const [docs, total] = await Promise.all([
        Suppliers.find(filter)
          .collation({ locale: 'en', strength: 2 })
          .sort({ name: 1, _id: 1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<SupplierDoc[]>(),
        Suppliers.countDocuments(filter),
      ]);
      return { items: docs.map(toSupplier), total };
    },
  };
}
