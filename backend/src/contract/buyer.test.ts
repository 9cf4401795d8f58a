import { describe, expect, it } from 'vitest';
import { GST_STATES, placeOfSupplyLabel, readState } from './gst-states';
import { buyerSchema } from './invoice-schemas';
import { missingBuyerDetails, NAMED_BUYER_FROM_PAISE } from './invoices';
import { asPaise } from './money';

const issuesOf = (body: unknown) => {
  const parsed = buyerSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('a state as typed', () => {
  it('when a state is named in any case, with "and" for "&", by its code or as the tool writes it, then it is read with its code', () => {
    expect(readState('maharashtra')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(readState(' Jammu and Kashmir ')).toEqual({ code: '01', name: 'Jammu & Kashmir' });
    expect(readState('27')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(readState('7')).toEqual({ code: '07', name: 'Delhi' });
    expect(readState('29-Karnataka')).toEqual({ code: '29', name: 'Karnataka' });
    expect(readState('Orissa')).toEqual({ code: '21', name: 'Odisha' });
  });

  it('when a text names no state or a code is none, then nothing is read', () => {
    for (const typed of ['Bombay Presidency', '', '40', '00', 'MH']) expect(readState(typed)).toBeNull();
  });

  it('when a place of supply is written, then it is the code and the name joined by a hyphen', () => {
    expect(placeOfSupplyLabel(readState('Maharashtra')!)).toBe('27-Maharashtra');
    expect(Object.keys(GST_STATES)).toHaveLength(40);
  });
});

describe('a bill’s buyer', () => {
  it('when a business gives its GSTIN and address, then its state and code are the GSTIN’s whatever state was typed', () => {
    expect(
      buyerSchema.parse({
        name: 'Kiran Traders',
        gstin: ' 29abcde1234f1zw ',
        address: '4 Residency Road, Bengaluru 560025',
        state: 'Maharashtra',
      }),
    ).toEqual({
      name: 'Kiran Traders',
      gstin: '29ABCDE1234F1ZW',
      address: '4 Residency Road, Bengaluru 560025',
      state: 'Karnataka',
      stateCode: '29',
    });
  });

  it('when a GSTIN comes without an address, then buyer.address is named; a wrong GSTIN names buyer.gstin', () => {
    expect(issuesOf({ name: 'Kiran Traders', gstin: '29ABCDE1234F1ZW' })).toEqual(['address']);
    expect(issuesOf({ name: 'Kiran Traders', gstin: '29ABCDE1234F1ZX', address: 'x' })).toEqual(['gstin']);
  });

  it('when a buyer without a GSTIN names a state, then it is read; a state there is none of is refused', () => {
    expect(buyerSchema.parse({ name: 'Meena Rao', address: '12 Civil Lines, Nagpur', state: '27' })).toEqual({
      name: 'Meena Rao',
      address: '12 Civil Lines, Nagpur',
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect(buyerSchema.parse({ name: 'Meena Rao', address: ' ', state: '' })).toEqual({ name: 'Meena Rao' });
    expect(issuesOf({ name: 'Meena Rao', state: 'Vidarbha' })).toEqual(['state']);
  });

  it('when a bill reaches ₹50,000 of taxable value, then a buyer without a GSTIN lacks whatever of name, address and state is missing', () => {
    const under = asPaise(NAMED_BUYER_FROM_PAISE - 1);
    expect(missingBuyerDetails({ name: '' }, under)).toEqual([]);
    expect(missingBuyerDetails({ name: '' }, NAMED_BUYER_FROM_PAISE)).toEqual(['name', 'address', 'state']);
    expect(missingBuyerDetails({ name: 'Meena', address: 'Nagpur' }, NAMED_BUYER_FROM_PAISE)).toEqual([
      'state',
    ]);
    expect(
      missingBuyerDetails({ name: 'Meena', address: 'Nagpur', state: 'Maharashtra' }, NAMED_BUYER_FROM_PAISE),
    ).toEqual([]);
    expect(
      missingBuyerDetails({ name: 'Kiran', gstin: '29ABCDE1234F1ZW' }, asPaise(10 * NAMED_BUYER_FROM_PAISE)),
    ).toEqual([]);
  });
});
