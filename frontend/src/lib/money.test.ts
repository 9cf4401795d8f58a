import { describe, expect, it } from 'vitest';
import { formatCompactRupees, formatCount, formatRupees, priceTimes, sumPrices } from './money';

describe('money', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [1234567.5, '₹12,34,567.50'],
    [999, '₹999.00'],
    [0, '₹0.00'],
    [19.99, '₹19.99'],
    [1000, '₹1,000.00'],
    [100000, '₹1,00,000.00'],
    [123456789.125, '₹12,34,56,789.13'],
    [0.005, '₹0.01'],
    [-2500, '-₹2,500.00'],
  ])('when %d is formatted, then it reads %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('when any amount is formatted, then it reads as Intl.NumberFormat en-IN INR writes it', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    for (let amount = 0.003; amount < 1e11; amount = amount * 1.37 + 0.71) {
      expect(formatRupees(amount)).toBe(intl.format(amount));
      expect(formatRupees(-amount)).toBe(intl.format(-amount));
    }
  });

  it('when prices with paise are summed, then no floating-point error reaches the subtotal', () => {
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(sumPrices([19.99, 80.01, 25.5])).toBe(125.5);
    expect(sumPrices([])).toBe(0);
  });

  it('when a unit price with paise is multiplied by a quantity, then the line total is exact', () => {
    expect(priceTimes(19.99, 3)).toBe(59.97);
    expect(priceTimes(0.1, 3)).toBe(0.3);
    expect(priceTimes(80.5, 1)).toBe(80.5);
  });

  it('when counts and axis amounts are formatted, then they use Indian grouping and short rupees', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCompactRupees(150000)).toBe('₹1.5L');
    expect(formatCompactRupees(2500)).toBe('₹2.5K');
  });
});
