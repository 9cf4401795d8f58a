import { describe, expect, it } from 'vitest';
import { pagesInRange, PageRangeError, quotePrint, type PrintOptions, type PrintRates } from './print';

const RATES: PrintRates = {
  bwSingle: 1.75,
  bwDouble: 1.2,
  colourSingle: 10.05,
  colourDouble: 9.99,
  binding: { none: 0, staple: 2.5, spiral: 35.1 },
};
const options = (overrides: Partial<PrintOptions> = {}): PrintOptions => ({
  colour: 'bw',
  sides: 'single',
  copies: 1,
  range: '',
  binding: 'none',
  ...overrides,
});

describe('page ranges', () => {
  it('when no range is given, then every page of the document is printed', () => {
    expect(pagesInRange('', 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagesInRange('   ', 1)).toEqual([1]);
  });

  it('when pages and spans are given, then each page counts once, in order', () => {
    expect(pagesInRange('1-5, 8, 10-12', 12)).toEqual([1, 2, 3, 4, 5, 8, 10, 11, 12]);
    expect(pagesInRange('3,1-3, 2', 7)).toEqual([1, 2, 3]);
    expect(pagesInRange(' 7 - 7 ', 7)).toEqual([7]);
  });

  it('when a range goes past the document, runs backwards or is not numbers, then it is refused with a reason', () => {
    expect(() => pagesInRange('5-8', 7)).toThrow(PageRangeError);
    expect(() => pagesInRange('5-8', 7)).toThrow('The document has 7 pages; "5-8" goes past it.');
    expect(() => pagesInRange('0', 7)).toThrow(PageRangeError);
    expect(() => pagesInRange('5-2', 7)).toThrow(PageRangeError);
    expect(() => pagesInRange('1-2; 4', 7)).toThrow(PageRangeError);
    expect(() => pagesInRange('1,,2', 7)).toThrow(PageRangeError);
    expect(() => pagesInRange('abc', 7)).toThrow(PageRangeError);
  });
});

describe('the price of a print job', () => {
  it('when several copies are asked for, then pages are those of one copy and sides and sheets are for all copies', () => {
    const quote = quotePrint(7, options({ range: '2-6', copies: 4, sides: 'double' }), RATES);
    expect(quote).toMatchObject({ pages: 5, sides: 20, sheets: 12 });
  });

  it('when single-sided black and white, then sides x copies x the rate', () => {
    expect(quotePrint(7, options({ copies: 3 }), RATES)).toEqual({
      pages: 7,
      sides: 21,
      sheets: 21,
      price: 36.75,
    });
  });

  it('when double-sided, then the sheets halve (rounding up per copy) and the sides do not', () => {
    expect(
      quotePrint(7, options({ sides: 'double', colour: 'colour', copies: 2, binding: 'staple' }), RATES),
    ).toEqual({ pages: 7, sides: 14, sheets: 8, price: 14 * 9.99 + 2 * 2.5 });
    expect(
      quotePrint(7, options({ sides: 'double', colour: 'colour', copies: 2, binding: 'staple' }), RATES)
        .price,
    ).toBe(144.86);
  });

  it('when a range and spiral binding are chosen, then only those pages are charged, binding per copy, to the paisa', () => {
    // 9 pages x 50 copies x ₹10.05 = ₹4,522.50, plus 50 x ₹35.10 = ₹1,755.00.
    expect(
      quotePrint(
        500,
        options({ colour: 'colour', copies: 50, range: '1-5, 8, 10-12', binding: 'spiral' }),
        RATES,
      ),
    ).toEqual({
      pages: 9,
      sides: 450,
      sheets: 450,
      price: 6277.5,
    });
    // Paise that binary fractions cannot hold: 3 x ₹1.20 stays ₹3.60.
    expect(quotePrint(3, options({ sides: 'double' }), RATES).price).toBe(3.6);
  });
});
