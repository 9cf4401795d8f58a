/** The store contract's suppliers part: the distributors the shop buys from. */
import type { Supplier } from '../contract';
import type { CustomerSearch } from './customer-contract';

/** A supplier's fields as the service gives them: checked, the state worked out. */
export type SupplierFields = Omit<Supplier, '_id' | 'createdAt' | 'updatedAt'>;

export type SupplierSearch = CustomerSearch;

export interface SupplierStore {
  /** 'gstin-taken' when another supplier has the GSTIN. */
  create(fields: SupplierFields, at: Date): Promise<Supplier | 'gstin-taken'>;
  /** Every field as given. Null if unknown; 'gstin-taken' when another supplier has the GSTIN. */
  update(id: string, fields: SupplierFields, at: Date): Promise<Supplier | null | 'gstin-taken'>;
  findById(id: string): Promise<Supplier | null>;
  /** By name (any part, any case) or GSTIN (any case), by name then id; all when q is null. */
  search(query: SupplierSearch): Promise<{ items: Supplier[]; total: number }>;
}
