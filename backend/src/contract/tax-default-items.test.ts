import { describe, expect, it } from 'vitest';
import { suggestItemTax } from './item-tax-suggestions';
import { confirmedTax, type TaxDefaultItem } from './tax-default-items';

const item = (overrides: Partial<TaxDefaultItem>): TaxDefaultItem => ({
  _id: 'a'.repeat(24),
  title: 'HB Pencils (Pack of 10)',
  category: 'penandpencil',
  hsn: null,
  gstRate: null,
  unit: 'NOS',
  billedAt: { hsn: '9608', gstRate: 18 },
  suggested: suggestItemTax('HB Pencils (Pack of 10)', 'penandpencil'),
  ...overrides,
});

describe('confirmedTax', () => {
  it('when the title suggests a code, rate and unit, then confirming makes them the item’s own', () => {
    expect(confirmedTax(item({}))).toEqual({ hsn: '9609', gstRate: 0, unit: 'PAC' });
  });

  it('when the title suggests nothing, then the item keeps what it is billed at now, and its unit', () => {
    expect(confirmedTax(item({ title: 'Stapler', suggested: null, unit: 'BOX' }))).toEqual({
      hsn: '9608',
      gstRate: 18,
      unit: 'BOX',
    });
  });

  it('when the item has a code of its own the title disagrees with, then it keeps what it is billed at', () => {
    const own = item({ hsn: '4820', billedAt: { hsn: '4820', gstRate: 18 } });
    expect(confirmedTax(own)).toEqual({ hsn: '4820', gstRate: 18, unit: 'NOS' });
    // A longer code under the title's agrees with it, and is kept.
    expect(confirmedTax(item({ hsn: '96091000' }))).toEqual({ hsn: '96091000', gstRate: 0, unit: 'PAC' });
  });

  it('when the owner chose a unit other than NOS, then the title’s unit does not replace it', () => {
    expect(confirmedTax(item({ unit: 'DOZ' }))).toEqual({ hsn: '9609', gstRate: 0, unit: 'DOZ' });
  });
});
