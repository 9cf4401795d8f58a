import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, ZIPCODE_MESSAGES } from '@shop/backend/contract';
import { checkoutFormSchema } from './checkout-schema';

const valid = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  country: 'India',
  state: 'Maharashtra',
  zipcode: '411001',
  terms: true,
};

/** The message of each field the schema refused, by field name. */
function problems(values: Record<string, unknown>): Record<string, string> {
  const result = checkoutFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('checkoutFormSchema', () => {
  it('when every field is filled as the API takes it, then it passes with the text trimmed', () => {
    const parsed = checkoutFormSchema.parse({ ...valid, name: '  Asha Rao ', city: ' Pune' });
    expect(parsed).toMatchObject({ name: 'Asha Rao', city: 'Pune', terms: true });
  });

  it('when a field is blank or only spaces, then it names the missing field', () => {
    expect(problems({ ...valid, city: '   ', name: '' })).toEqual({
      city: 'City is required',
      name: 'Full name is required',
    });
  });

  it('when the street line is blank or only spaces, then it passes as none, the other address fields still required', () => {
    expect(checkoutFormSchema.parse({ ...valid, address: '' }).address).toBeNull();
    expect(checkoutFormSchema.parse({ ...valid, address: '   ' }).address).toBeNull();
    expect(checkoutFormSchema.parse({ ...valid, address: ' 12 MG Road ' }).address).toBe('12 MG Road');
    expect(problems({ ...valid, address: '', zipcode: '' })).toEqual({ zipcode: 'Zipcode is required' });
    expect(problems({ ...valid, address: 'x'.repeat(201) })).toEqual({
      address: 'Address must be at most 200 characters',
    });
  });

  it('when the terms are not accepted, then the form does not pass', () => {
    expect(Object.keys(problems({ ...valid, terms: false }))).toEqual(['terms']);
  });

  it('when the country is India in any common spelling, then the Indian phone and PIN rules apply', () => {
    for (const country of ['India', ' india ', 'IN', 'Bharat', 'IND']) {
      expect(problems({ ...valid, country, phone: '12345', zipcode: '011001' })).toEqual({
        phone: PHONE_MESSAGES.india,
        zipcode: ZIPCODE_MESSAGES.india,
      });
    }
  });

  it('when an Indian mobile is bare, spaced, with +91 or with the trunk 0, then it passes', () => {
    for (const phone of [
      '9876543210',
      '6000000000',
      '+919876543210',
      '98765 43210',
      '+91 98765-43210',
      '09876543210',
    ]) {
      expect(problems({ ...valid, phone })).toEqual({});
    }
  });

  it('when an Indian mobile is short, long, starts with 0-5, has letters or another code, then it is refused', () => {
    for (const phone of [
      '987654321',
      '98765432101',
      '5876543210',
      '0987654321',
      '98765abc10',
      '+929876543210',
    ]) {
      expect(problems({ ...valid, phone })).toEqual({ phone: PHONE_MESSAGES.india });
    }
  });

  it('when a PIN has 6 digits not starting with 0, then it passes; another shape is refused', () => {
    expect(problems({ ...valid, zipcode: ' 560034 ' })).toEqual({});
    expect(problems({ ...valid, zipcode: '560 034' })).toEqual({});
    expect(problems({ ...valid, zipcode: '560-034' })).toEqual({});
    for (const zipcode of ['011001', '41100', '4110011', '41100a']) {
      expect(problems({ ...valid, zipcode })).toEqual({ zipcode: ZIPCODE_MESSAGES.india });
    }
  });

  it('when the country is elsewhere, then the international phone and postcode rules apply', () => {
    expect(problems({ ...valid, country: 'Nepal', phone: '+97714412345', zipcode: '44600' })).toEqual({});
    expect(problems({ ...valid, country: 'United Kingdom', phone: '12', zipcode: '#' })).toEqual({
      phone: PHONE_MESSAGES.other,
      zipcode: ZIPCODE_MESSAGES.other,
    });
    expect(
      problems({ ...valid, country: 'United Kingdom', zipcode: 'SW1A 1AA', phone: '+442079460000' }),
    ).toEqual({});
  });
});
