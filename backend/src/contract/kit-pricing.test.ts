import { describe, expect, it } from 'vitest';
import { kitPricePaise, kitsAvailable, spreadKitPrice, type KitLineOnShelf } from './kit-pricing';
import { asPaise } from './money';

const line = (overrides: Partial<KitLineOnShelf>): KitLineOnShelf => ({
  price: 10,
  quantity: 1,
  optional: false,
  stock: null,
  ...overrides,
});

describe('how many whole kits the shelf holds', () => {
  it('when required lines are counted, then the least of floor(stock / quantity) over them', () => {
    expect(
      kitsAvailable([
        line({ quantity: 9, stock: 40 }),
        line({ quantity: 2, stock: 7 }),
        line({ stock: 100 }),
      ]),
    ).toBe(3);
  });

  it('when a line is optional or uncounted, then it never limits; none counted is no limit', () => {
    expect(
      kitsAvailable([line({ quantity: 2, stock: 10 }), line({ optional: true, stock: 0 }), line({})]),
    ).toBe(5);
    expect(kitsAvailable([line({}), line({ optional: true, stock: 1 })])).toBeNull();
  });

  it('when a required item is out or short of one kit, then none', () => {
    expect(kitsAvailable([line({ quantity: 3, stock: 2 }), line({ stock: 50 })])).toBe(0);
    expect(kitsAvailable([line({ stock: -1 })])).toBe(0);
  });
});

describe('a kit’s price spread over its lines', () => {
  // Three lines that do not divide evenly: 3 × ₹33.33, 1 × ₹45.50, 2 × ₹12.25 = ₹169.99.
  const lines = [
    { price: 33.33, quantity: 3 },
    { price: 45.5, quantity: 1 },
    { price: 12.25, quantity: 2 },
  ];
  const sumOf = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

  it('when priced as the sum or 0% off, then every line keeps its own value', () => {
    expect(kitPricePaise({ mode: 'sum' }, lines)).toBe(16999);
    expect(kitPricePaise({ mode: 'percentOff', percent: 0 }, lines)).toBe(16999);
    expect(spreadKitPrice(asPaise(16999), lines)).toEqual([9999, 4550, 2450]);
  });

  it('when 50% off, then the lines carry half each, rounded down, the last taking the paise left, adding up exactly', () => {
    const kit = kitPricePaise({ mode: 'percentOff', percent: 50 }, lines);
    expect(kit).toBe(8499); // ₹169.99 less ₹85.00 (half of it, rounded to the paisa)
    const spread = spreadKitPrice(kit, lines);
    expect(spread).toEqual([4999, 2274, 1226]);
    expect(sumOf(spread)).toBe(kit);
  });

  it('when a fixed price, then it is spread in proportion to value and adds up to the paisa', () => {
    const kit = kitPricePaise({ mode: 'fixed', price: 150 }, lines);
    const spread = spreadKitPrice(kit, lines);
    expect(sumOf(spread)).toBe(15000);
    expect(spread[0]).toBe(8823); // floor(15000 × 9999 / 16999) paise
    expect(spread.every((amount) => amount >= 0)).toBe(true);
  });
});
