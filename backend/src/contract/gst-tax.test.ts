import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATES, HSN_PATTERN, SAC_PATTERN, taxOfLine, taxSummaryByRate, type GstRate } from './gst-tax';
import { toPaise, asPaise } from './money';

describe('the tax inside a tax-inclusive price', () => {
  it('when a line is taxed at 18%, then the taxable value and two equal halves come out of the price', () => {
    // ₹118.00 at 18%: ₹100.00 taxable, ₹9.00 + ₹9.00.
    expect(taxOfLine(toPaise(118), 18)).toEqual({ taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900 });
    // ₹100.00 at 18%: each half 10000 × 18 / 236 = 762.71… → 763; taxable 10000 − 1526 = 8474.
    expect(taxOfLine(toPaise(100), 18)).toEqual({ taxablePaise: 8474, cgstPaise: 763, sgstPaise: 763 });
  });

  it('when a line is taxed at 5%, then each half is rounded to the paisa and the taxable value is the rest', () => {
    // ₹105.00 → ₹100.00 exactly; ₹250.00: 25000 × 5 / 210 = 595.23… → 595 each, 23810 taxable.
    expect(taxOfLine(toPaise(105), 5)).toEqual({ taxablePaise: 10000, cgstPaise: 250, sgstPaise: 250 });
    expect(taxOfLine(toPaise(250), 5)).toEqual({ taxablePaise: 23810, cgstPaise: 595, sgstPaise: 595 });
  });

  it('when a half falls on a half paisa, then it rounds up; otherwise to the nearest paisa', () => {
    // 295 paise at 18%: 22.5 each → 23, taxable 249; 21 paise at 5%: 0.5 → 1, taxable 19.
    expect(taxOfLine(asPaise(295), 18)).toEqual({ taxablePaise: 249, cgstPaise: 23, sgstPaise: 23 });
    expect(taxOfLine(asPaise(21), 5)).toEqual({ taxablePaise: 19, cgstPaise: 1, sgstPaise: 1 });
    // 16 paise at 28%: 1.75 → 2; 57 paise at 40%: 8.14… → 8; 2 paise at 40%: 0.28… → 0.
    expect(taxOfLine(asPaise(16), 28)).toEqual({ taxablePaise: 12, cgstPaise: 2, sgstPaise: 2 });
    expect(taxOfLine(asPaise(57), 40)).toEqual({ taxablePaise: 41, cgstPaise: 8, sgstPaise: 8 });
    expect(taxOfLine(asPaise(2), 40)).toEqual({ taxablePaise: 2, cgstPaise: 0, sgstPaise: 0 });
  });

  it('when a line is at 0%, then all of it is taxable and there is no tax', () => {
    expect(taxOfLine(toPaise(349.5), 0)).toEqual({ taxablePaise: 34950, cgstPaise: 0, sgstPaise: 0 });
    expect(taxOfLine(asPaise(0), 18)).toEqual({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it('when a line is at 40%, then the tax is two-sevenths of the price', () => {
    expect(taxOfLine(toPaise(1400), 40)).toEqual({
      taxablePaise: 100000,
      cgstPaise: 20000,
      sgstPaise: 20000,
    });
  });

  it('when the amount is ₹99,99,999.99, then the figures stay exact', () => {
    const amount = toPaise(9999999.99);
    expect(amount).toBe(999999999);
    // 999999999 × 18 / 236 = 76271186.36… → 76271186 each.
    expect(taxOfLine(amount, 18)).toEqual({
      taxablePaise: 847457627,
      cgstPaise: 76271186,
      sgstPaise: 76271186,
    });
    // × 28 / 256 = 109374999.89… → 109375000 each.
    expect(taxOfLine(amount, 28)).toEqual({
      taxablePaise: 781249999,
      cgstPaise: 109375000,
      sgstPaise: 109375000,
    });
  });

  it('when the amount is not whole paise, negative, or the rate is no GST rate, then it throws', () => {
    expect(() => taxOfLine(asPaise(10.5), 18)).toThrow(RangeError);
    expect(() => taxOfLine(asPaise(-100), 18)).toThrow(RangeError);
    expect(() => taxOfLine(asPaise(100), 15 as GstRate)).toThrow('15% is not a GST rate');
  });
});

describe('the money rules over every rate and many amounts', () => {
  const rates = fc.constantFrom(...GST_RATES);
  // Up to ₹1 crore a line, with the small amounts where rounding bites most weighted in.
  const amounts = fc
    .oneof(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 1_000_000_000 }))
    .map(asPaise);

  it('when any amount is taxed at any rate, then CGST equals SGST and the line adds up to the amount', () => {
    fc.assert(
      fc.property(amounts, rates, (amount, rate) => {
        const { taxablePaise, cgstPaise, sgstPaise } = taxOfLine(amount, rate);
        expect(cgstPaise).toBe(sgstPaise);
        expect(taxablePaise + cgstPaise + sgstPaise).toBe(amount);
        expect([taxablePaise, cgstPaise].every(Number.isSafeInteger)).toBe(true);
        expect(taxablePaise).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 5000 },
    );
  });

  it('when any amount is taxed at any rate, then each half is the nearest paisa to its share of the amount and within a paisa of half the rate on the taxable value', () => {
    fc.assert(
      fc.property(amounts, rates, (amount, rate) => {
        const { taxablePaise, cgstPaise } = taxOfLine(amount, rate);
        const exactHalf = (amount * rate) / (2 * (100 + rate));
        expect(Math.abs(cgstPaise - exactHalf)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(cgstPaise - (taxablePaise * rate) / 200)).toBeLessThan(1);
      }),
      { numRuns: 5000 },
    );
  });

  it('when lines are summed per rate, then every row keeps CGST equal to SGST and adds up to the lines', () => {
    const line = fc.record({ amountPaise: amounts, rate: rates });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const taxed = lines.map((l) => ({ rate: l.rate, ...taxOfLine(l.amountPaise, l.rate) }));
        const rows = taxSummaryByRate(taxed);
        for (const row of rows) expect(row.cgstPaise).toBe(row.sgstPaise);
        const sum = rows.reduce((total, row) => total + row.taxablePaise + row.cgstPaise + row.sgstPaise, 0);
        expect(sum).toBe(lines.reduce((total, l) => total + l.amountPaise, 0));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the tax summary of an invoice', () => {
  it('when lines at several rates are summed, then there is one row per rate in rising order that adds up to the lines', () => {
    const lines = [
      { amountPaise: toPaise(100), rate: 18 as const },
      { amountPaise: toPaise(49.99), rate: 0 as const },
      { amountPaise: toPaise(100), rate: 18 as const },
      { amountPaise: toPaise(250), rate: 5 as const },
      { amountPaise: asPaise(3), rate: 18 as const },
    ].map((line) => ({ ...line, ...taxOfLine(line.amountPaise, line.rate) }));
    const summary = taxSummaryByRate(lines);
    expect(summary.map((row) => row.rate)).toEqual([0, 5, 18]);
    expect(summary[2]).toEqual({
      rate: 18,
      taxablePaise: 8474 + 8474 + 3,
      cgstPaise: 763 + 763 + 0,
      sgstPaise: 763 + 763 + 0,
    });
    const total = (rows: { taxablePaise: number; cgstPaise: number; sgstPaise: number }[]) =>
      rows.reduce((sum, row) => sum + row.taxablePaise + row.cgstPaise + row.sgstPaise, 0);
    expect(total(summary)).toBe(lines.reduce((sum, line) => sum + line.amountPaise, 0));
  });

  it('when the lines are taxed one by one, then the summary keeps their rounding rather than taxing the total again', () => {
    // Seven ₹1.00 lines at 18% are 8 paise a half and 84 taxable each, 588 in all; ₹7.00 taxed once would be 594.
    const lines = Array.from({ length: 7 }, () => ({ rate: 18 as const, ...taxOfLine(asPaise(100), 18) }));
    expect(taxSummaryByRate(lines)).toEqual([{ rate: 18, taxablePaise: 588, cgstPaise: 56, sgstPaise: 56 }]);
    expect(taxOfLine(asPaise(700), 18).taxablePaise).toBe(594);
  });

  it('when there are no lines, then the summary is empty', () => {
    expect(taxSummaryByRate([])).toEqual([]);
  });
});

describe('HSN and SAC codes', () => {
  it('when an HSN code has 4, 6 or 8 digits, then it is accepted; other lengths and letters are not', () => {
    for (const code of ['4901', '490110', '49011010', '4820']) expect(HSN_PATTERN.test(code)).toBe(true);
    for (const code of ['490', '49011', '4901101', '490110100', '49O1', ' 4901', '']) {
      expect(HSN_PATTERN.test(code)).toBe(false);
    }
  });

  it('when a SAC code has 6 digits starting 99, then it is accepted', () => {
    for (const code of ['998912', '995411']) expect(SAC_PATTERN.test(code)).toBe(true);
    for (const code of ['498912', '99891', '9989120', '99A912']) expect(SAC_PATTERN.test(code)).toBe(false);
  });
});
