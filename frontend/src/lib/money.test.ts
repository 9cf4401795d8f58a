import { describe, expect, it } from 'vitest';
import { formatRupees, sumPrices } from './money';

describe('money', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [1234567.5, '₹12,34,567.50'],
    [999, '₹999.00'],
    [0, '₹0.00'],
    [19.99, '₹19.99'],
  ])('when %d is formatted, then it reads %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('when prices with paise are summed, then no floating-point error reaches the subtotal', () => {
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(sumPrices([19.99, 80.01, 25.5])).toBe(125.5);
    expect(sumPrices([])).toBe(0);
  });
});
