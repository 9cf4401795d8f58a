/** The suppliers the shop buys from, kept by a manager or the owner. */
import type { Supplier } from '../contract';
import type { SupplierBody } from '../contract/schemas';
import { AppError } from '../errors';
import type { SupplierSearch, SupplierStore } from '../store/store';

const unknownSupplier = () => new AppError('not_found', 'No such supplier.');
const gstinTaken = () => new AppError('conflict', 'A supplier with this GSTIN already exists.');

export function createSupplierService(deps: { suppliers: SupplierStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    search(query: SupplierSearch) {
      return deps.suppliers.search(query);
    },

    async get(id: string): Promise<Supplier> {
      const supplier = await deps.suppliers.findById(id);
      if (!supplier) throw unknownSupplier();
      return supplier;
    },

    async add(body: SupplierBody): Promise<Supplier> {
      const added = await deps.suppliers.create(body, now());
      if (added === 'gstin-taken') throw gstinTaken();
      return added;
    },

    async update(id: string, body: SupplierBody): Promise<Supplier> {
      const changed = await deps.suppliers.update(id, body, now());
      if (changed === 'gstin-taken') throw gstinTaken();
      if (!changed) throw unknownSupplier();
      return changed;
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
