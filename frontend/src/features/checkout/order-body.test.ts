import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import type { CheckedCheckout } from './checkout-schema';
import { toOrderBody } from './order-body';

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
    expect(toOrderBody(values, { books: [], printJobs: [] }).locale).toBe('en');
    activateCatalog('hi', hindi);
    expect(toOrderBody(values, { books: [], printJobs: [] }).locale).toBe('hi');
  });
});
