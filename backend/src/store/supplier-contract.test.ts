import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { Store } from './store';
import type { SupplierFields } from './supplier-contract';

const AT = new Date('2026-11-02T04:30:00.000Z');
const LATER = new Date('2026-11-03T04:30:00.000Z');

const navneet: SupplierFields = {
  name: 'Navneet Distributors',
  gstin: '27AAACN1234F1ZX',
  address: 'Itwari, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
  phone: '+919822000111',
  paymentTermsDays: 30,
};
const local = (name: string): SupplierFields => ({ ...navneet, name, gstin: null, phone: null });

describe.each(availableAdapters())('store contract, suppliers: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => {
    await cleanup();
  });

  async function added(fields: SupplierFields) {
    const supplier = await store.suppliers.create(fields, AT);
    if (supplier === 'gstin-taken') throw new Error('refused');
    return supplier;
  }

  it('when a supplier is added and changed, then they read back with every field as last written', async () => {
    const supplier = await added(navneet);
    expect(supplier).toEqual({
      _id: supplier._id,
      ...navneet,
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    });
    const changed = { ...navneet, address: 'Gandhibagh, Nagpur', paymentTermsDays: 45, phone: null };
    expect(await store.suppliers.update(supplier._id, changed, LATER)).toEqual({
      _id: supplier._id,
      ...changed,
      createdAt: AT.toISOString(),
      updatedAt: LATER.toISOString(),
    });
    expect(await store.suppliers.findById(supplier._id)).toMatchObject({ paymentTermsDays: 45 });
    expect(await store.suppliers.update('000000000000000000000000', changed, LATER)).toBeNull();
    expect(await store.suppliers.findById('000000000000000000000000')).toBeNull();
  });

  it('when a GSTIN is another supplier’s, then the write is refused; unregistered suppliers are many', async () => {
    const first = await added(navneet);
    expect(await store.suppliers.create({ ...navneet, name: 'Navneet again' }, AT)).toBe('gstin-taken');
    const other = await added(local('Sharma Traders'));
    await added(local('Gupta Stationers'));
    expect(await store.suppliers.update(other._id, { ...navneet, name: 'Sharma' }, LATER)).toBe(
      'gstin-taken',
    );
    expect(await store.suppliers.findById(first._id)).toMatchObject({ name: 'Navneet Distributors' });
  });

  it('when suppliers are searched, then by any part of the name or GSTIN in any case, by name, a page at a time', async () => {
    await added(local('sharma traders'));
    await added(navneet);
    await added(local('Gupta Stationers'));
    const names = async (q: string | null, page = 1, limit = 10) => {
      const found = await store.suppliers.search({ q, page, limit });
      return { names: found.items.map((supplier) => supplier.name), total: found.total };
    };
    expect(await names(null)).toEqual({
      names: ['Gupta Stationers', 'Navneet Distributors', 'sharma traders'],
      total: 3,
    });
    expect(await names('TRADERS')).toEqual({ names: ['sharma traders'], total: 1 });
    expect(await names('aaacn1234')).toEqual({ names: ['Navneet Distributors'], total: 1 });
    expect(await names('%')).toEqual({ names: [], total: 0 });
    expect(await names(null, 2, 2)).toEqual({ names: ['sharma traders'], total: 3 });
  });
});
