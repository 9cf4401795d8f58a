import { describe, expect, it } from 'vitest';
import { formatMobile, sixDigitCode, toIndianMobile } from './phone-number';

describe('toIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['  (0) 6123456789 ', '+916123456789'],
  ])('when %j is typed, then the code goes to %s', (typed, e164) => {
    expect(toIndianMobile(typed)).toEqual({ ok: true, e164 });
  });

  it.each(['', '   ', '+91', '+91 '])('when only %j is there, then the number is asked for', (typed) => {
    expect(toIndianMobile(typed)).toEqual({ ok: false, problem: 'account.phone.numberRequired' });
  });

  it.each([
    '98765 4321', // nine digits
    '98765 432100', // eleven
    '5876543210', // no mobile starts with 5
    '+44 7700 900123',
    '91 98765 43210', // the country code without its +
    'ninety-eight',
  ])('when %j is typed, then it is not taken for a mobile number', (typed) => {
    expect(toIndianMobile(typed)).toEqual({ ok: false, problem: 'account.phone.numberInvalid' });
  });
});

describe('formatMobile', () => {
  it('groups an Indian mobile as people read it, and leaves others as they are', () => {
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatMobile('+447700900123')).toBe('+447700900123');
  });
});

describe('sixDigitCode', () => {
  it('takes six digits however they were typed or pasted, and nothing else', () => {
    expect(sixDigitCode('123456')).toBe('123456');
    expect(sixDigitCode(' 123 456 ')).toBe('123456');
    expect(sixDigitCode('123-456')).toBe('123456');
    expect(sixDigitCode('12345')).toBeNull();
    expect(sixDigitCode('1234567')).toBeNull();
    expect(sixDigitCode('12345a')).toBeNull();
  });
});
