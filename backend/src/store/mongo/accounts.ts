/**
 * Customers' accounts on MongoDB: one document an entry, the balance their sum. Each entry moves
 * the customer's `ledgerVersion` by a conditional update on the version the unit read: in a
 * transaction a second writer conflicts and runs again; without one, the entry that lost is taken
 * back and the account read again. Either way two entries never both land on one reading.
 */
import type { AccountEntryRecord, AccountStore } from '../account-contract';
import { asPaise } from '../money';
import { accountRecipes } from '../recipes/accounts';
import type { AccountPrimitives, Transact } from '../unit-of-work-contract';
import type { AccountEntryDoc, CustomerDoc } from './customer-models';
import type { Models } from './models';
import type { MongoUnit } from './unit-of-work';

const toEntry = (doc: AccountEntryDoc): AccountEntryRecord => ({
  ...doc,
  amountPaise: asPaise(doc.amountPaise),
  by: doc.by ?? null,
});

export function createMongoAccountPrimitives(
  { AccountEntry, Customer }: Models,
  unit: MongoUnit,
): AccountPrimitives {
  const { session } = unit;
  return {
    async readAccount(customerId) {
      const customer = await Customer.findById(
        customerId,
        { creditLimitPaise: 1, ledgerVersion: 1 },
        {
          session,
        },
      ).lean<Pick<CustomerDoc, 'creditLimitPaise' | 'ledgerVersion'>>();
      if (!customer) return null;
      const [sum] = await AccountEntry.aggregate<{ paise: number }>(
        [{ $match: { customerId } }, { $group: { _id: null, paise: { $sum: '$amountPaise' } } }],
        { session },
      );
      return {
        creditLimitPaise: asPaise(customer.creditLimitPaise),
        balancePaise: asPaise(sum?.paise ?? 0),
        version: customer.ledgerVersion ?? 0,
      };
    },
    async postEntry(entry, version) {
      await AccountEntry.create([entry satisfies AccountEntryDoc], { session });
      const moved = await Customer.updateOne(
        { _id: entry.customerId, ledgerVersion: version === 0 ? { $in: [0, null] } : version },
        { $set: { ledgerVersion: version + 1 } },
        { session },
      );
      if (moved.matchedCount === 1) {
        unit.onUndo(() => AccountEntry.deleteOne({ _id: entry._id }, { session }));
        return true;
      }
      await AccountEntry.deleteOne({ _id: entry._id }, { session });
      return false;
    },
    async setEntryDocument(entryId, document) {
      await AccountEntry.updateOne({ _id: entryId }, { $set: { document } }, { session });
    },
  };
}

export function createMongoAccountStore(models: Models, transact: Transact): AccountStore {
  const { AccountEntry } = models;
  const sorted = { at: 1, _id: 1 } as const;
  return {
    ...accountRecipes(transact),
    async entriesOf(customerId, until) {
      const filter = until ? { customerId, at: { $lte: until } } : { customerId };
      return (await AccountEntry.find(filter).sort(sorted).lean<AccountEntryDoc[]>()).map(toEntry);
    },
    async openEntries() {
      const open = await AccountEntry.aggregate<{ _id: string }>([
        { $group: { _id: '$customerId', paise: { $sum: '$amountPaise' } } },
        { $match: { paise: { $ne: 0 } } },
      ]);
      const customerIds = open.map((row) => row._id);
      const docs = await AccountEntry.find({ customerId: { $in: customerIds } })
        .sort(sorted)
        .lean<AccountEntryDoc[]>();
      return docs.map(toEntry);
    },
    async balances(customerIds) {
      const rows = await AccountEntry.aggregate<{ _id: string; paise: number }>([
        { $match: { customerId: { $in: [...customerIds] } } },
        { $group: { _id: '$customerId', paise: { $sum: '$amountPaise' } } },
      ]);
      return new Map(rows.map((row) => [row._id, asPaise(row.paise)]));
    },
    async paymentsIn(window) {
      const rows = await AccountEntry.aggregate<{
        _id: AccountEntryRecord['method'];
        paise: number;
        count: number;
      }>([
        { $match: { kind: 'payment', at: { $gte: window.since, $lte: window.until } } },
        { $group: { _id: '$method', paise: { $sum: '$amountPaise' }, count: { $sum: 1 } } },
      ]);
      return rows.map((row) => ({ method: row._id!, amountPaise: asPaise(-row.paise), count: row.count }));
    },
    async entriesIn(window, kinds) {
      const filter = {
        at: { $gte: window.since, $lte: window.until },
        ...(kinds && { kind: { $in: [...kinds] } }),
      };
      return (await AccountEntry.find(filter).sort(sorted).lean<AccountEntryDoc[]>()).map(toEntry);
    },
  };
}
