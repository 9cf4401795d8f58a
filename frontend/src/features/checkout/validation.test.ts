import { describe, expect, it } from 'vitest';
import {
  isIndia,
  isIndianMobile,
  isIndianPin,
  PHONE_MESSAGES,
  phoneError,
  requiredMessage,
  ZIPCODE_MESSAGES,
  zipcodeError,
} from './validation';

describe('isIndia', () => {
  it('when the country is written as India in any common way, then it counts as India', () => {
    for (const country of ['India', ' india ', 'IN', 'Bharat', 'IND']) expect(isIndia(country)).toBe(true);
  });

  it('when the country is another one, then it does not', () => {
    expect(isIndia('Nepal')).toBe(false);
    expect(isIndia('')).toBe(false);
  });
});

describe('isIndianMobile', () => {
  it('when the number has 10 digits starting with 6-9, with or without +91, then it is valid', () => {
    for (const phone of ['9876543210', '6000000000', '+919876543210', '98765 43210', '+91 98765-43210']) {
      expect(isIndianMobile(phone)).toBe(true);
    }
  });

  it('when the number is short, long, starts with 0-5 or has letters, then it is invalid', () => {
    for (const phone of [
      '987654321',
      '98765432101',
      '5876543210',
      '0987654321',
      '98765abc10',
      '+929876543210',
    ]) {
      expect(isIndianMobile(phone)).toBe(false);
    }
  });
});

describe('isIndianPin', () => {
  it('when the PIN has 6 digits not starting with 0, then it is valid', () => {
    expect(isIndianPin('411001')).toBe(true);
    expect(isIndianPin(' 560034 ')).toBe(true);
  });

  it('when the PIN starts with 0, has another length or letters, then it is invalid', () => {
    for (const pin of ['011001', '41100', '4110011', '41100a', '']) expect(isIndianPin(pin)).toBe(false);
  });
});

describe('phoneError and zipcodeError', () => {
  it('when the country is India, then the Indian rules and messages apply', () => {
    expect(phoneError('12345', 'India')).toBe(PHONE_MESSAGES.india);
    expect(phoneError('9876543210', 'India')).toBeUndefined();
    expect(zipcodeError('011001', 'India')).toBe(ZIPCODE_MESSAGES.india);
    expect(zipcodeError('411001', 'India')).toBeUndefined();
  });

  it('when the country is elsewhere, then international rules apply', () => {
    expect(phoneError('+97714412345', 'Nepal')).toBeUndefined();
    expect(phoneError('12', 'Nepal')).toBe(PHONE_MESSAGES.other);
    expect(zipcodeError('SW1A 1AA', 'United Kingdom')).toBeUndefined();
    expect(zipcodeError('#', 'United Kingdom')).toBe(ZIPCODE_MESSAGES.other);
  });
});

describe('requiredMessage', () => {
  it('when the answer is blank or only spaces, then it names the missing field', () => {
    expect(requiredMessage('City')('   ')).toBe('City is required');
    expect(requiredMessage('City')('Pune')).toBe(true);
  });
});
