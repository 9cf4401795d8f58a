/** The store contract's customers part: the customers the shop knows by phone. Money is rupees. */
import type { ShopCustomer } from '../contract';

/** A customer's fields as the service gives them: checked, the phone in E.164. */
export type CustomerFields = Omit<ShopCustomer, '_id' | 'createdAt' | 'updatedAt' | 'remindedAt'>;

export interface CustomerSearch {
  q: string | null;
  page: number;
  limit: number;
}

export interface CustomerStore {
  /** 'phone-taken' when another customer has the number. */
  create(fields: CustomerFields, at: Date): Promise<ShopCustomer | 'phone-taken'>;
  /** Every field as given. Null if unknown; 'phone-taken' when another customer has the number. */
  update(id: string, fields: CustomerFields, at: Date): Promise<ShopCustomer | null | 'phone-taken'>;
  findById(id: string): Promise<ShopCustomer | null>;
  /** Keeps when they were last reminded of what they owe. */
  markReminded(id: string, at: Date): Promise<void>;
  findByPhone(phone: string): Promise<ShopCustomer | null>;
  /**
   * By name (any part, any case), phone digits (any run of them) or GSTIN (any case), by name then
   * id; all when q is null. With how many match in all.
   */
  search(query: CustomerSearch): Promise<{ items: ShopCustomer[]; total: number }>;
}
