import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { CustomerFields } from './customer-contract';
import type { Store } from './store';

const AT = new Date('2026-11-02T04:30:00.000Z');
const LATER = new Date('2026-11-03T04:30:00.000Z');

const school: CustomerFields = {
  name: 'Sunrise School',
  phone: '+919876543210',
  gstin: '27AAAPL1234C1ZE',
  address: 'Station Road, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
  creditLimit: 20000.5,
  language: 'hi',
  notes: 'Pays on the 5th',
};
const walkIn = (name: string, phone: string): CustomerFields => ({
  ...school,
  name,
  phone,
  gstin: null,
  state: null,
  stateCode: null,
  creditLimit: 0,
  language: 'en',
  notes: '',
});

describe.each(availableAdapters())('store contract, customers: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => {
    await cleanup();
  });

  it('when a customer is added, then they are found by id and by phone with every field, the limit to the paisa', async () => {
    const added = await store.customers.create(school, AT);
    if (added === 'phone-taken') throw new Error('refused');
    const expected = {
      _id: added._id,
      ...school,
      remindedAt: null,
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    };
    expect(added).toEqual(expected);
    expect(await store.customers.findById(added._id)).toEqual(expected);
    expect(await store.customers.findByPhone('+919876543210')).toEqual(expected);
    expect(await store.customers.findByPhone('+919999999999')).toBeNull();
    expect(await store.customers.findById('000000000000000000000000')).toBeNull();
  });

  it('when a customer is changed, then every field is as given; an unknown one is null', async () => {
    const added = (await store.customers.create(school, AT)) as { _id: string };
    const changed = await store.customers.update(added._id, { ...walkIn('Sunrise', '+919876500000') }, LATER);
    expect(changed).toMatchObject({
      name: 'Sunrise',
      gstin: null,
      creditLimit: 0,
      updatedAt: LATER.toISOString(),
    });
    expect(changed).toMatchObject({ createdAt: AT.toISOString() });
    expect(await store.customers.update('000000000000000000000000', school, LATER)).toBeNull();
  });

  it('when a reminder is sent, then the customer keeps its moment and a change of their fields keeps it too', async () => {
    const added = (await store.customers.create(school, AT)) as { _id: string };
    await store.customers.markReminded(added._id, LATER);
    expect(await store.customers.findById(added._id)).toMatchObject({ remindedAt: LATER.toISOString() });
    await store.customers.update(added._id, school, LATER);
    expect(await store.customers.findById(added._id)).toMatchObject({ remindedAt: LATER.toISOString() });
  });

  it('when a phone is already another customer’s, then adding or changing to it is refused and nothing changes', async () => {
    await store.customers.create(school, AT);
    const asha = (await store.customers.create(walkIn('Asha', '+919123456780'), AT)) as { _id: string };

    expect(await store.customers.create(walkIn('Other', '+919876543210'), AT)).toBe('phone-taken');
    expect(await store.customers.update(asha._id, walkIn('Asha', '+919876543210'), LATER)).toBe(
      'phone-taken',
    );
    expect(await store.customers.findById(asha._id)).toMatchObject({ phone: '+919123456780' });
    expect((await store.customers.search({ q: null, page: 1, limit: 10 })).total).toBe(2);
  });

  it('when customers are searched, then a part of the name, a run of phone digits or the GSTIN finds them, by name, a page at a time', async () => {
    await store.customers.create(school, AT);
    await store.customers.create(walkIn('asha tuition', '+919123456780'), AT);
    await store.customers.create(walkIn('Ravi_K 100%', '+918000000001'), AT);
    const names = async (q: string | null, page = 1, limit = 10) => {
      const found = await store.customers.search({ q, page, limit });
      return { names: found.items.map((customer) => customer.name), total: found.total };
    };

    expect(await names(null)).toEqual({ names: ['asha tuition', 'Ravi_K 100%', 'Sunrise School'], total: 3 });
    expect(await names('TUITION')).toEqual({ names: ['asha tuition'], total: 1 });
    expect(await names('98765 43')).toEqual({ names: ['Sunrise School'], total: 1 });
    expect(await names('aaapl1234')).toEqual({ names: ['Sunrise School'], total: 1 });
    // LIKE's and a pattern's own characters are taken as themselves.
    expect(await names('_K 100%')).toEqual({ names: ['Ravi_K 100%'], total: 1 });
    expect(await names('%')).toEqual({ names: ['Ravi_K 100%'], total: 1 });
    expect(await names(null, 2, 2)).toEqual({ names: ['Sunrise School'], total: 3 });
  });
});
