import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { GEOMETRY_BOX_ID, KIT_ID, makeCartKit, NOTEBOOK_ID } from '@/test/kits';
import type { CheckedCheckout } from './checkout-schema';
import { orderBodyFingerprint, toOrderBody } from './order-body';

const values = {
  name: 'Meena Iyer',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zipcode: '411001',
  terms: true,
} as CheckedCheckout;

afterEach(() => activateCatalog('en', english));

describe('toOrderBody', () => {
  it('says which language the customer ordered in, so the notices about the order speak it', () => {
    expect(toOrderBody(values, { books: [], printJobs: [], kits: [] }).locale).toBe('en');
    activateCatalog('hi', hindi);
    expect(toOrderBody(values, { books: [], printJobs: [], kits: [] }).locale).toBe('hi');
  });
});

describe('toOrderBody for a pickup', () => {
  it('when no street line was typed, then the address goes without one, as the API allows', () => {
    const body = toOrderBody({ ...values, address: null }, { books: [], printJobs: [], kits: [] });
    expect(body.address).toEqual({ city: 'Pune', state: 'Maharashtra', country: 'India', zipcode: '411001' });
  });

  it('when a street line was typed, then it goes with the address, for the bill', () => {
    const body = toOrderBody(values, { books: [], printJobs: [], kits: [] });
    expect(body.address).toEqual({
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      zipcode: '411001',
    });
  });
});

describe('toOrderBody with school kits', () => {
  const kit = makeCartKit({ quantity: 3 });

  it('sends each kit as its id, how many and the optional items left out, never its price or items', () => {
    expect(toOrderBody(values, { books: [], printJobs: [], kits: [kit] }).items).toEqual([
      { kitId: KIT_ID, quantity: 3, omit: [GEOMETRY_BOX_ID] },
    ]);
  });

  it('names another order when the same kit leaves out other items, and the same one in any order of items', () => {
    const whole = makeCartKit({ omit: [] });
    const one = toOrderBody(values, { books: [], printJobs: [], kits: [kit, whole] });
    const swapped = toOrderBody(values, { books: [], printJobs: [], kits: [whole, kit] });
    const other = toOrderBody(values, {
      books: [],
      printJobs: [],
      kits: [kit, { ...whole, omit: [NOTEBOOK_ID] }],
    });
    expect(orderBodyFingerprint(one)).toBe(orderBodyFingerprint(swapped));
    expect(orderBodyFingerprint(one)).not.toBe(orderBodyFingerprint(other));
  });
});
