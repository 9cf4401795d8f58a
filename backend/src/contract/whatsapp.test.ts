import { describe, expect, it } from 'vitest';
import { whatsAppNumber, whatsAppUrl } from './whatsapp';

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

describe('whatsAppUrl', () => {
  it('when text has spaces, lines and a rupee sign, then it is carried whole in the link', () => {
    expect(whatsAppUrl('919876543210', 'Order K7M2QX\n₹25 & done')).toBe(
      'https://wa.me/919876543210?text=Order%20K7M2QX%0A%E2%82%B925%20%26%20done',
    );
  });
});
