import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';

describe('money, numbers and dates by language', () => {
  it('when shown in Hindi, then rupees and counts have lakh grouping and dates Hindi month names in India time', () => {
    const hindi = formatsFor('hi');
    expect(hindi.money(123456.5)).toBe('₹1,23,456.50');
    expect(hindi.number(1234567)).toBe('12,34,567');
    // 31 Dec 2025 19:00 UTC is already 1 January in India.
    expect(hindi.date('2025-12-31T19:00:00Z')).toMatch(/^1 जन॰ 2026$/);
    expect(hindi.date('2026-11-25T10:00:00Z')).toContain('नव॰');
  });

  it('when shown in English, then the shop’s own rupee format and English months', () => {
    const english = formatsFor('en');
    expect(english.money(123456.5)).toBe('₹1,23,456.50');
    expect(english.date('2025-12-31T19:00:00Z')).toBe('1 Jan 2026');
    expect(english.dateTime('2026-11-25T10:30:00Z')).toMatch(/^25 Nov 2026, 4:00\s?pm$/);
  });
});
