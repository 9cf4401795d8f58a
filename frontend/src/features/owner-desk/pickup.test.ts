import { describe, expect, it } from 'vitest';
import { parseStatusFilter, whatsAppNumber } from './pickup';

describe('whatsAppNumber', () => {
  it('when the phone is stored as +91…, then the digits keep the 91', () => {
    expect(whatsAppNumber('+919876543210')).toBe('919876543210');
    expect(whatsAppNumber('+91 98765-43210')).toBe('919876543210');
  });

  it('when an Indian number has no country code, then 91 is added', () => {
    expect(whatsAppNumber('9876543210')).toBe('919876543210');
    expect(whatsAppNumber('09876543210')).toBe('919876543210');
    expect(whatsAppNumber('919876543210')).toBe('919876543210');
  });

  it('when a foreign number has its own code, then it is kept', () => {
    expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsAppNumber('0044 20 7946 0958')).toBe('442079460958');
  });

  it('when the phone is unusable, then there is no number', () => {
    expect(whatsAppNumber('12345')).toBeNull();
    expect(whatsAppNumber('')).toBeNull();
  });
});

describe('parseStatusFilter', () => {
  it('when the URL has an unknown status, then all orders are shown', () => {
    expect(parseStatusFilter('awaiting')).toBe('awaiting');
    expect(parseStatusFilter('shipped')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });
});
