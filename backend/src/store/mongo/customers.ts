/** The customers the shop knows, on MongoDB. */
import type { ShopCustomer } from '../../contract';
import type { CustomerFields, CustomerStore } from '../customer-contract';
import { toPaise, toRupees } from '../money';
import { phoneDigitsOf } from '../search-terms';
import type { CustomerDoc } from './customer-models';
import { isDuplicateKey, newDocumentId, type Models } from './models';

export const toCustomer = ({
  _id,
  creditLimitPaise,
  createdAt,
  updatedAt,
  ledgerVersion: _version,
  remindedAt,
  ...rest
}: CustomerDoc): ShopCustomer => ({
  _id,
  ...rest,
  remindedAt: remindedAt ? remindedAt.toISOString() : null,
  creditLimit: toRupees(creditLimitPaise),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const documentFields = ({ creditLimit, ...rest }: CustomerFields) => ({
  ...rest,
  creditLimitPaise: toPaise(creditLimit),
});

/** `text` matched as itself, not as a pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matching(q: string | null) {
  if (!q) return {};
  const text = new RegExp(escapeRegExp(q), 'i');
  const digits = phoneDigitsOf(q);
  return {
    $or: [{ name: text }, { gstin: text }, ...(digits ? [{ phone: new RegExp(escapeRegExp(digits)) }] : [])],
  };
}

export function createMongoCustomerStore({ Customer }: Models): CustomerStore {
  const found = async (id: string) => {
    const doc = await Customer.findById(id).lean<CustomerDoc>();
    return doc ? toCustomer(doc) : null;
  };
  const written = async (write: () => Promise<unknown>): Promise<'phone-taken' | null> => {
    try {
      await write();
      return null;
    } catch (error) {
      if (isDuplicateKey(error)) return 'phone-taken';
      throw error;
    }
  };
  return {
    async create(fields, at) {
      const doc: CustomerDoc = {
        _id: newDocumentId(),
        ...documentFields(fields),
        createdAt: at,
        updatedAt: at,
      };
      return (await written(() => Customer.create(doc))) ?? toCustomer(doc);
    },
    async update(id, fields, at) {
      const refused = await written(() =>
        Customer.updateOne({ _id: id }, { $set: { ...documentFields(fields), updatedAt: at } }),
      );
      return refused ?? found(id);
    },
    findById: found,
    async markReminded(id, at) {
      await Customer.updateOne({ _id: id }, { $set: { remindedAt: at } });
    },
    async findByPhone(phone) {
      const doc = await Customer.findOne({ phone }).lean<CustomerDoc>();
      return doc ? toCustomer(doc) : null;
    },
    async search({ q, page, limit }) {
      const filter = matching(q);
      const [docs, total] = await Promise.all([
        Customer.find(filter)
          .collation({ locale: 'en', strength: 2 })
          .sort({ name: 1, _id: 1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<CustomerDoc[]>(),
        Customer.countDocuments(filter),
      ]);
      return { items: docs.map(toCustomer), total };
    },
  };
}
